#!/usr/bin/env node
// `npm run bench:api`: throughput and latency of the production API against a bare Express + pg
// route running the same SQL (the physical baseline), on a seeded database of 10,000 projects and
// 50,000 proposals; then matching a new project against 10,000 seeded pros and the pro directory
// (scripts/bench-pros.mjs). Prints a table and writes docs/benchmarks.md. Loopback only; bounded in time.
// The API runs with GRAPHQL_ANONYMOUS=any: the scenarios send GraphQL documents of their own, not the web app's ids.
// Options (env): BENCH_SECONDS (default 10 per scenario), SOAK_SECONDS (default 60), BENCH_CONNECTIONS (10).
// BENCH_BEFORE_DIR: a checkout of an earlier commit with its backend built (`npx tsc -p backend/tsconfig.build.json`);
// its API then runs beside this one on the same database and every scenario is measured on both, alternating,
// so before/after figures come from one run on one machine state. BENCH_BEFORE_LABEL names it (default its HEAD).
// BENCH_ROUNDS (default 1): with an earlier build, each scenario runs this many times per build, alternating, and
// the medians are reported (a shared machine's load drifts; alternation and medians keep that out of the comparison).
// BENCH_ONLY: api (the project scenarios, baseline and soak), pros (matching one project against 10,000 seeded pros
// and the pro directory, scripts/bench-pros.mjs) or api,pros (the default). A partial run rewrites only its own section
// of docs/benchmarks.md. MATCH_RUNS (default 300): sequential matchings timed per database size.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync, existsSync } from 'node:fs';
import { freePort, waitUntil } from './bench-support.mjs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { addProjects, benchDirectory, checkDirectory, openMatching, PAIRS, PRO_COUNT, prosSection, seedPros } from './bench-pros.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const matchRuns = Math.max(PAIRS.length, Number(process.env.MATCH_RUNS ?? 300));
const only = new Set((process.env.BENCH_ONLY ?? 'api,pros').split(',').map((name) => name.trim()));
for (const name of only) {
  if (!['api', 'pros'].includes(name)) {
    console.error(`BENCH_ONLY: unknown scenario group "${name}" (api, pros)`);
    process.exit(1);
  }
}
const pros = only.has('pros');
const log = (message) => console.log(`[bench] ${message}`);

