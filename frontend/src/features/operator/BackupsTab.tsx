import { useQuery } from '@apollo/client/react';
import { CodeSample, Heading, Notice, SimpleGrid, Stack, StatCard, Text } from '@marketplace/design-system';
import { formatNumber, torontoTimestamp } from '@marketplace/shared';
import { Archive, CalendarClock, CloudAlert, CloudBackup, DatabaseBackup, TriangleAlert } from 'lucide-react';
import { DataView } from '../../app/ui/dataStates';
import { graphql } from '../../gql';
import type { BackupProblemKind, BackupStatusQuery } from '../../gql/graphql';
import { actionProblem } from '../../app/graphql/actionProblem';
import { formatDateTime } from './format';

export const BackupStatusQueryDocument = graphql(`
  query BackupStatus {
    backupStatus {
      builtIn
      checkedAt
      lastBaseBackup {
        name
        endedAt
        bytes
        ageSeconds
      }
      baseBackupCount
      lastArchivedWal
      lastArchivedAt
      lastArchivedAgeSeconds
      archivedCount
      failedCount
      lastFailedWal
      lastFailedAt
      restorableFrom
      restorableTo
      offsiteCopy {
        configured
        target
        lastCopiedAt
        lastFailedAt
        lastError
      }
      problems {
        kind
        detail
        emailedAt
      }
      logicalCopyCommand
    }
  }
`);

type Status = BackupStatusQuery['backupStatus'];

const PROBLEM_TITLES: Record<BackupProblemKind, string> = {
  ARCHIVING_FAILING: 'WAL archiving is failing',
  BASE_BACKUP_OVERDUE: 'The last base backup is overdue',
  OFFSITE_COPY_FAILING: 'The copy to the off-site bucket is failing',
};

/** '40 seconds', '12 minutes', '5 hours', '2 days 3 hours': how long ago, to the unit that matters. */
export function ageLabel(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hour');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  return hours ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
}

/** '48.2 MB', '1.3 GB'. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1024 ? `${formatNumber(Math.round((mb / 1024) * 10) / 10)} GB` : `${formatNumber(Math.round(mb * 10) / 10)} MB`;
}

/** `2026-12-01 14:05:33`: Toronto time as `npm run restore -- --to` reads it. */
const restoreTime = (at: string) => torontoTimestamp(new Date(at));

function ExternalDatabase({ status }: { status: Status }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Notice tone="info">
        This site runs on an external PostgreSQL (DATABASE_URL): its provider&apos;s point-in-time recovery backs it up (RDS, Cloud SQL, Heroku Continuous Protection and the like), and restores are made from the provider&apos;s console. The built-in archiving and base backups are off.
      </Notice>
      <Text textStyle="sm">For a logical copy on top of the provider&apos;s backups, run this where DATABASE_URL is set:</Text>
      <CodeSample label="pg_dump" code={status.logicalCopyCommand} />
    </Stack>
  );
}

function Problems({ status }: { status: Status }) {
  if (status.problems.length === 0) {
    return <Notice tone="success">Backups are healthy: WAL is being archived and the last base backup is less than 26 hours old.</Notice>;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Backup problems">
      {status.problems.map((problem) => (
        <li key={problem.kind}>
          <Notice tone="warning">
            <Text as="span" display="block" fontWeight="semibold">
              {PROBLEM_TITLES[problem.kind]}
            </Text>
            <Text as="span" display="block" fontWeight="normal">
              {problem.detail}
            </Text>
            <Text as="span" display="block" fontWeight="normal">
              {problem.emailedAt ? `Operators were e-mailed ${formatDateTime(problem.emailedAt)}.` : 'The next check (every 5 minutes) e-mails the operators.'}
            </Text>
          </Notice>
        </li>
      ))}
    </Stack>
  );
}

