#!/usr/bin/env node
// The physical baseline of `npm run bench:api`: a bare Express route running the project page's SQL with
// pg and returning JSON, in its own process like the API (so neither shares a thread with the load
// generator). Env: DATABASE_URL, PORT. Prints "ready" when listening.
import express from 'express';
import pg from 'pg';

export const BASELINE_SQL = `SELECT p.*, (SELECT COUNT(*)::int FROM proposal pr WHERE pr.project_id = p.id) AS proposal_count
  FROM project p ORDER BY p.id DESC LIMIT 50`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'bench-baseline' });
const app = express();
app.get('/', async (_req, res) => {
  const { rows } = await pool.query(BASELINE_SQL);
  res.json(rows);
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
