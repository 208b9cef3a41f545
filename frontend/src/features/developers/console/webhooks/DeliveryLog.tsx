import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Badge, HStack, LoadMore, Stack, Text } from '@marketplace/design-system';
import { WEBHOOK_EVENT_LABELS, type WebhookEventTypeValue } from '@marketplace/shared';
import { DataView } from '../../../../app/ui/dataStates';
import { useLoadingMore } from '../../../../app/ui/useLoadingMore';
import { formatDateTime } from '../../../../app/marketplace/format';
import { graphql } from '../../../../gql';
import type { DeliveryRow_DeliveryFragment } from '../../../../gql/graphql';
import { WebhookDeliveriesQuery } from './operations';

/** A webhook endpoint's delivery log: one line per attempt (outcome, event, time, attempt number, duration). */
export const DeliveryRow_delivery = graphql(`
  fragment DeliveryRow_delivery on WebhookDelivery {
    id
    eventId
    eventType
    attempt
    succeeded
    statusCode
    durationMs
    error
    createdAt
  }
`);

/** An event type as partners read it ('Project published'), or the test event's name. */
export const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventTypeValue]?.label ?? (type === 'webhook.test' ? 'Test event' : type);

/** How an attempt ended, as the log and the endpoint's last delivery say it: 'Delivered (204)', 'Failed (no answer)'. */
export function deliveryOutcome(delivery: { succeeded: boolean; statusCode?: number | null }): string {
  if (delivery.succeeded) return `Delivered (${delivery.statusCode})`;
  return delivery.statusCode ? `Failed (${delivery.statusCode})` : 'Failed (no answer)';
}

/** One line of an endpoint's delivery log. */
function DeliveryRow({ delivery: ref }: { delivery: FragmentType<DeliveryRow_DeliveryFragment> }) {
  const { data: delivery, complete } = useFragment({ fragment: DeliveryRow_delivery, from: ref });
  if (!complete) return null;
  return (
    <Stack as="li" direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} p="3" borderWidth="1px" borderColor="border" borderRadius="md" justify="space-between">
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={delivery.succeeded ? 'green' : 'red'} variant="subtle">
            {deliveryOutcome(delivery)}
          </Badge>
          <Text fontWeight="medium">{eventLabel(delivery.eventType)}</Text>
        </HStack>
        <Text textStyle="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
          {delivery.eventId}
        </Text>
        {delivery.error ? (
          <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
            {delivery.error}
          </Text>
        ) : null}
      </Stack>
      <Text textStyle="sm" color="fg.muted" flexShrink={0}>
        {formatDateTime(delivery.createdAt)} · attempt {delivery.attempt} · {delivery.durationMs} ms
      </Text>
    </Stack>
  );
}

/** An endpoint's delivery log, newest first, a page at a time. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(WebhookDeliveriesQuery, { variables: { endpointId, first: 20 } });
  const { loadingMore, loadMore } = useLoadingMore('Older deliveries could not be loaded');
  const page = data?.webhookDeliveries;
  return (
    <DataView
      data={page}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(p) => p.nodes.length === 0}
      placeholder={{ label: 'Loading the delivery log…', variant: 'list', count: 2 }}
      errorTitle="We couldn't load the delivery log"
      empty={<Text color="fg.muted">No deliveries yet. Send a test event to try the endpoint.</Text>}
    >
      {(p) => (
        <Stack gap="2">
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Delivery log, newest first">
            {p.nodes.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </Stack>
          {p.pageInfo.hasNextPage ? (
            <LoadMore
              hasMore
              shownCount={p.nodes.length}
              itemLabel="deliveries"
              itemLabelOne="delivery"
              totalCount={p.totalCount}
              loading={loadingMore}
              onLoadMore={() =>
                loadMore(() =>
                  fetchMore({
                    variables: { after: p.pageInfo.endCursor },
                    updateQuery: (previous, { fetchMoreResult }) => ({
                      webhookDeliveries: { ...fetchMoreResult.webhookDeliveries, nodes: [...previous.webhookDeliveries.nodes, ...fetchMoreResult.webhookDeliveries.nodes] },
                    }),
                  }),
                )
              }
            />
          ) : null}
        </Stack>
      )}
    </DataView>
  );
}
