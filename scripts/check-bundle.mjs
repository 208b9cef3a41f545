#!/usr/bin/env node
// JavaScript budget of the home route: the entry script, the chunks it preloads and the home
// screen's own lazy chunk with everything it imports, gzipped. Run after `npm run build`.
// The home page loads none of it before the visitor's first interaction (a content page: APP_START_SCRIPT);
// this is what that first interaction loads. The budget grows only with a reason stated in the commit that raises it
// (the current figure and what the home route loads: docs/performance.md).
// Usage: node scripts/check-bundle.mjs [budgetKiB=172]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.BUNDLE_DIST ?? path.join(root, 'frontend/dist');
const budgetKiB = Number(process.argv[2] ?? 172);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function include(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) include(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
include(entry);
const home = Object.keys(manifest).find((key) => /features\/home\/HomePage\.tsx$/.test(key));
if (home) include(home);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, kib: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024 }))
  .sort((a, b) => b.kib - a.kib);
const total = rows.reduce((sum, row) => sum + row.kib, 0);
for (const row of rows) console.log(`${row.kib.toFixed(1).padStart(7)} KiB  ${row.file}`);
console.log(`${total.toFixed(1).padStart(7)} KiB  home route initial JavaScript, gzipped (budget ${budgetKiB} KiB)`);
if (total > budgetKiB) {
  console.error(`Over budget by ${(total - budgetKiB).toFixed(1)} KiB: split a route or a dialog out of the initial chunks, or trim imports.`);
  process.exit(1);
}
