import { chmod, chown, lstat, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { torontoTimestamp } from '@marketplace/shared';
import { BACKUP_INFO, copyDataFolder, listBaseBackups, restoreRange, type BaseBackup, type RestoreRange } from './backups';
import { EmbeddedPostgresError, postgresOwner, startEmbeddedPostgres } from './embedded';
import { backupFolders, restoreCommand } from './wal-archive';

/**
 * Point-in-time recovery of the embedded PostgreSQL, as the manual's "Recovering Using a Continuous Archive Backup"
 * describes: copy a base backup into a NEW data folder, write `recovery.signal`, start the server with
 * `restore_command`, `recovery_target_time` and `recovery_target_action=promote`, let it replay the archived WAL up
 * to the target, then check what it holds. The live data folder is never written to.
 */

/** Why a restore was refused or failed, in words that say what to do. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

const ZONE = 'America/Toronto';

/** `2026-12-01 14:05:33` in Toronto time (the one formatter's). */
export const torontoTime = (at: Date): string => torontoTimestamp(at);

/** Minutes Toronto is ahead of UTC at that instant (negative: -300 in winter, -240 in summer). */
function torontoOffsetMinutes(at: Date): number {
  const local = torontoTime(at);
  const asUtc = Date.parse(`${local.replace(' ', 'T')}Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Reads `2026-12-01 14:05` (or with seconds) as Toronto time; a time with an explicit offset or `Z` is taken as given. */
export function parseTorontoTime(text: string): Date {
  const trimmed = text.trim();
  if (/(Z|[+-]\d\d:?\d\d)$/i.test(trimmed)) {
    const at = new Date(trimmed);
    if (!Number.isNaN(at.getTime())) return at;
  }
  const match = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d)(\.\d+)?)?$/.exec(trimmed);
  if (!match) throw new RestoreError(`"${text}" is not a time: write it as YYYY-MM-DD HH:MM in Toronto time, e.g. --to "2026-12-01 14:05".`);
  const [, y, mo, d, h, mi, s = '0', fraction = ''] = match;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, Math.round(Number(`0${fraction}`) * 1000));
  // The offset at the wall time read as UTC is right except within hours of a DST change; a second pass settles it.
  let at = new Date(wall - torontoOffsetMinutes(new Date(wall)) * 60_000);
  at = new Date(wall - torontoOffsetMinutes(at) * 60_000);
  return at;
}

/** The range in whole seconds that lie inside it (the start rounded up), as people type them. */
export function describeRange(range: RestoreRange): string {
  const from = new Date(Math.min(Math.ceil(range.from.getTime() / 1000) * 1000, range.to.getTime()));
  return `${torontoTime(from)} to ${torontoTime(range.to)} (Toronto time)`;
}

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

async function chownTree(folder: string, uid: number, gid: number): Promise<void> {
  await chown(folder, uid, gid);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await chown(child, uid, gid);
  }
}

export interface TableCount {
  table: string;
  rows: number;
}

export interface RestoreResult {
  dataDir: string;
  backup: BaseBackup;
  target: Date;
  /** False when the archive ends before any commit after the target: recovery then replays all of it (the state at the target). */
  stoppedAtTarget: boolean;
  tables: TableCount[];
  latestMigration: string | null;
}

export interface RestoreOptions<T> {
  backupDir: string;
  /** The live data folder (EMBEDDED_PG_DIR): never restored over. */
  liveDataDir: string;
  target: Date;
  /** The new data folder; by default `pg-restored-<time>` next to the live one. */
  into?: string;
  progress?(line: string): void;
  /** Runs on the recovered server before it stops (the restore drill reads rows with it). */
  inspect?(client: Client): Promise<T>;
}

/** The restore target's folder by default: next to the live one, named after the target time. */
export function defaultRestoreFolder(liveDataDir: string, target: Date): string {
  const stamp = torontoTime(target).replace(' ', 'T').replaceAll(':', '-');
  return path.join(path.dirname(path.resolve(liveDataDir)), `pg-restored-${stamp}`);
}

const NOT_REACHED = /recovery ended before configured recovery target was reached/i;

/**
 * Restores the base backup that ended last before `target` into a new data folder and replays the archived WAL up
 * to `target`; starts the server on it on a free port to check it (row counts, latest migration) and stops it.
 */
export async function restoreToTime<T = undefined>(options: RestoreOptions<T>): Promise<RestoreResult & { inspected?: T }> {
  const { backupDir, target, progress = () => {} } = options;
  const live = path.resolve(options.liveDataDir);
  const into = path.resolve(options.into ?? defaultRestoreFolder(live, target));
  if (into === live || live.startsWith(`${into}${path.sep}`) || into.startsWith(`${live}${path.sep}`)) {
    throw new RestoreError(`Refusing to restore into ${into}: that is the live data folder (EMBEDDED_PG_DIR). A restore always goes into a new folder; switch to it afterwards.`);
  }
  if (existsSync(into) && (await readdir(into)).length) throw new RestoreError(`Refusing to restore into ${into}: it is not empty. Choose another folder or remove it.`);
  const range = await restoreRange(backupDir);
  if (!range) throw new RestoreError(`There is no base backup in ${backupFolders(backupDir).base} to restore from. Take one with \`npm run backup\`.`);
  if (Number.isNaN(target.getTime()) || target < range.from || target > range.to) {
    throw new RestoreError(`${Number.isNaN(target.getTime()) ? 'That time' : torontoTime(target)} is outside the times one can restore to: ${describeRange(range)}.`);
  }
  const backup = (await listBaseBackups(backupDir)).filter((candidate) => candidate.endedAt <= target).at(-1) as BaseBackup;
  const owner = postgresOwner();

  const prepare = async () => {
    await rm(into, { recursive: true, force: true });
    progress(`Copying the base backup of ${torontoTime(backup.endedAt)} into ${into} ...`);
    await copyDataFolder(backup.folder, into, (relative) => relative !== BACKUP_INFO);
    await writeFile(path.join(into, 'recovery.signal'), '');
    await chmod(into, 0o700); // PostgreSQL refuses a data folder others can read
    if (owner) await chownTree(into, owner.uid, owner.gid);
  };
  const start = async (toTarget: boolean) => {
    const settings: Record<string, string> = { restore_command: restoreCommand(backupFolders(backupDir).wal) };
    if (toTarget) Object.assign(settings, { recovery_target_time: target.toISOString().replace('T', ' ').replace('Z', '+00'), recovery_target_action: 'promote' });
    return startEmbeddedPostgres(into, await freePort(), { walArchiveDir: null, settings });
  };

  await prepare();
  progress(`Replaying the archived WAL up to ${torontoTime(target)} ...`);
  let stoppedAtTarget = true;
  let server: Awaited<ReturnType<typeof start>>;
  try {
    server = await start(true);
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresError && NOT_REACHED.test(error.message))) {
      const why = error instanceof EmbeddedPostgresError && error.reason ? error.reason : (error as Error).message;
      throw new RestoreError(`The recovered server did not start (${why}). The folder ${into} is left for inspection; remove it before trying again.`);
    }
    // Nothing was committed after the target in the archive: everything archived is the state at the target.
    stoppedAtTarget = false;
    progress('No change after that time is archived: replaying all the archived WAL instead ...');
    await prepare();
    server = await start(false);
  }
  try {
    const client = new Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows: [{ recovering }] } = await client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering');
      if (recovering) throw new RestoreError('The recovered server is still in recovery; the WAL archive may be incomplete.');
      progress('Checking the recovered database ...');
      const { rows: names } = await client.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
      );
      const tables: TableCount[] = [];
      for (const { schema, name } of names) {
        const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
        const { rows: [{ count }] } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${qualified}`);
        tables.push({ table: schema === 'public' ? name : `${schema}.${name}`, rows: Number(count) });
      }
      const migrations = names.some((table) => table.schema === 'public' && table.name === 'migrations');
      const latestMigration = migrations ? ((await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1')).rows[0]?.name ?? null) : null;
      const inspected = options.inspect ? await options.inspect(client) : undefined;
      return { dataDir: into, backup, target, stoppedAtTarget, tables, latestMigration, inspected };
    } finally {
      await client.end().catch(() => {});
    }
  } finally {
    await server.stop();
  }
}

/** Is anything a restore would need missing? Used by `npm run backups` to say what can be restored. */
export async function archiveSummary(backupDir: string): Promise<{ backups: BaseBackup[]; range: RestoreRange | undefined }> {
  return { backups: await listBaseBackups(backupDir), range: await restoreRange(backupDir) };
}

/** True when `folder` exists and holds a data folder (used to name what a switch replaces). */
export async function isDataFolder(folder: string): Promise<boolean> {
  return lstat(path.join(folder, 'PG_VERSION')).then(() => true, () => false);
}
