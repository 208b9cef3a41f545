import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './support/product';
import { expect, test } from './support/test';

/**
 * The harness itself, when setup fails: a browser that cannot start must stop every process the
 * run started, print one clear line, and exit non-zero, never hang or leave a product running.
 */

const PLAYWRIGHT = path.join(REPO_ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

/** Processes (pid and command line) whose environment carries this run's marker. */
function processesMarked(marker: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(marker)) continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ') });
    } catch {
      // gone already, or not ours to read
    }
  }
  return found;
}

interface Run {
  code: number | null;
  output: string;
  /** Product servers seen while the run was going. */
  productsSeen: number;
  /** Processes of the run still alive after it exited. */
  leftovers: { pid: number; command: string }[];
}

/** The markers of this file's runs: whatever carries one is stopped after each test, even one that timed out. */
const markers = new Set<string>();

test.afterEach(() => {
  for (const marker of markers) {
    for (const p of processesMarked(marker)) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // it ended on its own meanwhile
      }
    }
  }
  markers.clear();
});

/** Runs Playwright Test in a child process with `env`, watching for product servers until it exits. */
async function runPlaywright(args: string[], env: Record<string, string>): Promise<Run> {
  const marker = `MARKETPLACE_HARNESS_RUN=${randomBytes(6).toString('hex')}`;
  markers.add(marker);
  const [key, value] = marker.split('=');
  const child = spawn(process.execPath, [PLAYWRIGHT, 'test', ...args], {
    cwd: REPO_ROOT,
    // Its own output folder: two runs must not clear each other's.
    env: { ...process.env, ...env, [key]: value, E2E_OUTPUT: path.join(tmpdir(), `marketplace-harness-${value}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const products = new Set<number>();
  const watch = setInterval(() => {
    for (const p of processesMarked(marker)) if (p.command.includes('backend/dist/main.js')) products.add(p.pid);
  }, 50);
  // A hang is a failure too: the run must exit on its own well before the test's own timeout.
  const hang = setTimeout(() => child.kill('SIGKILL'), 75_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearInterval(watch);
  clearTimeout(hang);
  // Reported as leftovers (the test fails on them); the afterEach hook stops them.
  const leftovers = processesMarked(marker);
  return { code, output, productsSeen: products.size, leftovers };
}

const stackLines = (output: string) => output.split('\n').filter((line) => /^\s+at .+:\d+:\d+\)?$/.test(line));

test('fails a run whose browser cannot start in one line, before starting any product', async () => {
  test.setTimeout(90_000);
  const run = await runPlaywright(['-c', 'e2e', 'e2e/smoke.e2e.ts'], { CHROME_PATH: '/bin/false', E2E_CHROMIUM: '' });
  expect(run.code).toBe(1);
  expect(run.output).toMatch(/^Chromium could not start \(\/bin\/false, from CHROME_PATH\): it exited at once with code 1\. Next step: check CHROME_PATH.*$/m);
  expect(stackLines(run.output)).toEqual([]);
  expect(run.productsSeen).toBe(0);
  expect(run.leftovers).toEqual([]);
});

test('stops the product a test file started when the file’s setup then fails, and the run exits', async () => {
  test.setTimeout(90_000);
  const config = path.join(REPO_ROOT, 'e2e', 'support', 'harness', 'playwright.config.ts');
  const run = await runPlaywright(['-c', config], { E2E_CHROMIUM: process.env.E2E_CHROMIUM ?? '' });
  expect(run.code).toBe(1);
  expect(run.output).toContain('The file’s own setup failed after its product had started');
  expect(run.productsSeen).toBe(1);
  expect(run.leftovers).toEqual([]);
});
