import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, HStack, Stack, Table, Text } from '@marketplace/design-system';
import { graphql } from '../../../gql';
import type { KeyUsage_ApiKeyFragment } from '../../../gql/graphql';
import { formatDate } from '../../../app/marketplace/format';
import { formatNumber } from '@marketplace/shared';

export const KeyUsage_apiKey = graphql(`
  fragment KeyUsage_apiKey on ApiKey {
    id
    name
    revokedAt
    usage(days: 14) {
      day
      requests
      errors
      throttled
    }
  }
`);

const count = formatNumber;

/**
 * One key's last 14 days: totals, a bar per day (decoration: the table says the same), and the table
 * of requests, errors and 429s per day, newest first.
 */
export function KeyUsage({ apiKey: key }: { apiKey: FragmentType<KeyUsage_ApiKeyFragment> }) {
  const { data: apiKey, complete } = useFragment({ fragment: KeyUsage_apiKey, from: key });
  if (!complete) return null;
  const days = apiKey.usage;
  const total = days.reduce((sum, day) => ({ requests: sum.requests + day.requests, errors: sum.errors + day.errors, throttled: sum.throttled + day.throttled }), { requests: 0, errors: 0, throttled: 0 });
  const busiest = Math.max(1, ...days.map((day) => day.requests));
  const captionId = `usage-${apiKey.id}`;
  return (
    <Stack gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" minW="0">
      <Stack gap="0.5">
        <Text fontWeight="semibold" id={captionId} wordBreak="break-word">
          {apiKey.name}
          {apiKey.revokedAt ? ' (revoked)' : ''}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          Last {days.length} days: {count(total.requests)} {total.requests === 1 ? 'request' : 'requests'} · {count(total.errors)} {total.errors === 1 ? 'error' : 'errors'} · {count(total.throttled)} over the limit (429)
        </Text>
      </Stack>
      <HStack aria-hidden="true" align="end" gap="1" h="12">
        {days.map((day) => (
          <Box key={day.day} flex="1" h="full" display="flex" alignItems="end" title={`${formatDate(day.day)}: ${day.requests}`}>
            <Box w="full" minH={day.requests > 0 ? '2px' : '0'} h={`${(day.requests / busiest) * 100}%`} bg={day.errors + day.throttled > 0 ? 'orange.solid' : 'brand.solid'} borderTopRadius="sm" />
          </Box>
        ))}
      </HStack>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-labelledby={captionId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Errors</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">429s</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...days].reverse().map((day) => (
              <Table.Row key={day.day}>
                <Table.Cell>{formatDate(day.day)}</Table.Cell>
                <Table.Cell textAlign="end">{count(day.requests)}</Table.Cell>
                <Table.Cell textAlign="end">{count(day.errors)}</Table.Cell>
                <Table.Cell textAlign="end">{count(day.throttled)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
