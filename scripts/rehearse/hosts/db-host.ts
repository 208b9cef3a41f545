/**
 * The rehearsal's database host: the product's built-in PostgreSQL (backend/src/db/embedded.ts) with continuous
 * archiving on, listening on this host's network address as well as loopback. Commands arrive one per line on
 * stdin (`backup`, `restart`) and each is answered with one JSON line on stdout.
 *
 *   db-host.ts <data folder> <backup folder> <listen address> <subnet allowed in pg_hba.conf>
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { takeBaseBackup } from '../../../backend/src/db/backups';
import { startEmbeddedPostgres } from '../../../backend/src/db/embedded';
import { backupFolders } from '../../../backend/src/db/wal-archive';

const [dataDir, backupDir, listen, subnet] = process.argv.slice(2);
const PORT = 5432;

const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

async function main(): Promise<void> {
  const server = await startEmbeddedPostgres(dataDir, PORT, {
    walArchiveDir: backupFolders(backupDir).wal,
    // Later -c settings win: the API hosts reach it over the network, as they would a database on its own machine.
    settings: { listen_addresses: `127.0.0.1,${listen}` },
  });
  // initdb allows loopback only; the API hosts' subnet is added as an operator would.
  const hba = path.join(dataDir, 'pg_hba.conf');
  if (!readFileSync(hba, 'utf8').includes(subnet)) {
    appendFileSync(hba, `\n# The rehearsal's API hosts\nhost all all ${subnet} password\n`);
    const client = new Client({ connectionString: server.url });
    await client.connect();
    await client.query('SELECT pg_reload_conf()');
    await client.end();
  }
  say({ ready: true, url: server.url.replace('127.0.0.1', listen) });

  let busy = Promise.resolve();
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const command = line.trim();
    busy = busy.then(async () => {
      const started = Date.now();
      try {
        if (command === 'backup') {
          const backup = await takeBaseBackup({ databaseUrl: server.url, dataDir, backupDir, keep: 7 });
          say({ command, ok: true, name: backup.name, endedAt: backup.endedAt, ms: Date.now() - started });
        } else if (command === 'restart') {
          // A fast shutdown (connections are cut, as in a real restart), then the same server again.
          await server.stop();
          const stopped = Date.now();
          await server.restart();
          say({ command, ok: true, downMs: Date.now() - stopped, ms: Date.now() - started });
        } else if (command === 'stop') {
          await server.stop();
          say({ command, ok: true });
          process.exit(0);
        } else {
          say({ command, ok: false, error: 'unknown command' });
        }
      } catch (error) {
        say({ command, ok: false, error: (error as Error).message });
      }
    });
  });
  lines.on('close', () => {
    void busy.then(() => server.stop()).finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  say({ ready: false, error: (error as Error).message });
  process.exit(1);
});
