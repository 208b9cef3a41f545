import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../test-support/database';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(REPO_ROOT, 'backend', 'dist', 'main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

export interface ProductProcess {
  url: string;
  output(): string;
  /** SIGTERM and wait for a clean exit; returns the exit code. */
  stop(): Promise<number | null>;
}

const sessionCaches = new Map<string, Map<string, Promise<string>>>();

/**
 * Sign-in cookies kept for the running product at `url`, by account. Forgotten when that product stops:
 * a product started later may be given the same port, and its database knows none of these sessions.
 */
export function sessionCache(url: string): Map<string, Promise<string>> {
  let cache = sessionCaches.get(url);
  if (!cache) sessionCaches.set(url, (cache = new Map()));
  return cache;
}

/** Runs the built product (`node backend/dist/main.js`) as `npm start` does, with the given environment. */
export async function startProduct(env: Record<string, string>): Promise<ProductProcess> {
  if (!existsSync(MAIN)) throw new Error('The product is not built: run `npm run build` first.');
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', WRITE_RATE_LIMIT: '0', READ_RATE_LIMIT: '0', SOCKET_CONNECT_RATE_LIMIT: '0', SITE_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'false', MAIL_POLL_SECONDS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`the product exited early:\n${output}`);
      const response = await fetch(`${url}/api/health`);
      return response.ok ? true : undefined;
    }, `the product at ${url}`, 90_000); // a fresh embedded PostgreSQL (initdb, every migration) can take a minute on a busy 2-core machine
  } catch (error) {
    // SIGTERM first: a product on its embedded PostgreSQL stops that server on the way out.
    if (child.exitCode === null) child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
    throw new Error(`${(error as Error).message}\n--- product output ---\n${output}`);
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      sessionCaches.delete(url);
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface ScratchDir {
  path: string;
  remove(): void;
}

export function scratchDir(prefix: string): ScratchDir {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The product on a fresh database of the test PostgreSQL, with its own upload folder. */
/** A product on a throwaway database; `env` adds settings (for example `SEED_DEMO: 'true'` for the demo data). */
export async function startProductOnTestDatabase(env: Record<string, string> = {}): Promise<ProductProcess & { database: TestDatabase }> {
  const database = await createTestDatabase();
  const scratch = scratchDir('marketplace-e2e-');
  let product: ProductProcess;
  try {
    product = await startProduct({ ...env, DATABASE_URL: database.url, UPLOAD_DIR: path.join(scratch.path, 'uploads') });
  } catch (error) {
    await database.drop().catch(() => {});
    scratch.remove();
    throw error;
  }
  return {
    ...product,
    database,
    stop: async () => {
      const code = await product.stop();
      await database.drop();
      scratch.remove();
      return code;
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<any> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
