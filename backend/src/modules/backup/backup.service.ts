import { stat } from 'node:fs/promises';
import path from 'node:path';
import { torontoTimestamp } from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { LOGICAL_COPY_COMMAND, listBaseBackups, newestArchivedWal, restoreRange } from '../../db/backups';
import { copyBackupsToBucket, describeTarget, type OffsiteCopyResult, type OffsiteTarget } from '../../db/offsite-backups';
import { backupFolders } from '../../db/wal-archive';
import type { Mailer } from '../../mail/mailer';
import type { Actor } from '../../policy/actor';
import { assertOperator } from '../../policy/account';
import { backupAlertEmail } from './backup-emails';
import { BACKUP_PROBLEM_KINDS, type BackupProblem, type BackupProblemKind } from './backup.types';

export { BACKUP_PROBLEM_KINDS, type BackupProblem, type BackupProblemKind };

/** The last base backup may be this old before operators are told (the nightly one runs every 24 hours, plus slack). */
export const BASE_BACKUP_MAX_AGE_HOURS = 26;

export interface BaseBackupSummary {
  name: string;
  startedAt: Date;
  endedAt: Date;
  bytes: number;
  /** Seconds since it ended, by the database's clock. */
  ageSeconds: number;
}

/** The copy of the backups into a bucket off the machine (BACKUP_S3_BUCKET). */
export interface OffsiteCopyStatus {
  configured: boolean;
  /** s3://bucket/prefix/, when configured. */
  target: string | null;
  lastCopiedAt: Date | null;
  /** The last failure and its error, kept after a later success. */
  lastFailedAt: Date | null;
  lastError: string | null;
}

/** The backup state: for the built-in database, what PostgreSQL's archiver and the backup folder say. */
export interface BackupStatus {
  /** False with an external DATABASE_URL: its provider's point-in-time recovery applies, and the rest is empty. */
  builtIn: boolean;
  /** The database's clock when the state was read (every age is counted from it). */
  checkedAt: Date;
  lastBaseBackup: BaseBackupSummary | null;
  baseBackupCount: number;
  lastArchivedWal: string | null;
  lastArchivedAt: Date | null;
  lastArchivedAgeSeconds: number | null;
  /** pg_stat_archiver's counts since its statistics were last reset. */
  archivedCount: number;
  failedCount: number;
  lastFailedWal: string | null;
  lastFailedAt: Date | null;
  /** The times one can restore to (`npm run restore`): null before the first base backup. */
  restorableFrom: Date | null;
  restorableTo: Date | null;
  offsiteCopy: OffsiteCopyStatus;
  problems: BackupProblem[];
  /** A logical copy of an external database, on top of its provider's recovery. */
  logicalCopyCommand: string;
}

export interface BackupSettings {
  /** The built-in (embedded) PostgreSQL's folders; null with an external DATABASE_URL. */
  builtIn: { dataDir: string; backupDir: string } | null;
  /** The bucket the built-in database's backups are copied to (BACKUP_S3_BUCKET); null or absent when none is set. */
  offsite?: OffsiteTarget | null;
  /** The site's address, for the link to the Backups tab in alerts. */
  siteUrl: string;
}

interface OffsiteRow {
  last_copied_at: Date | null;
  last_failed_at: Date | null;
  last_error: string | null;
}

/** The longest error kept from a failed copy (an S3 error's message is a line; a stack trace is not kept). */
const MAX_ERROR_LENGTH = 500;

interface ArchiverRow {
  now: Date;
  archived_count: string;
  last_archived_wal: string | null;
  last_archived_time: Date | null;
  failed_count: string;
  last_failed_wal: string | null;
  last_failed_time: Date | null;
}

/** A Date of this module's own: node:fs makes its times in Node's core, which a test runner's sandbox does not take for a Date. */
const own = (at: Date): Date => new Date(at.getTime());

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * The backups as operators see them (the Backups tab, GET /api/health/backups) and the alerts: the built-in
 * PostgreSQL's archiver statistics (pg_stat_archiver), the base backups in BACKUP_DIR and the range one can restore
 * to. A check (jobs/backup-alerts.ts, every 5 minutes once across replicas) opens an incident when archiving fails
 * or the last base backup is overdue, e-mailing the operators once, and closes it when put right.
 */
