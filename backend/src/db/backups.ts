import { copyFile, mkdir, opendir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { backupFolders } from './wal-archive';

/**
 * Base backups of the embedded PostgreSQL through the manual's non-exclusive low-level API ("Making a Base Backup
 * Using the Low Level API"): `pg_backup_start` and `pg_backup_stop` on one connection, a plain copy of the data
 * folder in between, and the `backup_label` (and `tablespace_map`) that `pg_backup_stop` returns written into the
 * copy. With the WAL archive (wal-archive.ts) such a copy can be recovered to any later time.
 */

/** What `backup_info.json` in each base backup folder records; its presence marks the backup complete. */
export interface BaseBackup {
  /** The folder name under BACKUP_DIR/base (the start time, UTC). */
  name: string;
  folder: string;
  label: string;
  /** The database's clock when the backup started and when it ended (recovery can reach any time after the end). */
  startedAt: Date;
  endedAt: Date;
  /** The WAL segment the backup starts in: recovery needs it and every later one. */
  startWalFile: string;
  bytes: number;
}

export const BACKUP_INFO = 'backup_info.json';

/**
 * A logical copy of an external database (DATABASE_URL), on top of its provider's point-in-time recovery: what the
 * README, the backup commands and the operators' Backups tab show.
 */
export const LOGICAL_COPY_COMMAND = 'pg_dump --format=custom --no-owner --file=marketplace-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"';

/**
 * The manual's list of what a base backup leaves out: the WAL (recovery reads it from the archive), the files of the
 * running server (postmaster.pid/.opts), and folders whose contents are rebuilt at start. Their folders are kept empty.
 */
const EMPTIED_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'recovery.signal', 'standby.signal', 'pg_internal.init', BACKUP_INFO]);

function skipped(relative: string, isDirectory: boolean): boolean {
  const parts = relative.split(path.sep);
  const name = parts[parts.length - 1];
  if (name.startsWith('pgsql_tmp')) return true;
  if (!isDirectory && SKIPPED_FILES.has(name)) return true;
  // Inside an emptied folder nothing stays but pg_wal's own sub-folders (archive_status, summaries), kept empty.
  return parts.length > 1 && EMPTIED_FOLDERS.has(parts[0]) && !(isDirectory && parts[0] === 'pg_wal');
}

/**
 * Copies a data folder (a running server's, between start and stop of a backup; or a base backup's) file by file.
 * Files that vanish while it runs are normal for a live server and are left out, as the manual says. Returns bytes copied.
 */
