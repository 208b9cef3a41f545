import { composeEmail, type MailMessage } from '../../mail/message';
import type { BackupProblem } from './backup.types';

const SUBJECTS: Record<BackupProblem['kind'], string> = {
  'archiving-failing': 'Backups: WAL archiving is failing',
  'base-backup-overdue': 'Backups: the last base backup is overdue',
  'offsite-copy-failing': 'Backups: the copy to the off-site bucket is failing',
};

/** The alert an operator gets once per backup incident (opened by the backup check). */
export function backupAlertEmail(operator: { email: string; name: string }, problem: BackupProblem, siteUrl: string): MailMessage {
  return composeEmail({
    to: operator.email,
    subject: SUBJECTS[problem.kind],
    greeting: operator.name ? `Hi ${operator.name},` : 'Hi,',
    paragraphs: [
      problem.detail,
      "Until it is put right, a lost disk or a mistaken deletion could lose the marketplace's recent records. The Backups tab shows the state as it is now; this e-mail is sent once, and the incident closes by itself once the backups are healthy again (at the next check, every 5 minutes, or the next successful copy to the bucket).",
    ],
    action: { label: 'Open the Backups tab', url: `${siteUrl}/operator?tab=backups` },
    footer: ['You get this e-mail because you are staff of GTA Home Pros.'],
  });
}
