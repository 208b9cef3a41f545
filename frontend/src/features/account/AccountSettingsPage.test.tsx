import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_SETTINGS_MESSAGES } from '@marketplace/shared';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { AccountSettingsPage, BECAME_CONTRACTOR } from './AccountSettingsPage';
import { AccountSettingsQuery, ConfirmPendingAccountDetailsMutation, UpdateAccountSettingsMutation } from './accountSettingsOperations';
import { PENDING_DETAILS_TEXT } from './PendingDetailsPanel';
import { viewerMock, viewerNode } from '../../app/session/testing';

const account = (overrides: object = {}) => ({
  __typename: 'Viewer' as const,
  id: 'u-home',
  name: 'marcus.lee',
  email: 'marcus.lee@example.ca',
  phone: null,
  role: 'HOMEOWNER' as const,
  businessName: null,
  pendingDetails: null,
  ...overrides,
});
const contractorClaim = {
  __typename: 'PendingAccountDetails' as const,
  name: null,
  phone: '905-555-0160',
  role: 'CONTRACTOR' as const,
  businessName: 'York Region Electric',
  requestedAt: '2030-03-01T14:00:00.000Z',
};
const settingsMock = (viewer: object | null) => ({ request: { query: AccountSettingsQuery }, result: { data: { viewer } }, maxUsageCount: 5 });

it('shows details waiting for confirmation; confirming a contractor request opens the dashboard', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = renderWithApp(<AccountSettingsPage />, {
    path: '/account',
    mocks: [
      viewerMock(viewerNode('HOMEOWNER')),
      settingsMock(account({ pendingDetails: contractorClaim })),
      {
        request: { query: ConfirmPendingAccountDetailsMutation },
        result: { data: { confirmPendingAccountDetails: account({ role: 'CONTRACTOR', businessName: 'York Region Electric', phone: '905-555-0160' }) } },
      },
    ],
  });
  const panel = await screen.findByRole('region', { name: PENDING_DETAILS_TEXT.title });
  expect(within(panel).getByText('York Region Electric')).toBeInTheDocument();
  expect(within(panel).getByText(PENDING_DETAILS_TEXT.contractor)).toBeInTheDocument();
  expect(within(panel).getByText('905-555-0160')).toBeInTheDocument();
  // The account itself does not use them yet.
  expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('');
  expect(await axe(container)).toHaveNoViolations();

  await user.click(within(panel).getByRole('button', { name: PENDING_DETAILS_TEXT.confirm }));
  expect(await screen.findByText(BECAME_CONTRACTOR)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Go to the dashboard/ })).toHaveAttribute('href', '/contractor-dashboard');
  expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.nothingPending)).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /Phone/ })).toHaveValue('905-555-0160');
});

it('checks the fields with the server’s messages, then saves and says so', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AccountSettingsPage />, {
    path: '/account',
    mocks: [
      viewerMock(viewerNode('HOMEOWNER')),
      settingsMock(account()),
      {
        request: { query: UpdateAccountSettingsMutation, variables: { input: { name: 'Marcus Lee', phone: '416-555-0199' } } },
        result: { data: { updateAccountSettings: account({ name: 'Marcus Lee', phone: '416-555-0199' }) } },
      },
    ],
  });
  expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.nothingPending)).toBeInTheDocument();
  const name = screen.getByRole('textbox', { name: /Your name/ });
  const phone = screen.getByRole('textbox', { name: /Phone/ });
  await user.clear(name);
  await user.type(phone, '12');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.name)).toBeInTheDocument();
  expect(screen.getByText(ACCOUNT_SETTINGS_MESSAGES.phone)).toBeInTheDocument();
  await waitFor(() => expect(name).toHaveFocus());

  await user.type(name, 'Marcus Lee');
  await user.clear(phone);
  await user.type(phone, '416-555-0199');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
});

it('invites a visitor to sign in, and offers a retry when the settings cannot load', async () => {
  const { unmount } = renderWithApp(<AccountSettingsPage />, { path: '/account', mocks: [viewerMock(null)] });
  expect(await screen.findByRole('heading', { name: 'Sign in to see your settings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Faccount');
  unmount();
  renderWithApp(<AccountSettingsPage />, {
    path: '/account',
    mocks: [viewerMock(viewerNode('HOMEOWNER')), { request: { query: AccountSettingsQuery }, error: new Error('Network down') }],
  });
  expect(await screen.findByText("We couldn't load your settings")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
});
