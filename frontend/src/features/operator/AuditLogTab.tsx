import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Badge, EmptyState, Heading, HStack, LoadMore, Stack, Text } from '@marketplace/design-system';
import { History } from 'lucide-react';
import { graphql } from '../../gql';
import type { EntryRow_EntryFragment } from '../../gql/graphql';
import { DataView } from '../../app/ui/dataStates';
import { actionProblem } from '../../app/graphql/actionProblem';
import { useLoadingMore } from '../../app/ui/useLoadingMore';
import { changeLabel, formatDateTime } from './format';
import { AuditLogQuery } from './operations';

export const AUDIT_PAGE_SIZE = 25;

export const EntryRow_entry = graphql(`
  fragment EntryRow_entry on AuditEntry {
    id
    actor
    action
    subjectType
    subjectId
    changes {
      field
      before
      after
    }
    note
    createdAt
  }
`);

function EntryRow({ entry: ref }: { entry: FragmentType<EntryRow_EntryFragment> }) {
  const { data: entry, complete } = useFragment({ fragment: EntryRow_entry, from: ref });
  if (!complete) return null;
  return (
    <Stack as="li" gap="2" p="4" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" minW="0">
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="blue" fontFamily="mono">
          {entry.action}
        </Badge>
        <Text textStyle="sm" color="fg.muted">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </Text>
      </HStack>
      <Text textStyle="sm" wordBreak="break-word">
        <Text as="span" fontWeight="semibold">
          {entry.actor}
        </Text>
        {' on '}
        {entry.subjectType} {entry.subjectId}
      </Text>
      {entry.changes.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="0.5" textStyle="sm" fontFamily="mono" color="fg.muted" aria-label="Changes">
          {entry.changes.map((change) => (
            <Text as="li" key={change.field} wordBreak="break-word">
              {changeLabel(change)}
            </Text>
          ))}
        </Stack>
      ) : null}
      {entry.note ? (
        <Text textStyle="sm" whiteSpace="pre-line" wordBreak="break-word">
          Note: {entry.note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Every operator (and scheduled) action, newest first. The log is append-only. */
export function AuditLogTab() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AuditLogQuery, { variables: { first: AUDIT_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const { loadingMore, loadMore } = useLoadingMore('Older entries could not be loaded');

  const page = data?.auditLog;
  const loadOlder = () =>
    page?.nextCursor &&
    loadMore(() =>
      fetchMore({
        variables: { before: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({ auditLog: { ...fetchMoreResult.auditLog, entries: [...previous.auditLog.entries, ...fetchMoreResult.auditLog.entries] } }),
      }),
    );

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Audit log
      </Heading>
      <DataView
        data={page}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(log) => log.entries.length === 0}
        placeholder={{ label: 'Loading the audit log...', variant: 'list', count: 4 }}
        errorTitle="We couldn't load the audit log"
        errorDescription={actionProblem(error)}
        errorHeadingLevel="h3"
        empty={<EmptyState title="Nothing has been logged yet." description="Approvals, rejections, disabled accounts and API key changes are recorded here." icon={History} headingLevel="h3" />}
      >
        {(page) => (
          <>
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Audit entries, newest first">
              {page.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </Stack>
            <LoadMore hasMore={Boolean(page.nextCursor)} onLoadMore={() => void loadOlder()} loading={loadingMore} shownCount={page.entries.length} itemLabel="entries" itemLabelOne="entry" label="Load older entries" />
          </>
        )}
      </DataView>
    </Stack>
  );
}
