/** What can be wrong with the built-in database's backups (backup_incident.kind), shared by the check and its e-mail. */
export const BACKUP_PROBLEM_KINDS = ['archiving-failing', 'base-backup-overdue', 'offsite-copy-failing'] as const;
export type BackupProblemKind = (typeof BACKUP_PROBLEM_KINDS)[number];

/** Something wrong with the backups that an operator must put right. */
export interface BackupProblem {
  kind: BackupProblemKind;
  /** What is wrong, in a sentence or two. */
  detail: string;
  /** When the operators were e-mailed (the open incident's start); null until the next check does it. */
  emailedAt: Date | null;
}
