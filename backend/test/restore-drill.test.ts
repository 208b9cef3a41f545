/**
 * The restore drill: a backup is only what has been restored. An embedded PostgreSQL started the way the product
 * starts it (WAL archiving on) gets rows, a base backup taken while rows are being written, more rows, a noted time T
 * (the database's clock), more rows, and a WAL switch; then `restoreToTime` (what `npm run restore` runs) recovers a
 * new data folder to T, and exactly the rows committed before T are there.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import { applyRetention, listBaseBackups, restoreRange, takeBaseBackup } from '../src/db/backups';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { bucketSummary, copyBackupsFromBucket, copyBackupsToBucket, offsiteTarget } from '../src/db/offsite-backups';
import { describeRange, parseTorontoTime, RestoreError, restoreToTime, torontoTime } from '../src/db/restore';
import { backupFolders } from '../src/db/wal-archive';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const REPO_ROOT = path.resolve(__dirname, '../..');

/** `npm run restore -- <args>` as an operator runs it (the backend script, without npm's own start-up). */
function runRestoreCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--conditions=@marketplace/source', '-r', '@swc-node/register', 'src/cli/restore.ts', ...args], {
    cwd: path.join(REPO_ROOT, 'backend'),
    env: { ...process.env, DATABASE_URL: '', SWC_NODE_PROJECT: path.join(REPO_ROOT, 'backend/tsconfig.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Polls `check` until it returns true (no fixed sleeps), failing after `ms`. */
async function waitFor(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let scratch: string;
let dataDir: string;
let backupDir: string;
let server: EmbeddedServer | undefined;
let client: Client | undefined;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-restore-drill-'));
  chmodSync(scratch, 0o755); // run as root, the server runs as the `postgres` OS user, which must enter it
  dataDir = path.join(scratch, 'pg');
  backupDir = path.join(scratch, 'backups');
  // The product's own start: the same flags, so the same archive_command. (Its "Creating the cluster" line is for people.)
  const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    server = await startEmbeddedPostgres(dataDir, await freePort(), { walArchiveDir: backupFolders(backupDir).wal });
  } finally {
    quiet.mockRestore();
  }
  client = new Client({ connectionString: server.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end().catch(() => {});
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs `use` against a real S3-compatible server (s3rver, files in a temp folder) with an empty bucket, then stops it. */
async function withBucket(use: (target: ReturnType<typeof offsiteTarget>) => Promise<void>): Promise<void> {
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(path.join(tmpdir(), 'marketplace-s3-')), configureBuckets: [{ name: 'offsite', configs: [] }] });
  const { port } = await s3.run();
  try {
    await use(
      offsiteTarget({
        s3: { bucket: 'offsite', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true },
        prefix: 'marketplace/',
      }),
    );
  } finally {
    await s3.close();
  }
}

/** What the first test restored: its time T and the rows per phase before it, for the restore from the bucket. */
let drilled: { t: Date; rows: Record<string, number>; backup: string } | undefined;
const rowsPerPhase = async (restored: Client) =>
  Object.fromEntries((await restored.query<{ phase: string; count: string }>('SELECT phase, count(*) FROM drill GROUP BY phase ORDER BY phase')).rows.map((row) => [row.phase, Number(row.count)]));

const insert = (phase: string, count: number) =>
  client!.query(`INSERT INTO drill (phase, n) SELECT $1, g FROM generate_series(1, $2) AS g`, [phase, count]);

/** Forces the current WAL segment out and waits until the archiver has copied it. */
async function switchAndWaitForArchive(): Promise<void> {
  const { rows: [{ file }] } = await client!.query<{ file: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS file');
  await waitFor(async () => existsSync(path.join(backupFolders(backupDir).wal, file)), `WAL segment ${file} to be archived`);
}

it('restores to a time T exactly the rows committed before T, from a backup taken while rows were written', async () => {
  await client!.query('CREATE TABLE drill (id bigserial PRIMARY KEY, phase text NOT NULL, n int NOT NULL)');
  await insert('before-backup', 100);

  // Writes run on another connection throughout the backup.
  const writer = new Client({ connectionString: server!.url });
  await writer.connect();
  let writing = true;
  let during = 0;
  const writes = (async () => {
    while (writing) {
      await writer.query(`INSERT INTO drill (phase, n) VALUES ('during-backup', $1)`, [++during]);
    }
  })();
  let backupTaken;
  try {
    backupTaken = await takeBaseBackup({ databaseUrl: server!.url, dataDir, backupDir, keep: 7 });
  } finally {
    writing = false;
    await writes;
    await writer.end();
  }
  expect(backupTaken.startWalFile).toMatch(/^[0-9A-F]{24}$/);
  expect(backupTaken.bytes).toBeGreaterThan(10 * 1024 * 1024); // a fresh cluster's three databases
  expect(readdirSync(backupTaken.folder)).toEqual(expect.arrayContaining(['backup_label', 'PG_VERSION', 'backup_info.json']));
  expect(readdirSync(path.join(backupTaken.folder, 'pg_wal')).filter((name) => !['archive_status', 'summaries'].includes(name))).toEqual([]);
  expect(existsSync(path.join(backupTaken.folder, 'postmaster.pid'))).toBe(false);

  await insert('after-backup', 50);
  // T: after every commit so far, rounded up to the millisecond a JavaScript Date holds; the next write waits until
  // the database's clock has passed it.
  const { rows: [{ t }] } = await client!.query<{ t: Date }>(`SELECT date_trunc('milliseconds', clock_timestamp()) + interval '1 millisecond' AS t`);
  await waitFor(async () => (await client!.query<{ past: boolean }>('SELECT clock_timestamp() > $1 AS past', [t])).rows[0].past, 'the clock to pass T');
  await insert('after-T', 25);
  await switchAndWaitForArchive();
  await insert('after-switch', 10); // in a segment not archived yet: lost with the disk, and after T anyway

  const range = (await restoreRange(backupDir))!;
  expect(range.from.getTime()).toBe(backupTaken.endedAt.getTime());
  expect(range.to.getTime()).toBeGreaterThanOrEqual(t.getTime());

  const liveCount = (await client!.query<{ count: string }>('SELECT count(*) FROM drill')).rows[0].count;
  expect(Number(liveCount)).toBe(100 + during + 50 + 25 + 10);

  const lines: string[] = [];
  const result = await restoreToTime({
    backupDir,
    liveDataDir: dataDir,
    target: t,
    progress: (line) => lines.push(line),
    inspect: rowsPerPhase,
  });
  expect(result.stoppedAtTarget).toBe(true);
  expect(result.dataDir).toBe(path.join(scratch, `pg-restored-${torontoTime(t).replace(' ', 'T').replaceAll(':', '-')}`));
  const rows = { 'after-backup': 50, 'before-backup': 100, ...(during ? { 'during-backup': during } : {}) };
  expect(result.inspected).toEqual(rows);
  drilled = { t, rows, backup: backupTaken.name };
  expect(result.tables).toContainEqual({ table: 'drill', rows: 100 + during + 50 });
  expect(lines.some((line) => line.startsWith('Replaying the archived WAL'))).toBe(true);
  // The live server kept running and was never touched.
  expect(Number((await client!.query<{ count: string }>('SELECT count(*) FROM drill')).rows[0].count)).toBe(Number(liveCount));
  expect(await listBaseBackups(backupDir)).toHaveLength(1);
});

it('copies the backups to a bucket and, with the backup folder gone, restores the same rows from the bucket alone', async () => {
  await withBucket(async (target) => {
    // The job leaves WAL archived in the last 10 s for its next round; the drill's segments are all finished.
    const first = await copyBackupsToBucket(backupDir, target, undefined, { settleMs: 0 });
    expect(first).toMatchObject({ backupsCopied: 1, deleted: 0 });
    expect(first.walCopied).toBeGreaterThan(0);
    // A second round finds nothing new.
    expect(await copyBackupsToBucket(backupDir, target, undefined, { settleMs: 0 })).toEqual({ walCopied: 0, backupsCopied: 0, deleted: 0 });
    expect((await bucketSummary(target)).backups).toEqual([drilled!.backup]);

    // The machine is lost: an empty backup folder, filled from the bucket, restores to T exactly as the local one did.
    const fromBucket = path.join(scratch, 'backups-from-bucket');
    expect(await copyBackupsFromBucket(fromBucket, target)).toEqual({ backupsCopied: 1, walCopied: first.walCopied });
    const [local, copied] = [await restoreRange(backupDir), await restoreRange(fromBucket)];
    expect(copied!.from).toEqual(local!.from);
    expect(Math.abs(copied!.to.getTime() - local!.to.getTime())).toBeLessThanOrEqual(1); // archive times kept with each WAL file
    const result = await restoreToTime({ backupDir: fromBucket, liveDataDir: dataDir, target: drilled!.t, into: path.join(scratch, 'pg-from-bucket'), inspect: rowsPerPhase });
    expect(result.stoppedAtTarget).toBe(true);
    expect(result.inspected).toEqual(drilled!.rows);
  });
});

it('refuses to restore over the live data folder', async () => {
  const range = (await restoreRange(backupDir))!;
  await expect(restoreToTime({ backupDir, liveDataDir: dataDir, target: range.to, into: dataDir })).rejects.toThrow(
    new RestoreError(`Refusing to restore into ${dataDir}: that is the live data folder (EMBEDDED_PG_DIR). A restore always goes into a new folder; switch to it afterwards.`),
  );
});

it('names the range when the target is outside it', async () => {
  const range = (await restoreRange(backupDir))!;
  const before = new Date(range.from.getTime() - 3_600_000);
  await expect(restoreToTime({ backupDir, liveDataDir: dataDir, target: before })).rejects.toThrow(
    `${torontoTime(before)} is outside the times one can restore to: ${describeRange(range)}.`,
  );
  expect(describeRange(range)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d to \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Toronto time\)$/);
  const after = new Date(range.to.getTime() + 3_600_000);
  await expect(restoreToTime({ backupDir, liveDataDir: dataDir, target: after })).rejects.toThrow(/is outside the times one can restore to: .* to .* \(Toronto time\)\./);
});

it('the restore command refuses the live folder and a time outside the range, naming the range', async () => {
  const range = (await restoreRange(backupDir))!;
  const env = { EMBEDDED_PG_DIR: dataDir, BACKUP_DIR: backupDir };
  const [live, outside] = await Promise.all([
    runRestoreCommand(['--to', torontoTime(range.to), '--into', dataDir], env),
    runRestoreCommand(['--to', '2001-01-01 09:00'], env),
  ]);
  expect(live.code).toBe(1);
  expect(live.output).toContain(`Nothing restored: Refusing to restore into ${dataDir}: that is the live data folder`);
  expect(outside.code).toBe(1);
  expect(outside.output).toContain(`Nothing restored: 2001-01-01 09:00:00 is outside the times one can restore to: ${describeRange(range)}.`);
  expect(readdirSync(scratch).filter((name) => name.startsWith('pg-restored-'))).toHaveLength(1); // the drill's only
});

it('reads the restore target as Toronto time, summer and winter', () => {
  expect(parseTorontoTime('2026-12-01 14:05').toISOString()).toBe('2026-12-01T19:05:00.000Z');
  expect(parseTorontoTime('2026-07-01 14:05:30').toISOString()).toBe('2026-07-01T18:05:30.000Z');
  expect(parseTorontoTime('2026-07-01T18:05:30Z').toISOString()).toBe('2026-07-01T18:05:30.000Z');
  expect(() => parseTorontoTime('yesterday')).toThrow('write it as YYYY-MM-DD HH:MM in Toronto time');
});

it('keeps the newest BACKUP_KEEP base backups and the WAL from the oldest kept one on, in the folder and in the bucket', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'marketplace-retention-'));
  try {
    const { base, wal } = backupFolders(folder);
    const backups = [
      ['2026-11-25T07-30-00-000Z', '000000010000000000000003'],
      ['2026-11-26T07-30-00-000Z', '000000010000000000000007'],
      ['2026-11-27T07-30-00-000Z', '00000002000000000000000A'],
    ];
    for (const [name, startWalFile] of backups) {
      mkdirSync(path.join(base, name), { recursive: true });
      const at = `${name.slice(0, 10)}T07:30:00.000Z`;
      writeFileSync(path.join(base, name, 'backup_info.json'), JSON.stringify({ name, label: name, startedAt: at, endedAt: at, startWalFile, bytes: 1 }));
    }
    mkdirSync(path.join(base, '2026-11-28T07-30-00-000Z')); // unfinished (no backup_info.json): never counted or restored
    mkdirSync(wal, { recursive: true });
    const segments = ['000000010000000000000003', '000000010000000000000003.00000028.backup', '000000010000000000000006', '000000010000000000000007', '000000010000000000000008', '00000002.history', '00000002000000000000000A'];
    for (const name of segments) writeFileSync(path.join(wal, name), '');

    await withBucket(async (target) => {
      expect(await copyBackupsToBucket(folder, target, undefined, { settleMs: 0 })).toEqual({ walCopied: 7, backupsCopied: 3, deleted: 0 });
      expect(await applyRetention(folder, 2)).toEqual({ backupsDeleted: 1, walDeleted: 3 });
      expect((await listBaseBackups(folder)).map((backup) => backup.name)).toEqual(['2026-11-26T07-30-00-000Z', '2026-11-27T07-30-00-000Z']);
      expect(readdirSync(wal).sort()).toEqual(['000000010000000000000007', '000000010000000000000008', '00000002.history', '00000002000000000000000A']);
      expect(readdirSync(base).sort()).toEqual(['2026-11-26T07-30-00-000Z', '2026-11-27T07-30-00-000Z', '2026-11-28T07-30-00-000Z']);
      // The bucket follows the retention: the older backup (its tar and its info) and the 3 WAL files only it needed.
      expect(await copyBackupsToBucket(folder, target, undefined, { settleMs: 0 })).toEqual({ walCopied: 0, backupsCopied: 0, deleted: 5 });
      expect(await bucketSummary(target)).toEqual({ backups: ['2026-11-26T07-30-00-000Z', '2026-11-27T07-30-00-000Z'], segments: 3, newestSegment: '00000002000000000000000A' });
      // A lost backup disk (an empty folder) never empties the bucket.
      const empty = mkdtempSync(path.join(tmpdir(), 'marketplace-lost-'));
      expect(await copyBackupsToBucket(empty, target, undefined, { settleMs: 0 })).toEqual({ walCopied: 0, backupsCopied: 0, deleted: 0 });
      expect((await bucketSummary(target)).backups).toHaveLength(2);
      rmSync(empty, { recursive: true, force: true });
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
