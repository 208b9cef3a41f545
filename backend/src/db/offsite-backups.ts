import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { chown, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as createTar, extract as extractTar } from 'tar';
import type { S3Settings } from '../config';
import { s3Client } from '../storage/s3-storage';
import { BACKUP_INFO, listBaseBackups } from './backups';
import { postgresOwner } from './embedded';
import { backupFolders } from './wal-archive';

/**
 * The off-site copy of the built-in database's backups (docs/backups.md): the base backups and the WAL archive under
 * BACKUP_DIR, copied into an S3-compatible bucket under a prefix, so that a lost machine (not only a lost data disk)
 * can be restored. PostgreSQL archives into BACKUP_DIR as before (its archive_command stays a plain `cp`); a job copies
 * what is new every minute, so the bucket trails the archive by about a minute. `npm run restore -- --from-bucket`
 * copies the bucket back into an empty BACKUP_DIR first. Everything goes through the AWS SDK's public commands.
 */
export interface OffsiteTarget {
  client: S3Client;
  bucket: string;
  /** Ends with '/', e.g. 'backups/'. */
  prefix: string;
}

/** The target of the configured bucket (Config.backupBucket). */
export function offsiteTarget(bucket: { s3: S3Settings; prefix: string }): OffsiteTarget {
  return { client: s3Client(bucket.s3), bucket: bucket.s3.bucket, prefix: bucket.prefix };
}

/** Where the copy goes, as the commands and logs name it. */
export const describeTarget = (target: OffsiteTarget) => `s3://${target.bucket}/${target.prefix}`;

export interface OffsiteCopyResult {
  walCopied: number;
  backupsCopied: number;
  /** Bucket objects removed because the local retention removed them (older base backups and the WAL only they need). */
  deleted: number;
}

/** An archived WAL file changed this recently may still be being written by the archive command's `cp`: next round. */
const SETTLE_MS = 10_000;
/** The moment a WAL file was archived, kept with its copy: `npm run backups` and the restore range read it from the file's time. */
const ARCHIVED_AT = 'archived-at';
const WAL_NAME = /^[0-9A-F]{24}(\.[0-9A-F]{8}\.backup|\.partial)?$|^[0-9A-F]{8}\.history$/;

/** Every key under the prefix, however many pages the listing takes. */
async function listKeys(target: OffsiteTarget, under = ''): Promise<Set<string>> {
  const keys = new Set<string>();
  // Page by the last key seen (StartAfter) rather than continuation tokens, which some S3-compatible stores mishandle.
  let StartAfter: string | undefined;
  for (;;) {
    const page = await target.client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: `${target.prefix}${under}`, StartAfter }));
    const found = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    for (const key of found) keys.add(key);
    if (!page.IsTruncated || found.length === 0) return keys;
    StartAfter = found[found.length - 1];
  }
}

async function put(target: OffsiteTarget, key: string, file: string, metadata?: Record<string, string>): Promise<void> {
  const body = await readFile(file);
  await target.client.send(new PutObjectCommand({ Bucket: target.bucket, Key: key, Body: body, ContentLength: body.length, Metadata: metadata }));
}

