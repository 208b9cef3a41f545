import { useQuery } from '@apollo/client/react';
import { Button, Heading, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { DataView } from '../../../app/ui/dataStates';
import { KeyUsage } from './KeyUsage';
import { WebhooksPanel } from './webhooks/WebhooksPanel';

/** One partner as an operator opens them: each key with its usage, and their webhook endpoints. */
export const PartnerDetailsQuery = graphql(`
  query PartnerDetails($partnerId: ID!) {
    apiKeys(partnerId: $partnerId) {
      id
      ...KeyUsage_apiKey
    }
    webhookEndpoints(partnerId: $partnerId) {
      id
      ...EndpointCard_endpoint
    }
  }
`);

/** The opened partner's keys and usage, then their webhooks: one query, run when the operator opens the partner. */
function PartnerDetailsPanel({ partnerId, organisation }: { partnerId: string; organisation: string }) {
  const { data, loading, error, refetch } = useQuery(PartnerDetailsQuery, { variables: { partnerId }, fetchPolicy: 'cache-and-network' });
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={() => false}
      placeholder={{ label: 'Loading this partner’s keys and webhooks…', variant: 'list', count: 1 }}
      errorTitle="We couldn't load this partner’s keys and webhooks"
      empty={null}
    >
      {({ apiKeys, webhookEndpoints }) => (
        <Stack gap="3">
          <Heading as="h4" size="sm">
            {organisation}: keys and usage, last 14 days
          </Heading>
          {apiKeys.length === 0 ? (
            <Text color="fg.muted">No keys yet.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              {apiKeys.map((apiKey) => (
                <KeyUsage key={apiKey.id} apiKey={apiKey} />
              ))}
            </SimpleGrid>
          )}
          <WebhooksPanel endpoints={webhookEndpoints} staff />
        </Stack>
      )}
    </DataView>
  );
}

/**
 * An approved partner as operators see them: each key's usage and their webhook endpoints. A detail
 * view opened one partner at a time, so it loads its own query when opened rather than every
 * partner's keys and endpoints coming with the list of applications.
 */
export function PartnerDetails({ partnerId, organisation }: { partnerId: string; organisation: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <Button variant="outline" size="sm" alignSelf="start" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide keys, usage and webhooks' : 'Keys, usage and webhooks'}
      </Button>
      {open ? <PartnerDetailsPanel partnerId={partnerId} organisation={organisation} /> : null}
    </Stack>
  );
}
