#!/usr/bin/env node
// Writes .br and .gz copies of the built web app's text files (pages, scripts, styles, sitemap), so
// the server sends them compressed without spending CPU per request. Run by the frontend build.
// Usage: node scripts/compress-web.mjs [dir=frontend/dist]
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../frontend/dist'));
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

const started = Date.now();
let count = 0;
let before = 0;
let after = 0;
async function compress(file) {
  const source = await readFile(file);
  // Hashed assets are compressed once and cached for a year: spend the time on the best ratio.
  const quality = file.includes(`${path.sep}assets${path.sep}`) ? 11 : 9;
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count++;
  before += source.length;
  after += br.length;
  if (count % 50 === 0) console.log(`  compressed ${count} files...`);
}

// zlib's async calls run on libuv's thread pool: one file per core at a time keeps every core busy.
const queue = [...files(root)];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`Compressed ${count} files (${kib(before)} -> ${kib(after)} brotli) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