if (!existsSync(path.join(root, 'backend/dist/main.js'))) {
  console.error('The product is not built: run `npm run build` first.');
  process.exit(1);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
chmodSync(scratch, 0o755);
const children = [];
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', () => {
  cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

// Other work on the machine skews every figure: record how busy it was.
const loadBefore = os.loadavg()[0];

// 1. A PostgreSQL of our own.
const pgPort = await freePort();
const cluster = spawn(process.execPath, [path.join(root, 'test-support/pg-cluster.mjs'), path.join(scratch, 'pg'), String(pgPort)], { stdio: ['pipe', 'pipe', 'inherit'] });
children.push(cluster);
await new Promise((resolve) => readline.createInterface({ input: cluster.stdout }).once('line', resolve));
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
log(`PostgreSQL up on ${pgPort}`);

// 2. The product (it runs the migrations), and optionally an earlier build of it on the same database.
function startApi(dir, port, label) {
  const child = spawn(process.execPath, [path.join(dir, 'backend/dist/main.js')], {
    cwd: dir,
    // GRAPHQL_ANONYMOUS=any: the scenarios send documents of their own (as a partner's key may), to measure the
    // resolvers and the pipeline; the web app's pages send their operations' ids (bench:web measures those).
    env: { ...process.env, GRAPHQL_ANONYMOUS: 'any', NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WRITE_RATE_LIMIT: '0', READ_RATE_LIMIT: '0', BETTER_AUTH_SECRET: 'benchmark-only-secret-not-for-production-use', WEBHOOK_SECRET_KEY: 'YmVuY2htYXJrLW9ubHkta2V5LW5vdC1mb3ItcHJvZHU=', MAIL_DISABLED: 'true', UPLOAD_DIR: path.join(scratch, `uploads-${label}`) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (finished) return;
    // Say so instead of failing later on a missing /proc entry (another process killing ours included).
    console.error(`[bench] The ${label} API process exited during the run (code ${code}, signal ${signal}); figures are void.`);
    process.exit(1);
  });
  return child;
}
let finished = false;
const appPort = await freePort();
const app = startApi(root, appPort, 'current');
const appUrl = `http://127.0.0.1:${appPort}`;
await waitUntil(async () => (await fetch(`${appUrl}/api/ready`)).ok, 'the API');
const beforeDir = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : undefined;
let before;
if (beforeDir) {
  const label = process.env.BENCH_BEFORE_LABEL ?? (() => {
    try {
      return execFileSync('git', ['-C', beforeDir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      return path.basename(beforeDir);
    }
  })();
  const port = await freePort();
  before = { label, process: startApi(beforeDir, port, 'before'), url: `http://127.0.0.1:${port}` };
  await waitUntil(async () => (await fetch(`${before.url}/api/ready`)).ok, 'the earlier API');
  log(`Earlier build (${label}) up on ${port}`);
}

// 3. Seed 10,000 projects and 50,000 proposals.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
log('Seeding 10,000 projects and 50,000 proposals ...');
await pool.query(`
  INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, requirements, status, quote_limit, created_at)
  SELECT 'Project ' || g || ' in ' || (ARRAY['Leslieville','The Annex','Port Credit','Markham Village','Woodbridge','Riverdale'])[1 + g % 6],
         'Renovation work number ' || g || ' with permits and inspections', (ARRAY['Kitchen Renovation','Plumbing','Electrical','HVAC','Roofing'])[1 + g % 5],
         '$10,000 - $25,000', 'Within 3 months', (ARRAY['low','medium','high'])[1 + g % 3], 'Homeowner ' || g, 'Toronto, ON', ARRAY['Permit required'],
         (ARRAY['open','in-progress','completed','awaiting-estimation'])[1 + g % 4],
         1000, -- the write mix bids on one project without end: the cap on quotes (5) would refuse it after five
         now() - (g || ' minutes')::interval
  FROM generate_series(1, 10000) g`);
await pool.query(`
  INSERT INTO proposal (project_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience)
  SELECT 1 + (g % 10000), 'Contractor ' || g, 'c' || g || '@example.ca', '$15,000 - $20,000', '2 weeks', 'Careful staged approach', 'Ten years in the GTA'
  FROM generate_series(1, 50000) g`);
await pool.query('ANALYZE');

let apiSection; // the project scenarios' part of docs/benchmarks.md, when they ran
if (only.has('api')) {
  // 4. The physical baseline: a bare Express route running the same page query with pg, in its own process.
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.join(root, 'scripts/bench-baseline.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(barePort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(bare);
  await new Promise((resolve) => readline.createInterface({ input: bare.stdout }).once('line', resolve));
  const bareUrl = `http://127.0.0.1:${barePort}`;

  const LIST_QUERY = JSON.stringify({
    query: '{ projects(first: 50) { nodes { id title description category budget timeline urgency homeowner location status postedDate proposalCount } } }',
  });
  const DETAIL_QUERY = JSON.stringify({
    query: '{ project(id: "9000") { id title status proposalCount proposals { id contractorName bidAmount status submittedDate } } }',
  });

  /** CPU time (user + system, ms) a process has used; /proc counts it in clock ticks of 10 ms. */
  function cpuMs(pid) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }

  /**
   * One autocannon run; `pid` is the serving process, whose CPU time per request is reported too:
   * unlike throughput, it hardly moves when other work on the machine takes the cores.
   */
  async function run(title, { pid, ...options }) {
    const cpuBefore = pid ? cpuMs(pid) : 0;
    const result = await autocannon({ connections, duration: seconds, ...options });
    const row = {
      title,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + (result.non2xx ?? 0),
      cpu: pid && result.requests.total > 0 ? (cpuMs(pid) - cpuBefore) / result.requests.total : undefined,
    };
    log(`${title}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}${row.cpu === undefined ? '' : `, CPU ${row.cpu.toFixed(2)} ms/request`}`);
    return row;
  }

  const json = { 'content-type': 'application/json' };
  log(`Running each scenario for ${seconds}s at ${connections} connections ...`);
  await run('warm-up', { url: `${appUrl}/graphql`, method: 'POST', headers: json, body: LIST_QUERY, duration: 3 });
  if (before) await run('warm-up (before)', { url: `${before.url}/graphql`, method: 'POST', headers: json, body: LIST_QUERY, duration: 3 });
  let n = 0;
  const writeMix = (apiUrl) => ({
    url: `${apiUrl}/api/projects`,
    requests: [
      {
        method: 'POST',
        path: '/api/projects',
        headers: json,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ title: `Bench ${n++}`, description: 'Load test project', category: 'Plumbing', budget: 'Under $1,000', timeline: 'ASAP' }) }),
      },
      {
        method: 'POST',
        path: '/api/proposals',
        headers: json,
        body: JSON.stringify({ projectId: 9000, contractorName: 'Bench Co', contractorEmail: 'b@example.ca', bidAmount: '$5,000 - $10,000', timeline: '1 week', approach: 'Careful staged approach', experience: 'Ten years in the GTA' }),
      },
    ],
  });
  const scenarios = [
    ['(a) GraphQL projects(first: 50)', (u) => ({ url: `${u}/graphql`, method: 'POST', headers: json, body: LIST_QUERY })],
    ['(b) REST GET /api/projects?limit=50', (u) => ({ url: `${u}/api/projects?limit=50` })],
    ['GraphQL project(id) with proposals', (u) => ({ url: `${u}/graphql`, method: 'POST', headers: json, body: DETAIL_QUERY })],
    ['write mix: createProject + submitProposal', (u) => writeMix(u)],
  ];
  const rows = [];
  rows.push(await run('(c) bare Express + pg, same SQL', { url: `${bareUrl}/`, pid: bare.pid }));
  const beforeRows = [];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const medianRow = (title, runs) => ({
    title,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    cpu: median(runs.map((r) => r.cpu)),
  });
  for (const [title, options] of scenarios) {
    const current = [];
    const earlier = [];
    for (let round = 0; round < (before ? rounds : 1); round++) {
      // Alternate which build goes first, so a drift in machine load does not favour one of them.
      const order = before && (round + beforeRows.length) % 2 === 1 ? ['before', 'current'] : ['current', 'before'];
      for (const which of order) {
        if (which === 'current') current.push(await run(title, { ...options(appUrl), pid: app.pid }));
        else if (before) earlier.push(await run(`${title} (before: ${before.label})`, { ...options(before.url), pid: before.process.pid }));
      }
    }
    rows.push(medianRow(title, current));
    if (before) beforeRows.push({ ...medianRow(`${title} (before)`, earlier), of: title });
  }

  // 5. Soak: 50 connections on the list query, RSS and database connections sampled.
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'))[1]) / 1024;
  const dbConnections = async () => (await pool.query(`SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = 'postgres' AND application_name <> 'bench'`)).rows[0].n;
  const rssSamples = [rss()];
  const connectionsBefore = await dbConnections();
  const sampler = setInterval(() => rssSamples.push(rss()), 5000);
  log(`Soak: ${soakSeconds}s at 50 connections ...`);
  const soak = await autocannon({ url: `${appUrl}/graphql`, method: 'POST', headers: json, body: LIST_QUERY, connections: 50, duration: soakSeconds });
  clearInterval(sampler);
  rssSamples.push(rss());
  const connectionsAfter = await dbConnections();

  const [base, gql, rest] = rows;
  const ratio = (a) => (a.rps / base.rps).toFixed(2);
  const change = (now, then) => `${now.rps >= then.rps ? '+' : ''}${(((now.rps - then.rps) / then.rps) * 100).toFixed(0)} %`;
  const table = [
    '| scenario | req/s | p50 ms | p99 ms | errors | vs baseline | server CPU ms/request |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r === base || !r.title.startsWith('(') ? '' : `${ratio(r)}x`} | ${r.cpu?.toFixed(2) ?? ''} |`),
  ].join('\n');
  const comparison = before
    ? [
        `Before/after, measured in this same run (before = ${before.label}, after = this build)${rounds > 1 ? `; medians of ${rounds} alternating rounds of ${seconds}s per build` : ''}:`,
        '',
        '| scenario | before req/s | after req/s | change | before p99 ms | after p99 ms | before CPU ms/req | after CPU ms/req | CPU change |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...beforeRows.map((b) => {
          const a = rows.find((r) => r.title === b.of);
          const cpuChange = `${a.cpu >= b.cpu ? '+' : ''}${(((a.cpu - b.cpu) / b.cpu) * 100).toFixed(0)} %`;
          return `| ${b.of} | ${b.rps} | ${a.rps} | ${change(a, b)} | ${b.p99} | ${a.p99} | ${b.cpu.toFixed(2)} | ${a.cpu.toFixed(2)} | ${cpuChange} |`;
        }),
      ].join('\n')
    : '';
  const soakLine = `Soak (GraphQL list, 50 connections, ${soakSeconds}s): ${Math.round(soak.requests.average)} req/s, p99 ${soak.latency.p99} ms, errors ${soak.errors + soak.timeouts + (soak.non2xx ?? 0)}; RSS ${rssSamples.map((m) => m.toFixed(0)).join(' → ')} MiB; database connections ${connectionsBefore} before, ${connectionsAfter} after.`;
  console.log(`\n${table}\n\n${comparison}\n\nGraphQL/bare ${ratio(gql)}x (target ≥ 0.8x), REST/bare ${ratio(rest)}x (target ≥ 0.9x)\n${soakLine}`);

  bare.kill('SIGTERM');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const loadAfter = os.loadavg()[0];
  apiSection = `# API benchmarks

Produced by \`npm run bench:api\` (scripts/bench-api.mjs) on ${new Date().toISOString().slice(0, 10)}${before ? `, with \`BENCH_BEFORE_DIR\` set to a build of ${before.label}` : ''}.

Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL 18 (embedded), loopback only.
Method: production build (\`NODE_ENV=production\`, JSON logs at warn), a database seeded with 10,000 projects and
50,000 proposals, autocannon at ${connections} connections for ${seconds}s per scenario${before && rounds > 1 ? ` (the median of ${rounds} rounds)` : ''} after a 3s warm-up. The baseline (c) is a
bare Express route running the API's page SQL (the same columns, from \`PROJECT_COLUMNS\`) with \`pg\` and returning JSON, in its own
process like the API (scripts/bench-baseline.mjs), so neither shares a thread with the load generator. The REST list is asked for the
same 50 rows (\`?limit=50\`); without a limit it returns all projects, as the compatibility route always has. GraphQL queries run as graphql-jit
compiled plans behind Apollo Server's pipeline (backend/src/graphql/jit-executor.ts).
Load average (1 min) when the run started: ${loadBefore.toFixed(2)}; when it ended: ${loadAfter.toFixed(2)}.

${table}

${comparison ? `${comparison}\n\n` : ''}Ratios: GraphQL/bare **${ratio(gql)}x** (target ≥ 0.8x), REST/bare **${ratio(rest)}x** (target ≥ 0.9x).

${soakLine}

Notes: the load generator, the API${before ? 's' : ''}, the baseline and PostgreSQL share the same ${os.cpus().length} cores, so absolute figures
are low and ratios are the meaningful part. Targets not met are listed in the closing notes of the work that produced
this file, with what was measured.
`;
}

