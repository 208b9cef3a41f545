#!/usr/bin/env node
// `npm test`: every check the product has, in order, with progress and a closing tally.
// Steps: typechecks, the generated-code and schema-change checks and the production and Storybook builds (two at a time)
// -> JavaScript budget -> unit and integration tests alongside the end-to-end tests in Chromium against the built
// product, then a table of each stage's time and result.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-test-run-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();
let passed = 0;
let failed = 0;
const failures = [];
/** One row per stage for the closing timing table. */
const stages = [];
/** Every test file's time (Jest and Playwright Test), for the closing list of the slowest (where the next saving is). */
const fileTimes = [];

/** A stage's end, however it ran: its row in the closing table, its line, and the next step when it failed. */
function finish(title, t0, ok, hint) {
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  stages.push({ title, seconds, result: ok ? 'passed' : 'FAILED' });
  if (ok) {
    console.log(`✔ ${title} (${seconds}s)`);
    return true;
  }
  console.log(`✖ ${title} failed (${seconds}s)${hint ? `\n  Next step: ${hint}` : ''}`);
  failures.push(title);
  return false;
}

function run(title, command, args, { env, hint } = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return finish(title, t0, result.status === 0, hint);
}

function step(title, command, args, options) {
  if (run(title, command, args, options)) passed++;
  else failed++;
}

/**
 * Runs single-threaded steps (tsc, the two builds' bundlers are mostly one thread) two at a time
 * so both cores work; each step's output is printed whole when it ends, so logs don't interleave.
 */
async function parallel(steps, concurrency = 2) {
  const queue = [...steps];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { title, command, args, hint } = next;
      const t0 = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => {
        child.on('error', (error) => {
          output += `${error.message}\n`;
          resolve(1);
        });
        child.on('close', (status) => resolve(status ?? 1));
      });
      console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      if (finish(title, t0, code === 0, hint)) passed++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * A Jest run alongside others: its output streams as it comes, each line marked with `tag`, so
 * progress shows and two runs' lines stay apart. Resolves to whether it passed.
 */
async function runTagged(title, tag, command, args, { env = {}, rerun } = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title} [${tag}]`);
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${tag}] ${line}`));
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.log(`[${tag}] ${error.message}`);
      resolve(1);
    });
    child.on('close', (status) => resolve(status ?? 1));
  });
  return finish(title, t0, code === 0, `read the failing test above (lines marked [${tag}]); rerun it alone with \`${rerun ?? 'npx jest <file>'}\``);
}

/** Jest steps count their own tests into the tally. */
async function jest(title, tag, projects, extra = []) {
  const report = path.join(scratch, `${projects.join('-')}.json`);
  const ok = await runTagged(title, tag, bin('jest'), ['--selectProjects', ...projects, '--json', `--outputFile=${report}`, ...extra]);
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of summary.testResults ?? []) {
      fileTimes.push({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 });
    }
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  } else if (!ok) {
    failed++;
  }
}

/**
 * The browser tests on Playwright Test; its JSON report counts the tests into the tally and gives
 * each file's time. A failed test's trace is kept (the run prints where).
 */
async function playwright(title, tag, { files = [], skip = [], outputSuffix } = {}) {
  const report = path.join(scratch, `${tag}.json`);
  await runTagged(title, tag, bin('playwright'), ['test', '-c', 'e2e', ...files], {
    // Each run empties its output folder as it starts: a second run beside the first gets its own.
    // Traces without each action's DOM snapshot (e2e/playwright.config.ts): about a tenth of the browser tests' CPU.
    env: { E2E_JSON_REPORT: report, E2E_SKIP: skip.join(','), E2E_TRACE: process.env.E2E_TRACE ?? 'lite', ...(outputSuffix && { E2E_OUTPUT: `${process.env.E2E_OUTPUT ?? path.join(tmpdir(), 'marketplace-e2e')}-${outputSuffix}` }) },
    rerun: 'npx playwright test -c e2e <file>` (its trace then has each action\'s DOM snapshot too); open a failure\'s trace with `npx playwright show-trace <trace.zip>',
  });
  if (!existsSync(report)) {
    failed++;
    return;
  }
  const { suites = [], stats = {}, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of suites) {
    let seconds = 0;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) for (const one of spec.tests ?? []) for (const result of one.results ?? []) seconds += (result.duration ?? 0) / 1000;
      for (const child of suite.suites ?? []) walk(child);
    };
    walk(file);
    fileTimes.push({ file: path.join('e2e', file.file), seconds });
  }
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0) + errors.length;
}

