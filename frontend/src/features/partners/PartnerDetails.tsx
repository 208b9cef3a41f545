import { useQuery } from '@apollo/client/react';
import { Button, Heading, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { DataView } from '../../app/ui/dataStates';
import { KeyUsage } from './KeyUsage';
import { WebhooksPanel } from './webhooks/WebhooksPanel';

export const PartnerKeysQuery = graphql(`
  query PartnerKeys($partnerId: ID!) {
    apiKeys(partnerId: $partnerId) {
      id
      ...KeyUsage_apiKey
    }
  }
`);

function PartnerUsage({ partnerId }: { partnerId: string }) {
  const { data, loading, error, refetch } = useQuery(PartnerKeysQuery, { variables: { partnerId }, fetchPolicy: 'cache-and-network' });
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => answer.apiKeys.length === 0}
      placeholder={{ label: 'Loading this partner’s keys…', variant: 'list', count: 1 }}
      errorTitle="We couldn't load this partner’s keys"
      empty={<Text color="fg.muted">No keys yet.</Text>}
    >
      {({ apiKeys }) => (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {apiKeys.map((apiKey) => (
            <KeyUsage key={apiKey.id} apiKey={apiKey} />
          ))}
        </SimpleGrid>
      )}
    </DataView>
  );
}

/** An approved partner as operators see them: each key's usage and their webhook endpoints, loaded when opened. */
export function PartnerDetails({ partnerId, organisation }: { partnerId: string; organisation: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <Button variant="outline" size="sm" alignSelf="start" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide keys, usage and webhooks' : 'Keys, usage and webhooks'}
      </Button>
      {open ? (
        <Stack gap="3">
          <Heading as="h4" size="sm">
            {organisation}: keys and usage, last 14 days
          </Heading>
          <PartnerUsage partnerId={partnerId} />
          <WebhooksPanel partnerId={partnerId} />
        </Stack>
      ) : null}
    </Stack>
  );
}
