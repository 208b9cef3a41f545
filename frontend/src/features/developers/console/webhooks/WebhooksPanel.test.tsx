import { toaster } from '@marketplace/design-system';
import { WEBHOOK_MESSAGES } from '@marketplace/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../app/testing/renderWithApp';
import { axe } from '../../../../test/axe';
import { viewerMock, viewerNode } from '../../../../app/session/testing';
import { PartnerConsoleQuery } from '../operations';
import { PartnerConsolePage } from '../PartnerConsolePage';
import { PartnerDetails, PartnerDetailsQuery } from '../PartnerDetails';
import { CreateWebhookEndpointMutation, DeleteWebhookEndpointMutation, SendTestWebhookEventMutation, WebhookDeliveriesQuery } from './operations';
import { EndpointCard_endpoint, SECRET_WARNING, WebhooksPanel, type EndpointRef } from './WebhooksPanel';

beforeEach(() => toaster.remove());

const delivery = (overrides: object = {}) => ({
  __typename: 'WebhookDelivery' as const,
  id: '11',
  eventId: 'msg_0192f1c2a3b4c5d6e7f8a9b0c1d2',
  eventType: 'project.published',
  attempt: 2,
  succeeded: true,
  statusCode: 204,
  durationMs: 87,
  error: null,
  createdAt: '2030-03-04T14:20:00.000Z',
  ...overrides,
});

const endpoint = (overrides: object = {}) => ({
  __typename: 'WebhookEndpoint' as const,
  id: '3',
  url: 'https://api.durhamleads.ca/hooks/gta',
  description: 'Durham CRM',
  events: ['project.published', 'project.closed'],
  trades: [{ __typename: 'Trade' as const, id: 8, name: 'Plumbing' }],
  cities: [{ __typename: 'ServiceArea' as const, slug: 'mississauga', name: 'Mississauga' }],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: '2030-02-10T15:00:00.000Z',
  lastDelivery: delivery(),
  ...overrides,
});

const disabled = endpoint({
  id: '4',
  url: 'https://old.example.ca/hook',
  description: 'Old bridge',
  enabled: false,
  disabledReason: 'Every delivery failed for 3 days (since 2030-03-01 09:00 UTC)',
  disabledAt: '2030-03-04T09:00:00.000Z',
  lastDelivery: delivery({ id: '12', succeeded: false, statusCode: 500, error: 'Answered 500: only 2xx counts as delivered' }),
});

const limits = { __typename: 'ApiLimits' as const, readsPerMinute: 3000, writesPerMinute: 60, maxCost: 5000, keysPerPartner: 3 };
/** The partner console's query, whose answer carries the partner's endpoints. */
const consoleMock = (endpoints: object[]) => ({ request: { query: PartnerConsoleQuery }, result: { data: { apiLimits: limits, apiKeys: [], webhookEndpoints: endpoints } } });
/** The panel rendered alone: the endpoint is in the cache (as the screen's query leaves it) and the panel gets its reference. */
const cached = (...endpoints: ReturnType<typeof endpoint>[]) => ({
  fragments: endpoints.map((data) => ({ fragment: EndpointCard_endpoint, data })),
  refs: endpoints.map(({ id }) => ({ __typename: 'WebhookEndpoint', id }) as unknown as EndpointRef),
});

it('lists endpoints with their state, and adds one showing its secret once', async () => {
  const user = userEvent.setup({ delay: null });
  const created = endpoint({ id: '5', url: 'https://hooks.leads.ca/in', description: '', events: ['project.published'], trades: [], cities: [], lastDelivery: null });
  const { container } = renderWithApp(<PartnerConsolePage />, {
    mocks: [
      viewerMock(viewerNode('PARTNER')),
      consoleMock([endpoint(), disabled]),
      {
        request: { query: CreateWebhookEndpointMutation, variables: { input: { url: 'https://hooks.leads.ca/in', description: null, events: ['project.published'], tradeIds: [], cities: [] } } },
        result: { data: { createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0', endpoint: created } } },
      },
    ],
  });
  const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('Durham CRM');
  expect(first).toHaveTextContent('Enabled');
  expect(first).toHaveTextContent('Plumbing · Mississauga');
  expect(second).toHaveTextContent('Disabled');
  expect(second).toHaveTextContent('Every delivery failed for 3 days');
  expect(second).toHaveTextContent('Failed (500)');

  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  const form = screen.getByRole('form', { name: 'Add an endpoint' });
  await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
  expect(await within(form).findByText(WEBHOOK_MESSAGES.url)).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: /Endpoint URL/ }), 'https://hooks.leads.ca/in');
  await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

  expect(await screen.findByRole('textbox', { name: 'Signing secret' })).toHaveTextContent('whsec_c2VjcmV0c2VjcmV0c2VjcmV0');
  expect(screen.getByText(SECRET_WARNING)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy Signing secret' })).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(await axe(container)).toHaveNoViolations();
  await user.click(screen.getByRole('button', { name: 'I have copied the secret' }));
  expect(screen.queryByText('whsec_c2VjcmV0c2VjcmV0c2VjcmV0')).not.toBeInTheDocument();
});

it('sends a test event, shows the delivery log, and deletes after confirmation', async () => {
  const user = userEvent.setup({ delay: null });
  const test = delivery({ id: '13', eventId: 'msg_test', eventType: 'webhook.test', attempt: 1, statusCode: 200, durationMs: 41 });
  const { fragments, refs } = cached(endpoint());
  renderWithApp(<WebhooksPanel endpoints={refs} />, {
    fragments,
    mocks: [
      { request: { query: SendTestWebhookEventMutation, variables: { id: '3' } }, result: { data: { sendTestWebhookEvent: test } } },
      {
        request: { query: WebhookDeliveriesQuery, variables: { endpointId: '3', first: 20 } },
        result: { data: { webhookDeliveries: { __typename: 'WebhookDeliveryConnection', totalCount: 2, nodes: [test, delivery()], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'x' } } } },
      },
      { request: { query: DeleteWebhookEndpointMutation, variables: { id: '3' } }, result: { data: { deleteWebhookEndpoint: '3' } } },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Send a test event to Durham CRM' }));
  expect(await screen.findByText('Test event delivered')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(/Last delivery: Delivered \(200\)/)).toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Show the delivery log of Durham CRM' }));
  const log = await screen.findByRole('list', { name: 'Delivery log, newest first' });
  const rows = within(log).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Test event');
  expect(rows[0]).toHaveTextContent('attempt 1 · 41 ms');
  expect(rows[1]).toHaveTextContent('Project published');
  expect(rows[1]).toHaveTextContent('Delivered (204)');

  await user.click(screen.getByRole('button', { name: 'Delete Durham CRM' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
  expect(await screen.findByText('Endpoint deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Durham CRM')).not.toBeInTheDocument());
});

it("shows an operator a partner's endpoints without adding or rotating", async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PartnerDetails partnerId="partner-7" organisation="Durham Reno Leads" />, {
    mocks: [{ request: { query: PartnerDetailsQuery, variables: { partnerId: 'partner-7' } }, result: { data: { apiKeys: [], webhookEndpoints: [endpoint()] } } }],
  });
  await user.click(screen.getByRole('button', { name: 'Keys, usage and webhooks' }));
  expect(await screen.findByText('Durham CRM')).toBeInTheDocument();
  expect(screen.getByText('No keys yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Rotate the secret/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Disable Durham CRM' })).toBeInTheDocument();
});
