#!/usr/bin/env node
// `npm run bench:uploads`: what a flood of costly uploads does to everyone else. The p99 of
// `GET /api/projects?limit=50` is measured idle, then while BENCH_UPLOADERS clients (10) upload
// worst-case photos back to back; the target is a p99 under load within 3x the idle one.
// The worst case: a PNG just under the pixel cap (5760 x 4320, 24.9 MP) and under 10 MB. PNG has no
// shrink-on-load (a JPEG of the same size decodes several times faster), so it is the costliest photo
// the API accepts. Each uploader is a visitor from its own address (X-Forwarded-For), with a pass per upload.
// Options (env): BENCH_SECONDS (20 per phase), BENCH_UPLOADERS (10), BENCH_UPLOAD_FILES (1 photo per
// request), BENCH_CONNECTIONS (4 readers), BENCH_DIR (a checkout to measure instead of this one, e.g. an
// earlier commit; its backend runs from source unless built). Loopback only; prints the figures.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort, waitUntil } from './bench-support.mjs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const productDir = path.resolve(process.env.BENCH_DIR ?? root);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const uploaders = Number(process.env.BENCH_UPLOADERS ?? 10);
const filesPerUpload = Number(process.env.BENCH_UPLOAD_FILES ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const log = (message) => console.log(`[bench:uploads] ${message}`);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-uploads-'));
chmodSync(scratch, 0o755);
const children = [];
let finished = false;
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const loadBefore = os.loadavg()[0];

// 1. A PostgreSQL of our own.
const pgPort = await freePort();
const cluster = spawn(process.execPath, [path.join(root, 'test-support/pg-cluster.mjs'), path.join(scratch, 'pg'), String(pgPort)], { stdio: ['pipe', 'pipe', 'inherit'] });
children.push(cluster);
await new Promise((resolve) => readline.createInterface({ input: cluster.stdout }).once('line', resolve));
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;

// 2. The product (built, or from source), with the write, read and pass limits off: the uploads are limited by what this measures.
const built = existsSync(path.join(productDir, 'backend/dist/main.js')) && !process.env.BENCH_SOURCE;
const apiPort = await freePort();
const api = spawn(
  process.execPath,
  built ? [path.join(productDir, 'backend/dist/main.js')] : ['--conditions=@marketplace/source', '-r', '@swc-node/register', 'src/main.ts'],
  {
    // From source as `npm run dev` does: swc reads the backend's tsconfig (decorators).
    cwd: built ? productDir : path.join(productDir, 'backend'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '0',
      READ_RATE_LIMIT: '0',
      PARTNER_READ_RATE_LIMIT: '0',
      UPLOAD_PASS_LIMIT_PER_HOUR: '0',
      SEED_DEMO: 'false',
      BETTER_AUTH_SECRET: 'benchmark-only-secret-not-for-production-use',
      WEBHOOK_SECRET_KEY: 'YmVuY2htYXJrLW9ubHkta2V5LW5vdC1mb3ItcHJvZHU=',
      MAIL_DISABLED: 'true',
      UPLOAD_DIR: path.join(scratch, 'uploads'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
children.push(api);
api.once('exit', (code, signal) => {
  if (finished) return;
  console.error(`[bench:uploads] The API process exited during the run (code ${code}, signal ${signal}); figures are void.`);
  process.exit(1);
});
const url = `http://127.0.0.1:${apiPort}`;
await waitUntil(async () => (await fetch(`${url}/api/ready`)).ok, 'the API', 90_000);
log(`API (${built ? 'built' : 'from source'}: ${productDir}) up on ${apiPort}`);

// 3. 2,000 published projects.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
// An idle connection dropped under the machine's load is not a result: the next query opens another.
pool.on('error', () => {});
await pool.query(`
  INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, requirements, status, created_at)
  SELECT 'Project ' || g, 'Renovation work number ' || g || ' with permits and inspections', (ARRAY['Kitchen Renovation','Plumbing','Electrical','HVAC','Roofing'])[1 + g % 5],
         '$10,000 - $25,000', 'Within 3 months', 'medium', 'Homeowner ' || g, 'Toronto, ON', ARRAY['Permit required'], 'open', now() - (g || ' minutes')::interval
  FROM generate_series(1, 2000) g`);
await pool.query('ANALYZE');

// 4. The worst-case photo: 24.9 MP of noise in 512-pixel tiles (deflate finds each row's repeats), about 7 MB.
const [W, H] = [5760, 4320];
const tile = await sharp({ create: { width: 512, height: H, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
const photo = await sharp({ create: { width: W, height: H, channels: 3, background: '#808080' } }).composite([{ input: tile, tile: true }]).png({ compressionLevel: 9 }).toBuffer();
log(`Worst-case photo: ${W} x ${H} PNG, ${(photo.length / 1024 / 1024).toFixed(1)} MB; ${filesPerUpload} per upload`);

/** CPU time (user + system, ms) of a process, from /proc (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function reads(title, duration = seconds) {
  const cpuBefore = cpuMs(api.pid);
  const startedAt = Date.now();
  const result = await autocannon({ url: `${url}/api/projects?limit=50`, connections, duration });
  const cpu = (cpuMs(api.pid) - cpuBefore) / (Date.now() - startedAt) * 100; // % of one core
  const row = { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + (result.non2xx ?? 0), cpu };
  log(`${title}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, API CPU ${cpu.toFixed(0)} % of a core`);
  return row;
}

// 5. Idle, then under the upload flood.
await reads('warm-up', 3);
const idle = await reads('idle');

const outcomes = { uploaded: 0, photos: 0, tooMany: 0, failed: 0, latencies: [] };
const stop = new AbortController();
async function uploader(i) {
  const headers = { 'x-forwarded-for': `198.51.100.${i + 1}` };
  while (!stop.signal.aborted) {
    const startedAt = Date.now();
    try {
      const passed = await fetch(`${url}/api/uploads/passes`, { method: 'POST', headers, signal: stop.signal });
      const { pass } = await passed.json();
      const form = new FormData();
      for (let n = 0; n < filesPerUpload; n++) form.append('photos', new Blob([photo], { type: 'image/png' }), `worst-${n}.png`);
      const response = await fetch(`${url}/api/uploads`, { method: 'POST', body: form, headers: { ...headers, 'Upload-Pass': pass }, signal: stop.signal });
      await response.arrayBuffer();
      if (response.status === 201) {
        outcomes.uploaded++;
        outcomes.photos += filesPerUpload;
        outcomes.latencies.push(Date.now() - startedAt);
      } else if (response.status === 429) outcomes.tooMany++;
      else outcomes.failed++;
    } catch {
      if (!stop.signal.aborted) outcomes.failed++;
    }
  }
}
log(`${uploaders} uploaders start`);
const flood = Array.from({ length: uploaders }, (_, i) => uploader(i));
// Every uploader's first photo is in: the server is busy from here on.
await new Promise((resolve) => setTimeout(resolve, 3000));
// Photos stored, from the upload registry: the server's encoding rate, whatever the requests' lengths.
const storedPhotos = async () => (await pool.query('SELECT count(*)::int AS n FROM upload')).rows[0].n;
const storedAtStart = await storedPhotos();
const cpuAtStart = cpuMs(api.pid);
const loadStart = Date.now();
const loaded = await reads(`while ${uploaders} clients upload`);
const encoded = (await storedPhotos()) - storedAtStart;
const measuredSeconds = (Date.now() - loadStart) / 1000;
stop.abort();
await Promise.all(flood);
const floodCpu = (cpuMs(api.pid) - cpuAtStart) / (Date.now() - loadStart) * 100;
const ratio = loaded.p99 / idle.p99;
const sorted = [...outcomes.latencies].sort((a, b) => a - b);

finished = true;
const rows = [
  '| phase | req/s | p50 ms | p99 ms | errors | API CPU (% of a core) |',
  '|---|---:|---:|---:|---:|---:|',
  ...[idle, loaded].map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpu.toFixed(0)} |`),
].join('\n');
console.log(`\n${rows}\n`);
console.log(`p99 under the upload flood: ${ratio.toFixed(2)}x idle (target: at most 3x) -> ${ratio <= 3 ? 'met' : 'NOT met'}`);
console.log(
  `Photos encoded while measuring: ${encoded} (${(encoded / measuredSeconds).toFixed(2)}/s). Upload requests: ${outcomes.uploaded} answered 201, ` +
    `${outcomes.tooMany} answered 429, ${outcomes.failed} failed; upload time median ${sorted[Math.floor(sorted.length / 2)] ?? '-'} ms, max ${sorted.at(-1) ?? '-'} ms; ` +
    `API CPU during the flood ${floodCpu.toFixed(0)} % of a core.`,
);
console.log(`Machine: ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after.`);
await pool.end();
process.exit(0);
