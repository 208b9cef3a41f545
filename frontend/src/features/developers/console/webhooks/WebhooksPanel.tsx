import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, ConfirmDialog, EmptyState, Heading, HStack, SecretField, showToast, Stack, Text } from '@marketplace/design-system';
import { MAX_WEBHOOK_ENDPOINTS, SERVICE_AREAS, TRADES, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@marketplace/shared';
import { Formik } from 'formik';
import { Plus, Webhook } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FocusFirstError, FormikCheckboxGroupField, FormikTextField } from '../../../../forms';
import { graphql } from '../../../../gql';
import type { EndpointCard_EndpointFragment } from '../../../../gql/graphql';
import { fieldErrorsOf } from '../../../../app/graphql/errors';
import { actionProblem } from '../../../../app/graphql/actionProblem';
import { formatDateTime } from '../../../../app/marketplace/format';
import { useCreateWebhookEndpoint } from './mutations/useCreateWebhookEndpoint';
import { useDeleteWebhookEndpoint } from './mutations/useDeleteWebhookEndpoint';
import { useRotateWebhookSecret } from './mutations/useRotateWebhookSecret';
import { useSendTestWebhookEvent } from './mutations/useSendTestWebhookEvent';
import { useUpdateWebhookEndpoint } from './mutations/useUpdateWebhookEndpoint';
import { endpointSchema, type EndpointValues } from './schema';
import { DeliveryLog, deliveryOutcome, eventLabel } from './DeliveryLog';

export const EndpointCard_endpoint = graphql(`
  fragment EndpointCard_endpoint on WebhookEndpoint {
    id
    url
    description
    events
    trades {
      id
      name
    }
    cities {
      slug
      name
    }
    enabled
    disabledReason
    disabledAt
    failingSince
    previousSecretExpiresAt
    lastDelivery {
      id
      succeeded
      statusCode
      createdAt
    }
  }
`);

/** An endpoint as a screen's query lists it: its id beside the card's fragment. */
export type EndpointRef = { id: string } & FragmentType<EndpointCard_EndpointFragment>;

export interface WebhooksPanelProps {
  /** The endpoints, from the screen's query: the partner's own, or the partner an operator opened. */
  endpoints: readonly EndpointRef[];
  /**
   * An operator's view of one partner's endpoints. Staff can disable, enable, test and delete them
   * and read their logs; adding endpoints and secrets stay with the partner.
   */
  staff?: boolean;
}

export const SECRET_WARNING = 'Copy this secret now and keep it on your server. It is shown only once: after this, you can only replace it.';

const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: WEBHOOK_EVENT_LABELS[type].label, description: WEBHOOK_EVENT_LABELS[type].description }));
const TRADE_OPTIONS = TRADES.map((trade) => ({ value: String(trade.id), label: trade.name }));
const CITY_OPTIONS = SERVICE_AREAS.map((area) => ({ value: area.slug, label: area.name }));

/** The new secret, once: Done hides it for good. */
function SecretPanel({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack as="section" aria-labelledby={id} gap="4" p={{ base: '4', md: '5' }} borderWidth="2px" borderColor="border.warning" borderRadius="card" bg="bg.panel">
      <Heading as="h3" size="md" id={id} ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        {title}
      </Heading>
      <SecretField label="Signing secret" value={secret} warning={SECRET_WARNING} />
      <HStack justify="flex-end">
        <Button onClick={onDone}>I have copied the secret</Button>
      </HStack>
    </Stack>
  );
}

