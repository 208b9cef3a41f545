#!/usr/bin/env node
// Fails when committed generated code is stale: regenerates GraphQL types into a scratch folder
// and compares with backend/src/generated and frontend/src/gql. Fix with `npm run codegen`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'codegen-check-'));
const targets = ['backend/src/generated', 'frontend/src/gql'];

function files(dir) {
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => !f.endsWith('/')).sort() : [];
}

try {
  execFileSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--silent'], {
    cwd: root,
    env: { ...process.env, CODEGEN_OUT_DIR: scratch },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stale = [];
  for (const target of targets) {
    const fresh = path.join(scratch, target);
    const committed = path.join(root, target);
    const names = new Set([...files(fresh), ...files(committed)]);
    for (const name of names) {
      const a = path.join(fresh, name);
      const b = path.join(committed, name);
      if (!existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8')) stale.push(path.join(target, name));
    }
  }
  if (stale.length > 0) {
    console.error(`Generated GraphQL code is stale:\n  ${stale.join('\n  ')}\nRun \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log('Generated GraphQL code is up to date.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
