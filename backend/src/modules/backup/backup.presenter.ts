import type { BackupStatus } from './backup.service';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * GET /api/health/backups: the state a monitor reads, the same fields the GraphQL BackupStatus has, plus `status`:
 * `ok`, `failing` (a problem is open: `problems` says which), or `external` (DATABASE_URL: the provider backs it up).
 */
export function backupStatusJson(status: BackupStatus) {
  return {
    status: !status.builtIn ? 'external' : status.problems.length ? 'failing' : 'ok',
    builtIn: status.builtIn,
    checkedAt: status.checkedAt.toISOString(),
    lastBaseBackup: status.lastBaseBackup && {
      ...status.lastBaseBackup,
      startedAt: status.lastBaseBackup.startedAt.toISOString(),
      endedAt: status.lastBaseBackup.endedAt.toISOString(),
    },
    baseBackupCount: status.baseBackupCount,
    lastArchivedWal: status.lastArchivedWal,
    lastArchivedAt: iso(status.lastArchivedAt),
    lastArchivedAgeSeconds: status.lastArchivedAgeSeconds,
    archivedCount: status.archivedCount,
    failedCount: status.failedCount,
    lastFailedWal: status.lastFailedWal,
    lastFailedAt: iso(status.lastFailedAt),
    restorableFrom: iso(status.restorableFrom),
    restorableTo: iso(status.restorableTo),
    offsiteCopy: { ...status.offsiteCopy, lastCopiedAt: iso(status.offsiteCopy.lastCopiedAt), lastFailedAt: iso(status.offsiteCopy.lastFailedAt) },
    problems: status.problems.map((problem) => ({ kind: problem.kind, detail: problem.detail, emailedAt: iso(problem.emailedAt) })),
    ...(status.builtIn ? {} : { logicalCopyCommand: status.logicalCopyCommand }),
  };
}
