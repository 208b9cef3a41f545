import { toaster } from '@marketplace/design-system';
import { PARTNER_MESSAGES } from '@marketplace/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { axe } from '../../../test/axe';
import { viewerMock, viewerNode } from '../../../app/session/testing';
import { ApplyForPartnerAccessMutation } from './mutations/useApplyForPartnerAccess';
import { CreatePartnerKeyMutation } from './mutations/useCreatePartnerKey';
import { PartnerConsoleQuery, PartnerJoinQuery } from './operations';
import { PartnerConsolePage } from './PartnerConsolePage';
import { PartnerJoinPage } from './PartnerJoinPage';
import { PARTNER_SECRET_WARNING } from './PartnerKeys';

beforeEach(() => toaster.remove());

const joinViewer = { __typename: 'Viewer' as const, id: 'u-home', name: 'Leah Tremblay', email: 'api@renoledger.ca', role: 'HOMEOWNER' as const };
const application = (overrides: object = {}) => ({
  __typename: 'PartnerApplication' as const,
  id: '7',
  organisation: 'RenoLedger Inc.',
  website: 'https://renoledger.ca',
  useCase: 'A budgeting app for Toronto homeowners that lists open renovation projects by trade and city.',
  status: 'PENDING' as const,
  decisionNote: null,
  decidedAt: null,
  updatedAt: '2030-03-04T14:00:00.000Z',
  ...overrides,
});

const days = (requests: number[]) =>
  requests.map((count, index) => ({ __typename: 'ApiUsageDay' as const, day: `2030-03-${String(index + 1).padStart(2, '0')}`, requests: count, errors: index === 13 ? 1 : 0, throttled: 0 }));

const key = (overrides: object = {}) => ({
  __typename: 'ApiKey' as const,
  id: '3',
  name: 'Production server',
  prefix: 'gta_7Qm2xY',
  createdAt: '2030-02-10T15:00:00.000Z',
  lastUsedAt: '2030-03-14T13:20:00.000Z',
  revokedAt: null,
  usage: days([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 120, 340, 95]),
  ...overrides,
});

const limits = { __typename: 'ApiLimits' as const, readsPerMinute: 3000, writesPerMinute: 60, maxCost: 5000, keysPerPartner: 3 };

it('takes an application from a signed-in account, checks it with the server’s messages, then shows it waiting', async () => {
  const user = userEvent.setup({ delay: null });
  const input = { organisation: 'RenoLedger Inc.', website: 'https://renoledger.ca', useCase: application().useCase };
  const { container } = renderWithApp(<PartnerJoinPage />, {
    mocks: [
      { request: { query: PartnerJoinQuery }, result: { data: { viewer: joinViewer, myPartnerApplication: null } }, maxUsageCount: 3 },
      { request: { query: ApplyForPartnerAccessMutation, variables: { input } }, result: { data: { applyForPartnerAccess: application() } } },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Send application' }));
  expect(await screen.findByText(PARTNER_MESSAGES.organisation)).toBeInTheDocument();
  expect(screen.getByText(PARTNER_MESSAGES.useCase)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Organisation/ }), input.organisation);
  await user.type(screen.getByRole('textbox', { name: /Website/ }), input.website);
  await user.type(screen.getByRole('textbox', { name: /What will you build/ }), input.useCase);
  await user.click(screen.getByRole('button', { name: 'Send application' }));
  expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
  expect(screen.getByText(/will e-mail api@renoledger.ca when it is decided/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('shows a declined application’s note and the form to send it again', async () => {
  const note = 'Please tell us which project data you would show, and to whom.';
  renderWithApp(<PartnerJoinPage />, {
    mocks: [{ request: { query: PartnerJoinQuery }, result: { data: { viewer: joinViewer, myPartnerApplication: application({ status: 'DECLINED', decisionNote: note, decidedAt: '2030-03-05T14:00:00.000Z' }) } } }],
  });
  expect(await screen.findByText(note)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Organisation/ })).toHaveValue('RenoLedger Inc.');
});

it('asks a visitor to sign in by e-mailed link first', async () => {
  renderWithApp(<PartnerJoinPage />, { mocks: [{ request: { query: PartnerJoinQuery }, result: { data: { viewer: null, myPartnerApplication: null } } }] });
  expect(await screen.findByRole('heading', { name: 'Sign in to apply' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', expect.stringContaining('developers%2Fjoin'));
});

it('gives a partner their limits, keys and usage per day, and a new key shown once', async () => {
  const user = userEvent.setup({ delay: null });
  const secret = 'gta_Zx81kP4qWm2nR7tB0cV5yH3jL9sD6fGaa';
  const { container } = renderWithApp(<PartnerConsolePage />, {
    mocks: [
      viewerMock(viewerNode('PARTNER')),
      { request: { query: PartnerConsoleQuery }, result: { data: { apiLimits: limits, apiKeys: [key()], webhookEndpoints: [] } } },
      {
        request: { query: CreatePartnerKeyMutation, variables: { name: 'Staging' } },
        result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: secret, apiKey: key({ id: '4', name: 'Staging', lastUsedAt: null, usage: days(Array(14).fill(0)) }) } } },
      },
    ],
  });
  expect(await screen.findByRole('group', { name: 'Queries: 3,000 / min' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Active keys: 1 of 3' })).toBeInTheDocument();
  // The webhook endpoints come with the console's query: the section is ready with the rest.
  expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
  expect(screen.getByText(/Last 14 days: 555 requests · 1 error · 0 over the limit/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Production server' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Mar 14, 2030\s*95\s*1\s*0/);

  await user.type(screen.getByRole('textbox', { name: /Key label/ }), 'Staging');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findByRole('textbox', { name: 'API key' })).toHaveTextContent(secret);
  expect(screen.getByText(PARTNER_SECRET_WARNING)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Active keys: 2 of 3' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('tells a signed-in account without access how to apply', async () => {
  renderWithApp(<PartnerConsolePage />, { mocks: [viewerMock(viewerNode('HOMEOWNER'))] });
  expect(await screen.findByRole('heading', { name: 'This account has no API access yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply for API access' })).toHaveAttribute('href', '/developers/join');
});
