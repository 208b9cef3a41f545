export const backupTypeDefs = /* GraphQL */ `
  "What is wrong with the built-in database's backups."
  enum BackupProblemKind {
    "PostgreSQL's archive_command fails: what was written since the last archived WAL segment cannot be restored."
    ARCHIVING_FAILING
    "The last base backup ended more than 26 hours ago (or none was taken in the 26 hours since the database was created)."
    BASE_BACKUP_OVERDUE
    "The last copy of the backups into the off-site bucket (BACKUP_S3_BUCKET) failed: the bucket lacks what was archived since its last successful copy."
    OFFSITE_COPY_FAILING
  }

  "The copy of the backups into an S3 bucket off the machine (BACKUP_S3_BUCKET), made every minute."
  type OffsiteCopyStatus {
    "Whether a bucket is set, so that the backups are copied off the machine."
    configured: Boolean!
    "Where the copies go (s3://bucket/prefix/); null when not configured."
    target: String
    "When the last copy succeeded; null before the first."
    lastCopiedAt: DateTime
    "When a copy last failed, and why (kept after a later success, which lastCopiedAt then shows); null when none has failed."
    lastFailedAt: DateTime
    lastError: String
  }

  "A backup problem an operator must put right."
  type BackupProblem {
    kind: BackupProblemKind!
    "What is wrong and what to check, in a sentence or two."
    detail: String!
    "When the operators were e-mailed about it; null until the next check (every 5 minutes) does it."
    emailedAt: DateTime
  }

  "A complete base backup of the built-in database."
  type BaseBackupSummary {
    "Its folder under BACKUP_DIR/base."
    name: String!
    startedAt: DateTime!
    "A restore can reach any time from here on (with the archived WAL)."
    endedAt: DateTime!
    "Its size on disk, in bytes."
    bytes: Float!
    "Seconds since it ended."
    ageSeconds: Int!
  }

  "The backups as the operators' Backups tab shows them."
  type BackupStatus {
    "False when DATABASE_URL names an external PostgreSQL: its provider's point-in-time recovery applies, and the fields about the built-in database are empty."
    builtIn: Boolean!
    "The database's clock when this was read; every age counts from it."
    checkedAt: DateTime!
    "The newest complete base backup."
    lastBaseBackup: BaseBackupSummary
    baseBackupCount: Int!
    "The newest WAL segment archived, its time and age."
    lastArchivedWal: String
    lastArchivedAt: DateTime
    lastArchivedAgeSeconds: Int
    "Segments archived and attempts failed since PostgreSQL's statistics were last reset (pg_stat_archiver)."
    archivedCount: Int!
    failedCount: Int!
    lastFailedWal: String
    lastFailedAt: DateTime
    "The times one can restore to (npm run restore); null before the first base backup."
    restorableFrom: DateTime
    restorableTo: DateTime
    "The copy off the machine into a bucket."
    offsiteCopy: OffsiteCopyStatus!
    "What is wrong now; empty when the backups are healthy."
    problems: [BackupProblem!]!
    "The command for a logical copy of an external database, on top of its provider's recovery."
    logicalCopyCommand: String!
  }

  extend type Query {
    "The state of the database's backups: archiving, base backups, the range one can restore to and what is wrong. Operators only."
    backupStatus: BackupStatus!
  }
`;