/** Downloads one object into `file` through a temporary name, so a half-written file is never taken for a whole one. */
async function get(target: OffsiteTarget, key: string, file: string): Promise<Record<string, string>> {
  const object = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.part`, await object.Body!.transformToByteArray());
  await rename(`${file}.part`, file);
  return object.Metadata ?? {};
}

/** The base backups the bucket holds whole: those whose backup_info.json arrived (after their tar). */
function backupNames(target: OffsiteTarget, keys: Iterable<string>): string[] {
  const under = `${target.prefix}base/`;
  return [...keys].filter((key) => key.startsWith(under) && key.endsWith('.json')).map((key) => key.slice(under.length, -'.json'.length)).sort();
}

/** What the bucket holds: its complete base backups' names and its archived WAL segments (`npm run backups`). */
export async function bucketSummary(target: OffsiteTarget): Promise<{ backups: string[]; segments: number; newestSegment: string | undefined }> {
  const keys = [...(await listKeys(target))].sort();
  const segments = keys.map((key) => key.slice(target.prefix.length)).filter((key) => /^wal\/[0-9A-F]{24}$/.test(key));
  return { backups: backupNames(target, keys), segments: segments.length, newestSegment: segments.at(-1)?.slice(4) };
}

/** A base backup travels as one tar file (`base/<name>.tar`, folders and modes kept), its backup_info.json beside it. */
const tarKey = (target: OffsiteTarget, name: string) => `${target.prefix}base/${name}.tar`;
const infoKey = (target: OffsiteTarget, name: string) => `${target.prefix}base/${name}.json`;

/** Puts a base backup folder as one tar object, written to a temporary file first so its length is known. */
async function putBaseBackup(target: OffsiteTarget, folder: string, key: string): Promise<void> {
  const file = `${folder}.offsite.tar`;
  try {
    await createTar({ cwd: folder, file, portable: true, filter: (entry) => path.basename(entry) !== BACKUP_INFO }, ['.']);
    const { size } = await stat(file);
    await target.client.send(new PutObjectCommand({ Bucket: target.bucket, Key: key, Body: createReadStream(file), ContentLength: size }));
  } finally {
    await rm(file, { force: true });
  }
}

/** Gets a base backup's tar object and unpacks it into `folder`. */
async function getBaseBackup(target: OffsiteTarget, key: string, folder: string): Promise<void> {
  const object = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
  // BACKUP_DIR and base/ as the product makes them (others may enter: the server reads wal/ beside them as `postgres`).
  await mkdir(path.dirname(folder), { recursive: true });
  await mkdir(folder, { mode: 0o700 });
  const file = `${folder}.offsite.tar`;
  try {
    await pipeline(object.Body as Readable, createWriteStream(file));
    await extractTar({ file, cwd: folder });
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Copies what the bucket lacks: archived WAL files (with the time each was archived), then each complete base backup
 * as one tar file, its `backup_info.json` after it so that a tar in the bucket without it is an unfinished copy. Then removes from the
 * bucket what the local retention removed, but only while a base backup exists locally: an empty BACKUP_DIR (a lost
 * disk) never empties the bucket.
 */
export async function copyBackupsToBucket(
  backupDir: string,
  target: OffsiteTarget,
  progress: (line: string) => void = () => {},
  { settleMs = SETTLE_MS }: { settleMs?: number } = {},
): Promise<OffsiteCopyResult> {
  const { wal } = backupFolders(backupDir);
  const keys = await listKeys(target);
  let walCopied = 0;
  let backupsCopied = 0;
  const now = Date.now();
  for (const name of (await readdir(wal).catch(() => [] as string[])).filter((each) => WAL_NAME.test(each)).sort()) {
    const key = `${target.prefix}wal/${name}`;
    if (keys.has(key)) continue;
    const { mtime } = await stat(path.join(wal, name));
    if (now - mtime.getTime() < settleMs) continue;
    await put(target, key, path.join(wal, name), { [ARCHIVED_AT]: mtime.toISOString() });
    walCopied++;
  }
  const backups = await listBaseBackups(backupDir);
  for (const backup of backups) {
    if (keys.has(infoKey(target, backup.name))) continue;
    progress(`Copying the base backup ${backup.name} to ${describeTarget(target)} ...`);
    await putBaseBackup(target, backup.folder, tarKey(target, backup.name));
    await put(target, infoKey(target, backup.name), path.join(backup.folder, BACKUP_INFO));
    backupsCopied++;
  }
  let deleted = 0;
  const oldest = backups[0];
  if (oldest) {
    const keepWalFrom = oldest.startWalFile.slice(8);
    for (const key of keys) {
      const relative = key.slice(target.prefix.length);
      const [folder, name] = relative.split('/');
      const olderBackup = folder === 'base' && name.replace(/\.(tar|json)$/, '') < oldest.name;
      const olderWal = folder === 'wal' && /^[0-9A-F]{24}/.test(name) && !name.endsWith('.history') && name.slice(8, 24) < keepWalFrom;
      if (!olderBackup && !olderWal) continue;
      await target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));
      deleted++;
    }
  }
  if (walCopied || backupsCopied || deleted) progress(`Copied to the bucket: ${walCopied} WAL file(s), ${backupsCopied} base backup(s); ${deleted} older object(s) removed.`);
  return { walCopied, backupsCopied, deleted };
}

/**
 * Copies into BACKUP_DIR what the bucket holds and the folder lacks: the complete base backups and the archived WAL,
 * each WAL file dated to when it was archived (the restore range is read from those times). Returns what was copied.
 */
export async function copyBackupsFromBucket(backupDir: string, target: OffsiteTarget, progress: (line: string) => void = () => {}): Promise<{ walCopied: number; backupsCopied: number }> {
  const { base, wal } = backupFolders(backupDir);
  const keys = [...(await listKeys(target))].sort();
  const local = new Set((await listBaseBackups(backupDir)).map((backup) => backup.name));
  let backupsCopied = 0;
  for (const name of backupNames(target, keys)) {
    if (local.has(name) || !keys.includes(tarKey(target, name))) continue;
    progress(`Copying the base backup ${name} from the bucket ...`);
    await rm(path.join(base, name), { recursive: true, force: true }); // an unfinished earlier copy
    await getBaseBackup(target, tarKey(target, name), path.join(base, name));
    // Written last, as takeBaseBackup writes it: the folder is a complete backup from now on.
    await get(target, infoKey(target, name), path.join(base, name, BACKUP_INFO));
    backupsCopied++;
  }
  let walCopied = 0;
  await mkdir(wal, { recursive: true });
  // Running as root, the server (as `postgres`) archives into this folder and its restore_command reads from it.
  const owner = postgresOwner();
  if (owner) await chown(wal, owner.uid, owner.gid);
  const present = new Set(await readdir(wal));
  for (const key of keys.filter((each) => each.startsWith(`${target.prefix}wal/`))) {
    const name = key.slice(`${target.prefix}wal/`.length);
    if (!WAL_NAME.test(name) || present.has(name)) continue;
    const metadata = await get(target, key, path.join(wal, name));
    const archivedAt = new Date(metadata[ARCHIVED_AT] ?? '');
    if (!Number.isNaN(archivedAt.getTime())) await utimes(path.join(wal, name), archivedAt, archivedAt);
    if (owner) await chown(path.join(wal, name), owner.uid, owner.gid);
    walCopied++;
  }
  progress(`Copied from the bucket: ${backupsCopied} base backup(s) and ${walCopied} WAL file(s).`);
  return { walCopied, backupsCopied };
}