export class BackupStatusService {
  constructor(
    private readonly db: DataSource,
    private readonly mail: Mailer,
    private readonly settings: BackupSettings,
  ) {}

  /** The Backups tab: operators only. */
  async status(actor: Actor): Promise<BackupStatus> {
    assertOperator(actor);
    return this.state();
  }

  /** The state without asking who wants it: for the check and for a monitor holding BACKUP_MONITOR_TOKEN. */
  async state(): Promise<BackupStatus> {
    const builtIn = this.settings.builtIn;
    if (!builtIn) {
      return {
        builtIn: false,
        checkedAt: new Date(),
        lastBaseBackup: null,
        baseBackupCount: 0,
        lastArchivedWal: null,
        lastArchivedAt: null,
        lastArchivedAgeSeconds: null,
        archivedCount: 0,
        failedCount: 0,
        lastFailedWal: null,
        lastFailedAt: null,
        restorableFrom: null,
        restorableTo: null,
        offsiteCopy: { configured: false, target: null, lastCopiedAt: null, lastFailedAt: null, lastError: null },
        problems: [],
        logicalCopyCommand: LOGICAL_COPY_COMMAND,
      };
    }
    const [[archiver], incidents, backups, newestInFolder, range, offsiteCopy] = await Promise.all([
      this.db.query<ArchiverRow[]>(
        `SELECT clock_timestamp() AS now, archived_count, last_archived_wal, last_archived_time, failed_count, last_failed_wal, last_failed_time FROM pg_stat_archiver`,
      ),
      this.db.query<{ kind: BackupProblemKind; opened_at: Date }[]>(`SELECT kind, opened_at FROM backup_incident WHERE closed_at IS NULL`),
      listBaseBackups(builtIn.backupDir),
      newestArchivedWal(builtIn.backupDir),
      restoreRange(builtIn.backupDir),
      this.offsiteCopy(),
    ]);
    const now = archiver.now;
    const last = backups.at(-1);
    // The newest WAL segment archived (the archiver's last file may be a backup's .backup or a .history file instead,
    // and its statistics are lost with a crash): the archive folder's newest segment, unless the archiver names a later one.
    const archiverSegment = archiver.last_archived_wal && /^[0-9A-F]{24}$/.test(archiver.last_archived_wal) ? { file: archiver.last_archived_wal, archivedAt: archiver.last_archived_time as Date } : undefined;
    const newest = archiverSegment && (!newestInFolder || archiverSegment.file > newestInFolder.file) ? archiverSegment : (newestInFolder ?? archiverSegment);
    const lastArchivedWal = newest?.file ?? null;
    const lastArchivedAt = newest ? own(newest.archivedAt) : null;
    const emailedAt = (kind: BackupProblemKind) => incidents.find((incident) => incident.kind === kind)?.opened_at ?? null;
    const problems: BackupProblem[] = [];

    const failing = archiver.last_failed_time !== null && (archiver.last_archived_time === null || archiver.last_failed_time > archiver.last_archived_time);
    if (failing) {
      const since = lastArchivedAt ? `nothing written since ${torontoTimestamp(lastArchivedAt)} (Toronto time)` : 'nothing written yet';
      problems.push({
        kind: 'archiving-failing',
        detail:
          `PostgreSQL could not archive WAL segment ${archiver.last_failed_wal} into ${backupFolders(builtIn.backupDir).wal} (last tried ${torontoTimestamp(archiver.last_failed_time as Date)}), ` +
          `so ${since} can be restored. Check that the folder exists, that the database server can write to it and that its disk has room; PostgreSQL retries on its own.`,
        emailedAt: emailedAt('archiving-failing'),
      });
    }

    const offsiteProblem = this.offsiteProblem(offsiteCopy);
    if (offsiteProblem) problems.push({ ...offsiteProblem, emailedAt: emailedAt('offsite-copy-failing') });

    const limit = BASE_BACKUP_MAX_AGE_HOURS * 3600;
    if (last) {
      const age = secondsBetween(last.endedAt, now);
      if (age > limit) {
        problems.push({
          kind: 'base-backup-overdue',
          detail: `The last base backup ended ${torontoTimestamp(last.endedAt)} (Toronto time), ${Math.floor(age / 3600)} hours ago; the nightly one at 02:30 should have replaced it. Run \`npm run backup\`, and look in the server log for the base-backup job's error.`,
          emailedAt: emailedAt('base-backup-overdue'),
        });
      }
    } else {
      // A new installation has a day until its first nightly backup: counted from the data folder's creation.
      const created = await stat(path.join(builtIn.dataDir, 'PG_VERSION')).then((file) => file.mtime, () => undefined);
      if (created && secondsBetween(created, now) > limit) {
        problems.push({
          kind: 'base-backup-overdue',
          detail: `No base backup has been taken since the database was created ${torontoTimestamp(created)} (Toronto time), so nothing can be restored. Run \`npm run backup\`, and look in the server log for the base-backup job's error.`,
          emailedAt: emailedAt('base-backup-overdue'),
        });
      }
    }

    return {
      builtIn: true,
      checkedAt: now,
      lastBaseBackup: last ? { name: last.name, startedAt: last.startedAt, endedAt: last.endedAt, bytes: last.bytes, ageSeconds: secondsBetween(last.endedAt, now) } : null,
      baseBackupCount: backups.length,
      lastArchivedWal,
      lastArchivedAt,
      lastArchivedAgeSeconds: lastArchivedAt ? secondsBetween(lastArchivedAt, now) : null,
      archivedCount: Number(archiver.archived_count),
      failedCount: Number(archiver.failed_count),
      lastFailedWal: archiver.last_failed_wal,
      lastFailedAt: archiver.last_failed_time,
      restorableFrom: range ? own(range.from) : null,
      restorableTo: range ? own(range.to) : null,
      offsiteCopy,
      problems,
      logicalCopyCommand: LOGICAL_COPY_COMMAND,
    };
  }