function AddEndpointForm({ onCreated, onCancel }: { onCreated: (endpoint: { url: string; description?: string | null }, secret: string) => void; onCancel: () => void }) {
  const [create] = useCreateWebhookEndpoint();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues: EndpointValues = { url: '', description: '', events: ['project.published'], tradeIds: [], cities: [] };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={endpointSchema}
      onSubmit={async (values, { setErrors, setStatus }) => {
        setStatus(undefined);
        try {
          const { data } = await create({
            variables: {
              input: { url: values.url.trim(), description: values.description.trim() || null, events: values.events, tradeIds: values.tradeIds.map(Number), cities: values.cities },
            },
          });
          if (data) onCreated(data.createWebhookEndpoint.endpoint, data.createWebhookEndpoint.secret);
        } catch (problem) {
          const fields = fieldErrorsOf(problem);
          if (fields) setErrors(fields);
          else setStatus(actionProblem(problem));
        }
      }}
    >
      {(form) => (
        <form ref={formRef} onSubmit={form.handleSubmit} noValidate aria-label="Add an endpoint">
        <Stack gap="4" p={{ base: '4', md: '5' }} borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel">
          <FocusFirstError formRef={formRef} />
          <Heading as="h3" size="md">
            Add an endpoint
          </Heading>
          <FormikTextField name="url" label="Endpoint URL" required type="url" inputMode="url" placeholder="https://api.example.com/webhooks/gta-home-pros" helpText="We POST signed JSON here. https only; we never follow redirects." />
          <FormikTextField name="description" label="Description" placeholder="Leads into our CRM" />
          <FormikCheckboxGroupField name="events" legend="Events" options={EVENT_OPTIONS} required disabled={form.isSubmitting} />
          <FormikCheckboxGroupField name="tradeIds" legend="Only these trades" options={TRADE_OPTIONS} helpText="Leave all unticked for every trade." disabled={form.isSubmitting} />
          <FormikCheckboxGroupField name="cities" legend="Only these cities" options={CITY_OPTIONS} helpText="Leave all unticked for every city." disabled={form.isSubmitting} />
          {form.status ? (
            <Text role="alert" color="fg.error">
              {form.status}
            </Text>
          ) : null}
          <Stack direction={{ base: 'column', sm: 'row' }} justify="flex-end" gap="3">
            <Button variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.isSubmitting} loadingText="Adding…">
              Add endpoint
            </Button>
          </Stack>
        </Stack>
        </form>
      )}
    </Formik>
  );
}

/** One endpoint: its state and filters, its last delivery, and its actions; `onSecret` and `onDelete` are given the endpoint shown. */
function EndpointCard({
  endpoint: ref,
  staff,
  onSecret,
  onDelete,
}: {
  endpoint: FragmentType<EndpointCard_EndpointFragment>;
  staff: boolean;
  onSecret: (secret: string, endpoint: EndpointCard_EndpointFragment) => void;
  onDelete: (endpoint: EndpointCard_EndpointFragment) => void;
}) {
  const titleId = useId();
  const [showLog, setShowLog] = useState(false);
  const [update, { loading: updating }] = useUpdateWebhookEndpoint();
  const [rotate, { loading: rotating }] = useRotateWebhookSecret();
  const [sendTest, { loading: testing }] = useSendTestWebhookEvent();
  const { data: endpoint, complete } = useFragment({ fragment: EndpointCard_endpoint, from: ref });
  if (!complete) return null;
  const name = endpoint.description || endpoint.url;
  const filters = [endpoint.trades.map((t) => t.name).join(', ') || 'Every trade', endpoint.cities.map((c) => c.name).join(', ') || 'every city'].join(' · ');
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (problem) {
      showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
    }
  };
  const last = endpoint.lastDelivery;
  return (
    <Stack as="li" aria-labelledby={titleId} gap="3" p="4" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text id={titleId} fontWeight="semibold" wordBreak="break-word">
              {name}
            </Text>
            <Badge colorPalette={endpoint.enabled ? (endpoint.failingSince ? 'orange' : 'green') : 'red'} variant="subtle">
              {endpoint.enabled ? (endpoint.failingSince ? 'Failing' : 'Enabled') : 'Disabled'}
            </Badge>
          </HStack>
          {endpoint.description ? (
            <Text textStyle="sm" fontFamily="mono" wordBreak="break-all">
              {endpoint.url}
            </Text>
          ) : null}
          <Text textStyle="sm" color="fg.muted">
            {endpoint.events.map(eventLabel).join(', ')} · {filters}
          </Text>
          {!endpoint.enabled && endpoint.disabledReason ? (
            <Text textStyle="sm" color="fg.error">
              {endpoint.disabledReason}
              {endpoint.disabledAt ? ` (${formatDateTime(endpoint.disabledAt)})` : ''}. Fix it, send a test event, then enable it again.
            </Text>
          ) : null}
          {endpoint.enabled && endpoint.failingSince ? (
            <Text textStyle="sm" color="fg.warning">
              Every delivery has failed since {formatDateTime(endpoint.failingSince)}. After 3 days of failures the endpoint is disabled.
            </Text>
          ) : null}
          {endpoint.previousSecretExpiresAt ? (
            <Text textStyle="sm" color="fg.muted">
              The previous secret also signs until {formatDateTime(endpoint.previousSecretExpiresAt)}.
            </Text>
          ) : null}
          <Text textStyle="sm" color="fg.muted">
            {last ? `Last delivery: ${deliveryOutcome(last)} ${formatDateTime(last.createdAt)}` : 'No deliveries yet'}
          </Text>
        </Stack>
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap="wrap">
        <Button size="sm" variant="outline" loading={testing} loadingText="Sending…" aria-label={`Send a test event to ${name}`} onClick={() =>
            void run(async () => {
              const { data } = await sendTest({ variables: { id: endpoint.id } });
              const attempt = data?.sendTestWebhookEvent;
              if (attempt) showToast({ title: attempt.succeeded ? 'Test event delivered' : 'Test event failed', description: `${deliveryOutcome(attempt)} in ${attempt.durationMs} ms${attempt.error ? `: ${attempt.error}` : ''}`, type: attempt.succeeded ? 'success' : 'error' });
            })
          }>
          Send test event
        </Button>
        <Button size="sm" variant="outline" loading={updating} aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${name}`} onClick={() => void run(() => update({ variables: { id: endpoint.id, input: { enabled: !endpoint.enabled } } }))}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        {staff ? null : (
          <Button size="sm" variant="outline" loading={rotating} aria-label={`Rotate the secret of ${name}`} onClick={() =>
              void run(async () => {
                const { data } = await rotate({ variables: { id: endpoint.id } });
                if (data) onSecret(data.rotateWebhookSecret.secret, endpoint);
              })
            }>
            Rotate secret
          </Button>
        )}
        <Button size="sm" variant="outline" aria-expanded={showLog} aria-label={`${showLog ? 'Hide' : 'Show'} the delivery log of ${name}`} onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Delete ${name}`} onClick={() => onDelete(endpoint)}>
          Delete
        </Button>
      </Stack>
      {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
    </Stack>
  );
}

