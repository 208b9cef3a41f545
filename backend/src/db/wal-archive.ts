import { chownSync, copyFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's continuous archiving ("Continuous Archiving and Point-in-Time Recovery" in its manual), as the
 * embedded server runs it: every finished WAL segment is copied into the archive folder, and a segment is finished
 * at least every 60 s while anything is written, so at most about a minute of work can be lost with the disk.
 */
export const ARCHIVE_TIMEOUT_SECONDS = 60;

/** The base backups and the WAL archive under BACKUP_DIR. */
export function backupFolders(backupDir: string): { base: string; wal: string } {
  return { base: path.join(backupDir, 'base'), wal: path.join(backupDir, 'wal') };
}

/** A path for /bin/sh inside an archive or restore command: single-quoted, and `%` doubled for PostgreSQL's placeholders. */
export function shellPath(folder: string): string {
  return `'${path.resolve(folder).replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;
}

/**
 * The manual's archive command: copy the segment (%p, relative to the data folder) under its own name (%f), and
 * refuse to overwrite a segment already archived (a non-zero exit makes the server keep the segment and retry).
 */
export function archiveCommand(walArchiveDir: string): string {
  const destination = `${shellPath(walArchiveDir)}/'%f'`;
  return `test ! -f ${destination} && cp '%p' ${destination}`;
}

/** The recovery side: fetch segment %f from the archive into %p. A missing segment exits non-zero, which ends recovery. */
export function restoreCommand(walArchiveDir: string): string {
  return `cp ${shellPath(walArchiveDir)}/'%f' '%p'`;
}

/** The server flags that turn archiving on (`-c` settings override postgresql.conf, so existing data folders archive too). */
export function archiveFlags(walArchiveDir: string): string[] {
  return [
    '-c', 'wal_level=replica',
    '-c', 'archive_mode=on',
    '-c', `archive_command=${archiveCommand(walArchiveDir)}`,
    '-c', `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}`,
  ];
}

/**
 * Copies the data folder's timeline history files (`pg_wal/0000000N.history`) that the archive lacks. A restored
 * folder was promoted by a server that did not archive (its check must not write into the live archive), so its
 * history reaches the archive when the product first starts on it, as later restores need. Returns the files copied.
 */
export function archiveTimelineHistory(dataDir: string, walArchiveDir: string, owner?: { uid: number; gid: number }): string[] {
  const copied: string[] = [];
  const pgWal = path.join(dataDir, 'pg_wal');
  if (!existsSync(pgWal)) return copied;
  for (const name of readdirSync(pgWal)) {
    if (!/^[0-9A-F]{8}\.history$/.test(name) || existsSync(path.join(walArchiveDir, name))) continue;
    copyFileSync(path.join(pgWal, name), path.join(walArchiveDir, name));
    if (owner) chownSync(path.join(walArchiveDir, name), owner.uid, owner.gid);
    copied.push(name);
  }
  return copied;
}