  /**
   * Opens an incident for each problem without one, e-mailing every operator in the same transaction (the mail
   * queue's outbox: no commit, no e-mail), and closes the open incidents whose problem is gone. The partial unique
   * index lets one open incident of a kind exist, so checks racing on two replicas e-mail once.
   */
  async checkAndAlert(): Promise<{ opened: BackupProblemKind[]; closed: BackupProblemKind[] }> {
    if (!this.settings.builtIn) return { opened: [], closed: [] };
    const status = await this.state();
    return this.db.transaction(async (manager) => {
      const opened: BackupProblemKind[] = [];
      const closed: BackupProblemKind[] = [];
      for (const kind of BACKUP_PROBLEM_KINDS) {
        const changed = await this.settle(manager, kind, status.problems.find((candidate) => candidate.kind === kind));
        if (changed === 'opened') opened.push(kind);
        if (changed === 'closed') closed.push(kind);
      }
      return { opened, closed };
    });
  }

  /** Opens an incident of the kind for a problem (e-mailing the operators once), or closes the open one when there is none. */
  private async settle(manager: EntityManager, kind: BackupProblemKind, problem: Omit<BackupProblem, 'emailedAt'> | undefined): Promise<'opened' | 'closed' | undefined> {
    if (problem) {
      const [incident] = await manager.query<{ id: number; opened_at: Date }[]>(
        `WITH x AS (INSERT INTO backup_incident (kind, detail) VALUES ($1, $2) ON CONFLICT (kind) WHERE closed_at IS NULL DO NOTHING RETURNING id, opened_at)
         SELECT id, opened_at FROM x`,
        [kind, problem.detail],
      );
      if (!incident) return undefined;
      const emailed = await this.emailOperators(manager, { ...problem, emailedAt: null });
      await manager.query(`UPDATE backup_incident SET operators_emailed = $2 WHERE id = $1`, [incident.id, emailed]);
      return 'opened';
    }
    const rows = await manager.query(`WITH x AS (UPDATE backup_incident SET closed_at = now() WHERE kind = $1 AND closed_at IS NULL RETURNING id) SELECT id FROM x`, [kind]);
    return rows.length ? 'closed' : undefined;
  }