/**
 * Partner webhooks: the endpoints with their state, adding one (its secret shown once), rotating
 * secrets, test events, deleting, and each endpoint's delivery log (loaded when opened). The screen's
 * query lists the endpoints: a partner's console their own, an operator's view of a partner (`staff`)
 * that partner's.
 */
export function WebhooksPanel({ endpoints, staff = false }: WebhooksPanelProps) {
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ title: string; secret: string } | null>(null);
  const [pending, setPending] = useState<EndpointCard_EndpointFragment | null>(null);
  const [remove, { loading: deleting }] = useDeleteWebhookEndpoint();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const full = endpoints.length >= MAX_WEBHOOK_ENDPOINTS;

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove({ variables: { id: pending.id } });
      showToast({ title: 'Endpoint deleted', description: `${pending.description || pending.url} receives no more events.`, type: 'success' });
      headingRef.current?.focus();
    } catch (problem) {
      showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby="webhooks-heading" gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg" id="webhooks-heading" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
          Webhooks
        </Heading>
        <Text color="fg.muted">
          {staff
            ? "This partner's endpoints and their delivery logs."
            : `We POST signed events (Standard Webhooks) to your endpoints when projects are published, close or change status. Up to ${MAX_WEBHOOK_ENDPOINTS} endpoints.`}
        </Text>
      </Stack>
      {secret ? <SecretPanel title={secret.title} secret={secret.secret} onDone={() => setSecret(null)} /> : null}
      {!staff && !secret ? (
        adding ? (
          <AddEndpointForm
            onCancel={() => setAdding(false)}
            onCreated={(endpoint, value) => {
              setAdding(false);
              setSecret({ title: `Signing secret for ${endpoint.description || endpoint.url}`, secret: value });
            }}
          />
        ) : (
          <HStack>
            <Button onClick={() => setAdding(true)} disabled={full}>
              <Plus aria-hidden="true" />
              Add endpoint
            </Button>
            {full ? <Text color="fg.muted">You have {MAX_WEBHOOK_ENDPOINTS} endpoints: delete one to add another.</Text> : null}
          </HStack>
        )
      ) : null}
      {endpoints.length === 0 ? (
        <EmptyState title="No webhook endpoints yet." description={staff ? 'This partner has not added any.' : 'Add one to hear of new projects as they are published.'} icon={Webhook} headingLevel="h3" />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Webhook endpoints">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              staff={staff}
              onSecret={(value, shown) => setSecret({ title: `New signing secret for ${shown.description || shown.url}`, secret: value })}
              onDelete={setPending}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Delete this endpoint?"
        description={pending ? `${pending.description || pending.url} stops receiving events at once, and its delivery log is deleted. This cannot be undone.` : undefined}
        confirmLabel="Delete endpoint"
        tone="danger"
        isLoading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