const packages = ['shared', 'backend', 'design-system', 'frontend', 'e2e'].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));
const storybook = existsSync(path.join(root, '.storybook', 'main.ts'));
// One pool for every step that is mostly one thread (tsc, codegen, the two bundlers), longest first so
// the two lanes end together. Nothing here reads what another step writes: the typechecks read the
// workspace packages' TypeScript source, never their builds.
console.log(`\n▶ Typechecks (${packages.join(', ')}), the generated-code check and the builds, two at a time`);
const typecheck = (dir) =>
  packages.includes(dir) ? { title: `Typecheck ${dir}`, command: bin('tsc'), args: ['-p', dir], hint: `fix the type errors, then \`npx tsc -p ${dir}\`` } : null;
await parallel(
  [
    { title: 'Production build', command: 'npm', args: ['run', 'build', '--silent'], hint: 'run `npm run build` and fix the first error' },
    typecheck('frontend'),
    typecheck('design-system'),
    storybook ? { title: 'Storybook build', command: 'npm', args: ['run', 'build-storybook', '--silent'], hint: 'run `npm run build-storybook`' } : null,
    typecheck('backend'),
    { title: 'Generated GraphQL code is fresh', command: process.execPath, args: ['scripts/check-generated.mjs'], hint: 'run `npm run schema && npm run codegen` and commit the result' },
    {
      title: 'No breaking change to the published API schema',
      command: 'npm',
      args: ['run', 'schema:check', '--silent'],
      hint: 'deprecate the field first (@deprecated), `npm run schema:publish`, and remove it in a later change (docs/api.md, "API versioning")',
    },
    typecheck('e2e'),
    typecheck('shared'),
    {
      title: 'Import rules: no cycles; the design system, the shared package and the web app import only what they may',
      command: bin('depcruise'),
      args: ['--config', '.dependency-cruiser.cjs', 'shared/src', 'backend/src', 'design-system/src', 'frontend/src'],
      hint: 'run `npx depcruise --config .dependency-cruiser.cjs shared/src backend/src design-system/src frontend/src`; a cycle is usually a shared type or constant that belongs in a module of its own',
    },
  ].filter(Boolean),
);
step('JavaScript budget of the home route', process.execPath, ['scripts/check-bundle.mjs'], {
  hint: 'run `node scripts/check-bundle.mjs` to see which chunk grew; lazy-load what the home page does not paint (dialogs, menus, the GraphQL client)',
});
// The unit and integration tests (Jest) run alongside the browser tests (Playwright Test, one worker),
// each run with its own throwaway PostgreSQL: the browser tests leave about 30 % of 2 cores idle (waiting for pages, the
// network and animations), which the other run takes. One after the other they took 294 s (two
// workers) + 472 s on 2 cores. Two workers, not one: with one, Jest runs every file in one process (in
// band), where a file's leftover timers (pg-boss polls for its stopped workers once more after `stop()`)
// land in the next file, and the unit tests became the longer of the two runs (639 s). Two
// browser test files at once took as long (they are CPU-bound) and made menu clicks time out under the
// load, so the browser tests keep one worker (E2E_WORKERS raises it on a bigger machine).
/**
 * The browser tests run one file at a time (two products and browsers at once on 2 cores only slowed
 * each other), beside the unit tests. Whichever of the two ends first leaves the other the machine at
 * half use: the process-level files (a product's own PostgreSQL killed, cut off, restarted; no browser)
 * wait for that moment and run beside the rest as a third run. Since each product starts in about 4 s
 * (the server entry bundled), either of the two may be the one that ends first.
 */
const PROCESS_FILES = ['e2e/embedded-pg.e2e.ts', 'e2e/faults.e2e.ts', 'e2e/restart.e2e.ts', 'e2e/harness.e2e.ts'].filter((file) => existsSync(path.join(root, file)));
const unitRun = jest('Unit and integration tests', 'unit', ['backend', 'design-system', 'frontend'], ['--maxWorkers=2']);
const browserRun = playwright('End-to-end tests (Chromium, Playwright Test)', 'e2e', { skip: PROCESS_FILES });
await Promise.race([unitRun, browserRun]);
await Promise.all([
  unitRun,
  browserRun,
  playwright('Process-level tests (the product restarted, cut off and killed)', 'proc', { files: PROCESS_FILES, outputSuffix: 'process-level' }),
]);

rmSync(scratch, { recursive: true, force: true });
const width = Math.max(...stages.map((stage) => stage.title.length), 'Stage'.length);
console.log(`\n${'Stage'.padEnd(width)}  Seconds  Result`);
for (const stage of stages) console.log(`${stage.title.padEnd(width)}  ${stage.seconds.padStart(7)}  ${stage.result}`);
if (fileTimes.length > 0) {
  console.log('\nSlowest test files');
  for (const { file, seconds } of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`${seconds.toFixed(1).padStart(7)}s  ${file}`);
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}\n` : ''}Finished in ${minutes} min`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