// 6. The contractor scenarios (scripts/bench-pros.mjs), after the project ones so those keep their seed.
let prosPart; // their section of docs/benchmarks.md, when they ran
if (pros) {
  log(`Seeding ${PRO_COUNT.toLocaleString('en-CA')} contractor accounts with profiles, credentials, hires, reviews and lead alerts ...`);
  const prosLoadBefore = os.loadavg()[0];
  const seeded = Date.now();
  const seed = await seedPros(pool);
  log(`Seeded in ${((Date.now() - seeded) / 1000).toFixed(1)}s: ${JSON.stringify(seed)}`);

  const directoryTotals = await checkDirectory(appUrl);
  log(`Directory pages checked for ${PAIRS.length} trade × city pairs (${directoryTotals[0]}-${directoryTotals[2]} pros each); running ${seconds}s per row ...`);
  await benchDirectory(appUrl, { connections, seconds: 3 }); // warm-up
  const directory = [];
  for (const c of [1, connections]) {
    const result = await benchDirectory(appUrl, { connections: c, seconds });
    log(`directory page, ${c} connection(s): ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.errors}`);
    directory.push(result);
  }

  const matching = await openMatching(root, databaseUrl);
  const growth = [];
  for (const extra of [0, 40_000]) {
    const projects = extra === 0 ? seed.projects : await addProjects(pool, extra);
    const result = await matching.measure(matchRuns);
    log(`matching, ${projects} projects: candidates SQL p50 ${result.sql.p50} ms, p95 ${result.sql.p95} ms; whole step p50 ${result.step.p50} ms, p95 ${result.step.p95} ms (${result.candidateRange.join('/')} candidates min/mean/max)`);
    growth.push({ projects, ...result });
  }
  const explain = await matching.explain({ trade: 8, city: 'toronto' });
  await matching.close();
  const indexes = ['idx_profile_trade_area', 'idx_profile_trades', 'idx_profile_areas'].filter((name) => explain.includes(`Index Scan on ${name}`));
  const indexUsed = indexes.length > 0 ? indexes.map((name) => `\`${name}\``).join(' and ') : '**none** (the planner read the whole table; see the plan)';
  console.log(`\n${explain}\n`);
  prosPart = prosSection({ seed, matching: growth[0], growth, explain, indexUsed, directory, directoryTotals, seconds, load: [prosLoadBefore, os.loadavg()[0]] });
}

