/**
 * better-auth ships ES modules only, which Jest's CommonJS runtime cannot load (Node's own require
 * of ES modules is not available inside Jest on Node 20). Before the backend tests run, this bundles
 * the library into one CommonJS file with esbuild; jest.config maps the `better-auth*` imports to it.
 * The bundle is rebuilt only when the installed better-auth changes.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const root = path.resolve(here, '..', '..');
export const BUNDLE = path.join(root, 'node_modules', '.cache', 'better-auth-cjs', 'bundle.cjs');

export async function buildBetterAuthBundle() {
  const version = JSON.parse(readFileSync(path.join(root, 'node_modules', 'better-auth', 'package.json'), 'utf8')).version;
  const stamp = `${BUNDLE}.version`;
  if (existsSync(BUNDLE) && existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return;
  mkdirSync(path.dirname(BUNDLE), { recursive: true });
  await build({
    entryPoints: [path.join(here, 'entry.mjs')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'error',
  });
  writeFileSync(stamp, version);
}