  /** The off-site copy as last recorded (as `on` sees it); not configured without a bucket (or with an external database). */
  private async offsiteCopy(on: Pick<EntityManager, 'query'> = this.db.manager): Promise<OffsiteCopyStatus> {
    const target = this.settings.builtIn && this.settings.offsite;
    if (!target) return { configured: false, target: null, lastCopiedAt: null, lastFailedAt: null, lastError: null };
    const [row] = await on.query<OffsiteRow[]>(`SELECT last_copied_at, last_failed_at, last_error FROM backup_offsite_copy`);
    return { configured: true, target: describeTarget(target), lastCopiedAt: row?.last_copied_at ?? null, lastFailedAt: row?.last_failed_at ?? null, lastError: row?.last_error ?? null };
  }

  /** Failing while the last attempt failed: a failure later than the last success (or with none yet). */
  private offsiteProblem(copy: OffsiteCopyStatus): Omit<BackupProblem, 'emailedAt'> | undefined {
    if (!copy.configured || !copy.lastFailedAt || (copy.lastCopiedAt && copy.lastCopiedAt >= copy.lastFailedAt)) return undefined;
    const since = copy.lastCopiedAt ? `since its last successful copy ${torontoTimestamp(copy.lastCopiedAt)} (Toronto time)` : 'ever, as no copy has succeeded yet';
    return {
      kind: 'offsite-copy-failing',
      detail:
        `Copying the backups to ${copy.target} failed (last tried ${torontoTimestamp(copy.lastFailedAt)}): ${copy.lastError}. The bucket lacks what was archived ${since}, ` +
        'so a lost machine could not be restored to now. Check that the bucket exists and that the S3 settings and credentials are right; the copy is tried again every minute.',
    };
  }

  /**
   * Copies what is new into the bucket (the job every minute: jobs/offsite-backups.ts) and records how it went: a
   * failure opens the 'offsite-copy-failing' incident at once (operators e-mailed once), a success closes it.
   */
  async copyOffsite(): Promise<{ copied: OffsiteCopyResult } | { error: string }> {
    const { builtIn, offsite } = this.settings;
    if (!builtIn || !offsite) return { error: 'No bucket is set for the backups (BACKUP_S3_BUCKET).' };
    let outcome: { copied: OffsiteCopyResult } | { error: string };
    try {
      outcome = { copied: await copyBackupsToBucket(builtIn.backupDir, offsite) };
    } catch (error) {
      const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
      outcome = { error: message.slice(0, MAX_ERROR_LENGTH) };
    }
    await this.db.transaction(async (manager) => {
      if ('copied' in outcome) {
        await manager.query(`INSERT INTO backup_offsite_copy (id, last_copied_at) VALUES (true, now()) ON CONFLICT (id) DO UPDATE SET last_copied_at = now()`);
      } else {
        await manager.query(
          `INSERT INTO backup_offsite_copy (id, last_failed_at, last_error) VALUES (true, now(), $1) ON CONFLICT (id) DO UPDATE SET last_failed_at = now(), last_error = $1`,
          [outcome.error],
        );
      }
      await this.settle(manager, 'offsite-copy-failing', this.offsiteProblem(await this.offsiteCopy(manager)));
    });
    return outcome;
  }

  private async emailOperators(manager: EntityManager, problem: BackupProblem): Promise<number> {
    const operators = await manager.query<{ email: string; name: string }[]>(`SELECT email, name FROM "user" WHERE role = 'operator' AND banned IS NOT TRUE ORDER BY email`);
    for (const operator of operators) await this.mail.send(backupAlertEmail(operator, problem, this.settings.siteUrl), manager);
    return operators.length;
  }
}