const docPath = path.join(root, 'docs/benchmarks.md');
// The hand-kept history below this heading survives each run; so does the section of scenarios a run left out.
const HISTORY = 'History and analysis (kept by hand; the tables above are rewritten by each run):';
const PROS_START = '<!-- bench:pros -->';
const previous = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '';
const historyAt = previous.includes(HISTORY) ? previous.indexOf(HISTORY) : previous.length;
const prosAt = previous.includes(PROS_START) ? previous.indexOf(PROS_START) : historyAt;
const history = previous.includes(HISTORY) ? previous.slice(historyAt) : `${HISTORY}\n`;
const keptApi = previous.slice(0, prosAt).trimEnd();
const keptPros = previous.slice(prosAt, historyAt).trimEnd();
writeFileSync(
  docPath,
  [
    apiSection?.trimEnd() ?? (keptApi || '# API benchmarks'),
    prosPart ? `${PROS_START}\n${prosPart.trimEnd()}` : keptPros,
    history,
  ]
    .filter(Boolean)
    .join('\n\n'),
);
log('Wrote docs/benchmarks.md');
await pool.end();
finished = true;
for (const api of [app, before?.process].filter(Boolean)) {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
}
cluster.stdin.write('stop\n');
await new Promise((resolve) => cluster.once('exit', resolve));
process.exit(0);
