import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { ageLabel, BackupStatusQueryDocument, BackupsTab, sizeLabel } from './BackupsTab';

const healthy = {
  __typename: 'BackupStatus' as const,
  builtIn: true,
  checkedAt: '2030-03-04T15:20:00.000Z',
  lastBaseBackup: { __typename: 'BaseBackupSummary' as const, name: '2030-03-04T07-30-00-412Z', endedAt: '2030-03-04T07:31:12.000Z', bytes: 50_541_363, ageSeconds: 28_128 },
  baseBackupCount: 7,
  lastArchivedWal: '00000001000000000000002A',
  lastArchivedAt: '2030-03-04T15:18:30.000Z',
  lastArchivedAgeSeconds: 90,
  archivedCount: 4210,
  failedCount: 0,
  lastFailedWal: null,
  lastFailedAt: null,
  restorableFrom: '2030-02-26T07:31:12.000Z',
  restorableTo: '2030-03-04T15:18:30.000Z',
  offsiteCopy: {
    __typename: 'OffsiteCopyStatus' as const,
    configured: true,
    target: 's3://gta-backups/backups/',
    lastCopiedAt: '2030-03-04T15:19:05.000Z',
    lastFailedAt: null as string | null,
    lastError: null as string | null,
  },
  problems: [],
  logicalCopyCommand: 'pg_dump --format=custom --no-owner --file=marketplace-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"',
};

const mock = (backupStatus: object) => ({ request: { query: BackupStatusQueryDocument }, result: { data: { backupStatus } }, maxUsageCount: 5 });

it('says how long ago, and how big, in words', () => {
  expect([ageLabel(1), ageLabel(59), ageLabel(90), ageLabel(7200), ageLabel(86_400), ageLabel(97_200)]).toEqual(['1 second', '59 seconds', '1 minute', '2 hours', '1 day', '1 day 3 hours']);
  expect([sizeLabel(50_541_363), sizeLabel(3 * 1024 ** 3)]).toEqual(['48.2 MB', '3 GB']);
});