export async function copyDataFolder(from: string, to: string, filter: (relative: string, isDirectory: boolean) => boolean = (r, d) => !skipped(r, d)): Promise<number> {
  let bytes = 0;
  const walk = async (relative: string) => {
    await mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
    let folder;
    try {
      folder = await opendir(path.join(from, relative));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const files: string[] = [];
    for await (const entry of folder) {
      const child = path.join(relative, entry.name);
      if (!filter(child, entry.isDirectory())) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
    }
    // A folder's files side by side (a database's folder holds hundreds of small ones).
    await Promise.all(
      files.map(async (child) => {
        try {
          await copyFile(path.join(from, child), path.join(to, child));
          const { size } = await stat(path.join(to, child));
          bytes += size; // after the await: `bytes += await ...` would read the total before it and lose the others' sizes
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }),
    );
  };
  await walk('');
  return bytes;
}

/** `START WAL LOCATION: 0/2000028 (file 000000010000000000000002)` in a backup label: the segment recovery starts from. */
function startWalFile(labelFile: string): string {
  const match = /START WAL LOCATION: .*\(file ([0-9A-F]{24})\)/.exec(labelFile);
  if (!match) throw new Error('pg_backup_stop returned a backup label without its START WAL LOCATION');
  return match[1];
}

function folderName(at: Date): string {
  return at.toISOString().replaceAll(':', '-').replace('.', '-');
}

export interface TakeBackupOptions {
  /** A superuser connection string of the server whose data folder `dataDir` is. */
  databaseUrl: string;
  dataDir: string;
  backupDir: string;
  /** How many base backups to keep (older ones and the WAL only they need are deleted). */
  keep: number;
  progress?(line: string): void;
}

/** Takes one base backup now, then applies the retention. */
export async function takeBaseBackup({ databaseUrl, dataDir, backupDir, keep, progress = () => {} }: TakeBackupOptions): Promise<BaseBackup> {
  const { base } = backupFolders(backupDir);
  // One connection throughout: a non-exclusive backup belongs to the session that started it.
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let folder: string | undefined;
  let started = false;
  try {
    const { rows: [{ now }] } = await client.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    const name = folderName(now);
    folder = path.join(base, name);
    const label = `marketplace base backup ${name}`;
    progress('Starting the backup (a checkpoint first) ...');
    await client.query('SELECT pg_backup_start($1, true)', [label]);
    started = true;
    progress(`Copying ${dataDir} into ${folder} ...`);
    const bytes = await copyDataFolder(dataDir, folder);
    progress('Finishing the backup (waiting until the WAL it needs is archived) ...');
    const { rows: [stop] } = await client.query<{ labelfile: string; spcmapfile: string | null }>('SELECT labelfile, spcmapfile FROM pg_backup_stop(true)');
    started = false;
    await writeFile(path.join(folder, 'backup_label'), stop.labelfile);
    if (stop.spcmapfile) await writeFile(path.join(folder, 'tablespace_map'), stop.spcmapfile);
    const { rows: [{ ended }] } = await client.query<{ ended: Date }>('SELECT clock_timestamp() AS ended');
    const backup: BaseBackup = { name, folder, label, startedAt: now, endedAt: ended, startWalFile: startWalFile(stop.labelfile), bytes };
    // Written last: a folder without it is an unfinished backup and is never restored from.
    await writeFile(path.join(folder, BACKUP_INFO), JSON.stringify({ ...backup, folder: undefined }, null, 2));
    await applyRetention(backupDir, keep, progress);
    return backup;
  } catch (error) {
    if (started) await client.query('SELECT pg_backup_stop(false)').catch(() => {});
    if (folder) await rm(folder, { recursive: true, force: true }).catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The complete base backups, oldest first. */
export async function listBaseBackups(backupDir: string): Promise<BaseBackup[]> {
  const { base } = backupFolders(backupDir);
  const names = await readdir(base).catch(() => [] as string[]);
  const backups: BaseBackup[] = [];
  for (const name of names.sort()) {
    const folder = path.join(base, name);
    const info = await readFile(path.join(folder, BACKUP_INFO), 'utf8').catch(() => undefined);
    if (!info) continue;
    const parsed = JSON.parse(info) as Omit<BaseBackup, 'folder'>;
    backups.push({ ...parsed, name, folder, startedAt: new Date(parsed.startedAt), endedAt: new Date(parsed.endedAt) });
  }
  return backups.sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime());
}

const SEGMENT = /^[0-9A-F]{24}$/;

/** The archived WAL: the newest segment's name and when it was archived. */
export async function newestArchivedWal(backupDir: string): Promise<{ file: string; archivedAt: Date } | undefined> {
  const { wal } = backupFolders(backupDir);
  const segments = (await readdir(wal).catch(() => [] as string[])).filter((name) => SEGMENT.test(name)).sort();
  const file = segments.at(-1);
  if (!file) return undefined;
  return { file, archivedAt: (await stat(path.join(wal, file))).mtime };
}

/** The times one can restore to: from the end of the oldest base backup to the newest archived WAL. */
export interface RestoreRange {
  from: Date;
  to: Date;
}

export async function restoreRange(backupDir: string): Promise<RestoreRange | undefined> {
  const backups = await listBaseBackups(backupDir);
  if (!backups.length) return undefined;
  const newest = await newestArchivedWal(backupDir);
  const lastBackupEnd = backups[backups.length - 1].endedAt;
  const to = newest && newest.archivedAt > lastBackupEnd ? newest.archivedAt : lastBackupEnd;
  return { from: backups[0].endedAt, to };
}

/**
 * Keeps the newest `keep` base backups and the WAL they need: older backups go, and so do archived WAL files
 * before the oldest kept backup's start segment (compared by log and segment number, as pg_archivecleanup does;
 * timeline history files stay).
 */
export async function applyRetention(backupDir: string, keep: number, progress: (line: string) => void = () => {}): Promise<{ backupsDeleted: number; walDeleted: number }> {
  const backups = await listBaseBackups(backupDir);
  const doomed = backups.slice(0, Math.max(0, backups.length - keep));
  const oldestKept = backups[doomed.length];
  for (const backup of doomed) await rm(backup.folder, { recursive: true, force: true });
  let walDeleted = 0;
  if (oldestKept) {
    const { wal } = backupFolders(backupDir);
    const keepFrom = oldestKept.startWalFile.slice(8);
    for (const name of await readdir(wal).catch(() => [] as string[])) {
      if (!/^[0-9A-F]{24}(\.[0-9A-F]{8}\.backup|\.partial)?$/.test(name)) continue;
      if (name.slice(8, 24) < keepFrom) {
        await rm(path.join(wal, name), { force: true });
        walDeleted++;
      }
    }
  }
  if (doomed.length || walDeleted) progress(`Retention: ${doomed.length} older base backup(s) and ${walDeleted} archived WAL file(s) deleted (keeping ${keep}).`);
  return { backupsDeleted: doomed.length, walDeleted };
}
