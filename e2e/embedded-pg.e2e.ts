import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { signInCookie } from './support/accounts';
import { REPO_ROOT, freePort, scratchDir, startProduct, waitFor } from './support/product';
import { expect, test } from './support/test';

/**
 * The product on its own embedded PostgreSQL (no DATABASE_URL), as `npm start` runs it on a fresh
 * machine: it brings a killed database back by itself, and says clearly when it cannot run one.
 */

const project = (title: string) => ({
  title,
  description: 'Supervision test: a project written while the database may be down.',
  category: 'Plumbing',
  budget: 'Under $1,000',
  timeline: 'ASAP',
});

test('restarts its embedded PostgreSQL after a SIGKILL, answering 503 (never 500) until it is back', async () => {
  test.setTimeout(150_000);
  const scratch = scratchDir('marketplace-supervise-');
  const dataDir = path.join(scratch.path, 'pg');
  try {
    const product = await startProduct({ EMBEDDED_PG_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), UPLOAD_DIR: path.join(scratch.path, 'uploads') });
    try {
      const cookie = await signInCookie(product.url, 'supervision@example.ca');
      const statuses: number[] = [];
      let running = true;
      const writers = Array.from({ length: 3 }, async (_, worker) => {
        for (let i = 0; running; i++) {
          const response = await fetch(`${product.url}/api/projects`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(project(`w${worker}-${i}`)),
            signal: AbortSignal.timeout(15_000),
          });
          statuses.push(response.status);
          if (response.status === 503) expect(((await response.json()) as { error: string }).error).toMatch(/temporarily unavailable/);
          else await response.arrayBuffer();
        }
      });
      await waitFor(async () => (statuses.length >= 20 ? true : undefined), '20 writes before the kill');

      const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      const killedAt = statuses.length;
      await waitFor(async () => ((await fetch(`${product.url}/api/ready`)).status === 503 ? true : undefined), 'readiness to drop');
      await waitFor(async () => ((await fetch(`${product.url}/api/ready`)).ok ? true : undefined), 'the database to be back', 45_000);
      const backAt = statuses.length;
      await waitFor(async () => (statuses.slice(backAt).filter((s) => s === 201).length >= 20 ? true : undefined), 'writes succeeding again');
      running = false;
      await Promise.all(writers);

      // A 500 names its cause in the product's log ("Unexpected error"): the failure shows it.
      const unexpected = product.output().split('\n').filter((line) => line.includes('Unexpected error')).slice(0, 3).join('\n');
      expect(new Set(statuses), unexpected).toEqual(new Set(statuses.some((s) => s === 503) ? [201, 503] : [201]));
      expect(statuses.slice(0, killedAt).every((s) => s === 201)).toBe(true);
      expect(product.output()).toContain('The embedded PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it.');
      expect(product.output()).toContain('The embedded PostgreSQL is running again');
    } finally {
      const code = await product.stop();
      // An exit code alone does not say why: the product's own log does (a restart that gave up, a crash).
      if (code !== 0) throw new Error(`The product exited with ${code}. Its output:\n${product.output()}`);
    }
  } finally {
    scratch.remove();
  }
});

// The rule depends on who runs the product: as root, PostgreSQL runs as the `postgres` OS user, which
// cannot enter another user's private folder; as anyone else it runs as that user, whose folder it is.
test('with its data in a private folder: as root, names the folder the postgres user cannot reach and what to set instead, then exits 1; as anyone else, starts there', async () => {
  test.setTimeout(150_000);
  const scratch = scratchDir('marketplace-private-');
  const privateDir = path.join(scratch.path, 'private');
  mkdirSync(privateDir, { mode: 0o700 });
  const env = { EMBEDDED_PG_DIR: path.join(privateDir, 'pg'), EMBEDDED_PG_PORT: String(await freePort()) };
  try {
    if (process.getuid?.() !== 0) {
      const product = await startProduct(env);
      expect(await product.stop()).toBe(0);
      return;
    }
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The embedded PostgreSQL cannot use ${path.join(privateDir, 'pg')}: the \`postgres\` OS user (it runs as that user because this process is root) cannot enter ${privateDir}. ` +
        'Set DATABASE_URL to an existing PostgreSQL, or EMBEDDED_PG_DIR to a folder the `postgres` OS user can reach (e.g. EMBEDDED_PG_DIR=/var/tmp/marketplace-pg).',
    );
  } finally {
    scratch.remove();
  }
});

test('exits 1 with a clear message when its embedded PostgreSQL dies and cannot be started again', async () => {
  test.setTimeout(150_000);
  const scratch = scratchDir('marketplace-give-up-');
  const dataDir = path.join(scratch.path, 'pg');
  // The supervisor as the product runs it (its default reaction to giving up: print and exit 1), with
  // a short backoff so the test does not wait out the product's 30 s of attempts.
  const supervisor = path.join(REPO_ROOT, 'backend', 'dist', 'db', 'embedded-supervisor.js');
  const script = `require(${JSON.stringify(supervisor)}).superviseEmbeddedPostgres(process.argv[1], Number(process.argv[2]), { log: console.log, walArchiveDir: require('node:path').join(process.argv[1], '..', 'wal'), backoffMs: [20, 20, 20] })
    .then(() => console.log('ready'), (error) => { console.error(error.message); process.exit(2); });`;
  try {
    const child = spawn(process.execPath, ['-e', script, dataDir, String(await freePort())], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await waitFor(async () => {
        if (child.exitCode !== null) throw new Error(`the supervisor exited early:\n${stdout}${stderr}`);
        return stdout.includes('ready') ? true : undefined;
      }, 'the embedded PostgreSQL to start', 60_000);
      const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The data folder goes with the server, so no restart can succeed.
      renameSync(dataDir, `${dataDir}-lost`);
      process.kill(postmaster, 'SIGKILL');
      expect(await exited).toBe(1);
      expect(stdout).toContain('The embedded PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it.');
      expect(stdout).not.toContain('running again');
      expect(stderr).toMatch(/The embedded PostgreSQL stopped and could not be restarted after 3 attempts\. Last error: The embedded PostgreSQL could not start/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    }
  } finally {
    scratch.remove();
  }
});