it('shows the last base backup and its size, the last archived WAL and its age, and the times one can restore to', async () => {
  const { container } = renderWithApp(<BackupsTab />, { mocks: [mock(healthy)] });
  expect(await screen.findByText(/Backups are healthy/)).toBeInTheDocument();
  expect(screen.getByText(/as PostgreSQL reports them\. Last checked Mar 4, 2030, 10:20 a\.m\.$/)).toBeInTheDocument();
  const backup = screen.getByRole('group', { name: 'Last base backup: 7 hours ago' });
  expect(within(backup).getByText('Mar 4, 2030, 2:31 a.m. · 48.2 MB · 7 kept')).toBeInTheDocument();
  const wal = screen.getByRole('group', { name: 'Last archived WAL: 1 minute ago' });
  expect(within(wal).getByText('00000001000000000000002A at Mar 4, 2030, 10:18 a.m. · 4,210 archived')).toBeInTheDocument();
  const range = screen.getByRole('group', { name: 'Restore to any time from: 2030-02-26 02:31:12' });
  expect(within(range).getByText('to 2030-03-04 10:18:30, Toronto time')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Archive failures: 0' })).toBeInTheDocument();
  expect(screen.getByText('npm run restore -- --to "2030-03-04 10:18:30"')).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('shows failures and whether the operators were e-mailed', async () => {
  const failing = {
    ...healthy,
    failedCount: 12,
    lastFailedWal: '00000001000000000000002B',
    lastFailedAt: '2030-03-04T15:19:58.000Z',
    problems: [
      { __typename: 'BackupProblem' as const, kind: 'ARCHIVING_FAILING', detail: 'PostgreSQL could not archive WAL segment 00000001000000000000002B into /srv/backups/wal.', emailedAt: '2030-03-04T15:20:00.000Z' },
      { __typename: 'BackupProblem' as const, kind: 'BASE_BACKUP_OVERDUE', detail: 'The last base backup ended 2030-03-03 02:31:12 (Toronto time), 31 hours ago.', emailedAt: null },
    ],
  };
  const { container } = renderWithApp(<BackupsTab />, { mocks: [mock(failing)] });
  const problems = await screen.findByRole('list', { name: 'Backup problems' });
  const [archiving, overdue] = within(problems).getAllByRole('listitem');
  expect(archiving).toHaveTextContent('WAL archiving is failing');
  expect(archiving).toHaveTextContent('could not archive WAL segment 00000001000000000000002B');
  expect(archiving).toHaveTextContent('Operators were e-mailed Mar 4, 2030, 10:20 a.m.');
  expect(overdue).toHaveTextContent('The last base backup is overdue');
  expect(overdue).toHaveTextContent('The next check (every 5 minutes) e-mails the operators.');
  const failures = screen.getByRole('group', { name: 'Archive failures: 12' });
  expect(within(failures).getByText('Last: 00000001000000000000002B at Mar 4, 2030, 10:19 a.m.')).toBeInTheDocument();
  expect(screen.queryByText(/Backups are healthy/)).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it("says an external database is its provider's to back up, with the pg_dump command", async () => {
  const external = { ...healthy, builtIn: false, lastBaseBackup: null, baseBackupCount: 0, lastArchivedWal: null, lastArchivedAt: null, lastArchivedAgeSeconds: null, archivedCount: 0, restorableFrom: null, restorableTo: null };
  const { container } = renderWithApp(<BackupsTab />, { mocks: [mock(external)] });
  expect(await screen.findByText(/point-in-time recovery backs it up/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'pg_dump' })).toHaveTextContent(healthy.logicalCopyCommand);
  expect(screen.queryByRole('group', { name: /Last base backup/ })).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

describe('the off-site copy', () => {
  it('shows where the backups are copied, the last copy and that none failed', async () => {
    const { container } = renderWithApp(<BackupsTab />, { mocks: [mock(healthy)] });
    const section = await screen.findByRole('region', { name: 'Off-site copy' });
    const last = within(section).getByRole('group', { name: 'Last copy to the bucket: Mar 4, 2030, 10:19 a.m.' });
    expect(within(last).getByText('To s3://gta-backups/backups/, every minute')).toBeInTheDocument();
    const error = within(section).getByRole('group', { name: 'Last copy error: None' });
    expect(within(error).getByText('No copy to the bucket has failed.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a failing copy: its error, the last success and the problem operators were e-mailed about', async () => {
    const failing = {
      ...healthy,
      offsiteCopy: { ...healthy.offsiteCopy, lastFailedAt: '2030-03-04T15:20:00.000Z', lastError: 'NoSuchBucket: The specified bucket does not exist' },
      problems: [
        {
          __typename: 'BackupProblem' as const,
          kind: 'OFFSITE_COPY_FAILING',
          detail: 'Copying the backups to s3://gta-backups/backups/ failed (last tried 2030-03-04 10:20:00): NoSuchBucket: The specified bucket does not exist.',
          emailedAt: '2030-03-04T15:20:00.000Z',
        },
      ],
    };
    const { container } = renderWithApp(<BackupsTab />, { mocks: [mock(failing)] });
    const problems = await screen.findByRole('list', { name: 'Backup problems' });
    const [problem] = within(problems).getAllByRole('listitem');
    expect(problem).toHaveTextContent('The copy to the off-site bucket is failing');
    expect(problem).toHaveTextContent('Operators were e-mailed Mar 4, 2030, 10:20 a.m.');
    const section = screen.getByRole('region', { name: 'Off-site copy' });
    expect(within(section).getByRole('group', { name: 'Last copy to the bucket: Mar 4, 2030, 10:19 a.m.' })).toBeInTheDocument();
    const error = within(section).getByRole('group', { name: 'Last copy error: Mar 4, 2030, 10:20 a.m.' });
    expect(within(error).getByText('NoSuchBucket: The specified bucket does not exist')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the backups are not copied off the machine when no bucket is set', async () => {
    const local = { ...healthy, offsiteCopy: { ...healthy.offsiteCopy, configured: false, target: null, lastCopiedAt: null } };
    const { container } = renderWithApp(<BackupsTab />, { mocks: [mock(local)] });
    const section = await screen.findByRole('region', { name: 'Off-site copy' });
    expect(section).toHaveTextContent('The backups are not copied off this machine');
    expect(section).toHaveTextContent('Set BACKUP_S3_BUCKET');
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
