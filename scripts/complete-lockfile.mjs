#!/usr/bin/env node
// The package registry these machines use does not carry every platform build of native packages
// (for example @swc/core-darwin-arm64), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock as "Missing ... from lock file". This adds a platform-tagged entry
// for each missing optional build so `npm ci` skips it on platforms it does not fit.
// Run after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (packages[key] || packages[nested]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    packages[key] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
      ...(os && { os: [os] }),
      ...(cpu && { cpu: [cpu] }),
      ...(libc && { libc: [libc] }),
    };
    added++;
  }
}
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} platform entries`);