/** The copy of the backups off the machine, into a bucket (BACKUP_S3_BUCKET): where, when it last worked, its last error. */
function OffsiteCopy({ copy }: { copy: Status['offsiteCopy'] }) {
  const failing = copy.lastFailedAt != null && (copy.lastCopiedAt == null || copy.lastFailedAt > copy.lastCopiedAt);
  return (
    <Stack as="section" gap="3" aria-labelledby="offsite-copy-heading">
      <Heading as="h3" size="md" id="offsite-copy-heading">
        Off-site copy
      </Heading>
      {copy.configured ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <StatCard
            icon={CloudBackup}
            colorPalette={failing ? 'orange' : 'brand'}
            label="Last copy to the bucket"
            value={copy.lastCopiedAt ? formatDateTime(copy.lastCopiedAt) : 'None yet'}
            helpText={`To ${copy.target ?? 'the bucket'}, every minute`}
          />
          <StatCard
            icon={CloudAlert}
            colorPalette={failing ? 'orange' : 'brand'}
            label="Last copy error"
            value={copy.lastFailedAt ? formatDateTime(copy.lastFailedAt) : 'None'}
            helpText={copy.lastError ?? 'No copy to the bucket has failed.'}
          />
        </SimpleGrid>
      ) : (
        <Notice tone="info">
          The backups are not copied off this machine, so losing the machine loses them with the database. Set BACKUP_S3_BUCKET (with the S3 settings) to copy them into a bucket every minute.
        </Notice>
      )}
    </Stack>
  );
}

function BuiltInDatabase({ status }: { status: Status }) {
  const backup = status.lastBaseBackup;
  const failures = status.failedCount;
  return (
    <Stack gap="6">
      <Problems status={status} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <StatCard
          icon={DatabaseBackup}
          label="Last base backup"
          value={backup ? `${ageLabel(backup.ageSeconds)} ago` : 'None yet'}
          helpText={
            backup
              ? `${formatDateTime(backup.endedAt)} · ${sizeLabel(backup.bytes)} · ${status.baseBackupCount} kept`
              : 'The nightly one runs at 02:30; npm run backup takes one now.'
          }
        />
        <StatCard
          icon={Archive}
          label="Last archived WAL"
          value={status.lastArchivedAgeSeconds != null ? `${ageLabel(status.lastArchivedAgeSeconds)} ago` : 'None yet'}
          helpText={
            status.lastArchivedWal && status.lastArchivedAt
              ? `${status.lastArchivedWal} at ${formatDateTime(status.lastArchivedAt)} · ${formatNumber(status.archivedCount)} archived`
              : 'A segment is archived at least every minute while anything is written.'
          }
        />
        <StatCard
          icon={CalendarClock}
          label="Restore to any time from"
          value={status.restorableFrom ? restoreTime(status.restorableFrom) : 'Not yet'}
          helpText={status.restorableFrom && status.restorableTo ? `to ${restoreTime(status.restorableTo)}, Toronto time` : 'Restores need a base backup first.'}
        />
        <StatCard
          icon={TriangleAlert}
          colorPalette={failures ? 'orange' : 'brand'}
          label="Archive failures"
          value={formatNumber(failures)}
          helpText={
            status.lastFailedWal && status.lastFailedAt
              ? `Last: ${status.lastFailedWal} at ${formatDateTime(status.lastFailedAt)}`
              : "None since PostgreSQL's statistics were last reset."
          }
        />
      </SimpleGrid>
      {status.restorableTo ? (
        <Stack gap="2" maxW="3xl">
          <Text textStyle="sm">
            To recover, restore into a new data folder (the live one is never touched), then switch to it as the README&apos;s &ldquo;Backups and restore&rdquo; says:
          </Text>
          <CodeSample label="Restore" code={`npm run restore -- --to "${restoreTime(status.restorableTo)}"`} />
        </Stack>
      ) : null}
      <OffsiteCopy copy={status.offsiteCopy} />
    </Stack>
  );
}

/**
 * The Backups tab: the built-in database's continuous archiving and base backups as PostgreSQL reports them (the last
 * base backup and its size, the last archived WAL and its age, the times one can restore to, the archiver's failures),
 * the copy into the off-site bucket (configured or not, its last success and last error) and the problems operators
 * are e-mailed about; or, on an external database, that its provider backs it up.
 */
export function BackupsTab() {
  const { data, loading, error, refetch } = useQuery(BackupStatusQueryDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const status = data?.backupStatus;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          Backups
        </Heading>
        <Text color="fg.muted" textStyle="sm" maxW="3xl">
          The database&apos;s continuous archiving and nightly base backups, as PostgreSQL reports them.
          {status ? ` Last checked ${formatDateTime(status.checkedAt)}` : ''}
        </Text>
      </Stack>
      <DataView
        data={status}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        placeholder={{ label: 'Loading the backups...', variant: 'list', count: 2 }}
        errorTitle="We couldn't load the backups"
        errorDescription={actionProblem(error)}
      >
        {(loaded) => (loaded.builtIn ? <BuiltInDatabase status={loaded} /> : <ExternalDatabase status={loaded} />)}
      </DataView>
    </Stack>
  );
}
