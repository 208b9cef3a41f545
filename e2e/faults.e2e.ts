import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import { approveAsOperator, signInCookie, signUpContractor } from './support/accounts';
import { REPO_ROOT, freePort, scratchDir, startProduct, waitFor, type ProductProcess } from './support/product';
import { expect, test } from './support/test';

/** Drives test-support/pg-cluster.mjs: a real PostgreSQL we can crash and bring back. */
async function startCluster(dataDir: string, port: number) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'test-support/pg-cluster.mjs'), dataDir, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const send = async (command: string) => {
    const answer = next();
    child.stdin!.write(`${command}\n`);
    return answer;
  };
  expect(await next()).toBe('ready');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    crash: () => send('crash'),
    start: () => send('start'),
    stop: async () => {
      child.stdin!.write('stop\n');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

type Outcome = { kind: 'project' | 'proposal' | 'contact'; marker: string; status: number; body: string; phase: string };

test('loses no acknowledged write when PostgreSQL crashes mid-run, answers 503 meanwhile and recovers without a restart', async () => {
  test.setTimeout(90_000);
  const scratch = scratchDir('marketplace-faults-');
  const cluster = await startCluster(path.join(scratch.path, 'pg'), await freePort());
  let product: ProductProcess | undefined;
  try {
    product = await startProduct({ DATABASE_URL: cluster.url, UPLOAD_DIR: path.join(scratch.path, 'uploads') });
    const base = product.url;
    // A homeowner posts the seed project; a contractor writes projects and proposals in the run.
    const homeowner = await signInCookie(base, 'seed.owner@example.ca');
    await signUpContractor(base, 'Fault Test Plumbing', 'pro@example.ca');
    const contractor = await signInCookie(base, 'pro@example.ca');
    const seed = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: homeowner },
      body: JSON.stringify({ title: 'Seed project', description: 'For proposals', category: 'Plumbing', budget: 'Under $1,000', timeline: 'ASAP' }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    await approveAsOperator(base, cluster.url, seed.id);
    // One proposal per contractor and project: each proposal goes to a project of its own, taken from
    // a pool of published copies of the seed. A write refused (503) wrote nothing, so its project
    // goes back to the pool; an empty pool sends a contact message instead.
    const seeds = new Client({ connectionString: cluster.url });
    await seeds.connect();
    const pool: number[] = await seeds
      .query(
        `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
         SELECT 'Fault seed ' || g, description, category, budget, timeline, homeowner, 'open', owner_id, 'published'
         FROM project, generate_series(1, 300) g WHERE id = $1 RETURNING id`,
        [seed.id],
      )
      .then((result) => result.rows.map((row: { id: number }) => row.id))
      .finally(() => seeds.end());

    let phase = 'before';
    let running = true;
    const outcomes: Outcome[] = [];
    const write = async (wanted: Outcome['kind'], marker: string) => {
      const projectId = wanted === 'proposal' ? pool.shift() : undefined;
      const kind: Outcome['kind'] = wanted === 'proposal' && projectId === undefined ? 'contact' : wanted;
      const [pathname, body] =
        kind === 'project'
          ? ['/api/projects', { title: marker, description: 'Fault test', category: 'Plumbing', budget: 'Under $1,000', timeline: 'ASAP' }]
          : kind === 'proposal'
            ? ['/api/proposals', { projectId, additionalNotes: marker, bidAmount: '$5,000 - $10,000', timeline: '1 week', approach: 'A careful, permitted approach', experience: 'Ten years in the GTA' }]
            : ['/api/contact', { name: marker, email: 'home@example.ca', subject: 'Fault test', message: 'Please call me back' }];
      const started = phase;
      try {
        const response = await fetch(`${base}${pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(kind === 'contact' ? {} : { cookie: contractor }) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        outcomes.push({ kind, marker, status: response.status, body: await response.text(), phase: started });
        if (projectId !== undefined && response.status !== 201) pool.push(projectId);
      } catch (error) {
        outcomes.push({ kind, marker, status: -1, body: String(error), phase: started });
      }
    };
    const kinds: Outcome['kind'][] = ['project', 'proposal', 'contact'];
    const writers = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = 0; running && i < 10_000; i++) await write(kinds[(worker + i) % 3], `w${worker}-${i}`);
    });

    await waitFor(async () => (outcomes.length >= 60 ? true : undefined), '60 writes before the crash');
    phase = 'outage';
    expect(await cluster.crash()).toBe('crashed');
    const outageStart = outcomes.length;
    await waitFor(async () => (outcomes.slice(outageStart).filter((o) => o.status === 503).length >= 10 ? true : undefined), 'writes failing during the outage');
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    phase = 'recovery';
    expect(await cluster.start()).toBe('started');
    await waitFor(async () => ((await fetch(`${base}/api/ready`)).ok ? true : undefined), 'readiness after the restart');
    phase = 'after';
    const afterStart = outcomes.length;
    await waitFor(async () => (outcomes.slice(afterStart).filter((o) => o.status === 201).length >= 30 ? true : undefined), 'writes succeeding again');
    running = false;
    await Promise.all(writers);

    // No hangs, no crashes of the product, no 500s; every failure is a clear 503.
    expect(outcomes.filter((o) => o.status === -1)).toEqual([]);
    const failures = outcomes.filter((o) => o.status !== 201);
    for (const failure of failures) {
      expect(failure.status).toBe(503);
      expect(JSON.parse(failure.body).error).toMatch(/temporarily unavailable/);
    }
    expect(failures.length).toBeGreaterThanOrEqual(10);
    expect(outcomes.slice(0, 60).every((o) => o.status === 201)).toBe(true); // all finished before the crash

    // Every acknowledged write is in the database.
    const db = new Client({ connectionString: cluster.url });
    await db.connect();
    try {
      const acknowledged = outcomes.filter((o) => o.status === 201);
      const stored = {
        project: new Set((await db.query('SELECT title FROM project')).rows.map((r) => r.title)),
        // The contractor's name comes from the account; the marker rides in the notes.
        proposal: new Set((await db.query('SELECT additional_notes FROM proposal')).rows.map((r) => r.additional_notes)),
        contact: new Set((await db.query('SELECT name FROM contact_message')).rows.map((r) => r.name)),
      };
      const missing = acknowledged.filter((o) => !stored[o.kind].has(o.marker));
      expect(missing).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(90);
    } finally {
      await db.end();
    }
    expect(product.output()).not.toMatch(/Unexpected error/);
  } finally {
    const code = await product?.stop();
    if (code !== 0) console.log(`The product exited with ${code}:\n${product?.output().slice(-4000)}`);
    expect(code).toBe(0);
    await cluster.stop();
    scratch.remove();
  }
});
