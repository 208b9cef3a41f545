#!/usr/bin/env node
// The physical baseline of `npm run bench:api`: a bare Express route running the project page's SQL with
// pg and returning JSON, in its own process like the API (so neither shares a thread with the load
// generator). It selects the very columns the API selects (PROJECT_COLUMNS from the built backend).
// Env: DATABASE_URL, PORT. Prints "ready" when listening.
import path from 'node:path';
import express from 'express';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { PROJECT_COLUMNS } = await import(path.join(root, 'backend/dist/modules/project/project-columns.js'));

export const BASELINE_SQL = `SELECT ${PROJECT_COLUMNS} FROM project p ORDER BY p.id DESC LIMIT 50`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'bench-baseline' });
const app = express();
app.get('/', async (_req, res) => {
  const { rows } = await pool.query(BASELINE_SQL);
  res.json(rows);
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
