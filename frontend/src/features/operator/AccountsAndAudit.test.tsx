import { toaster } from '@marketplace/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { ACCOUNTS_PAGE_SIZE, AccountsTab } from './AccountsTab';
import { AUDIT_PAGE_SIZE, AuditLogTab } from './AuditLogTab';
import { AccountsQuery, AuditLogQuery, DisableAccountMutation } from './operations';
import { OPERATOR_MESSAGES } from '@marketplace/shared';

beforeEach(() => toaster.remove());

const account = (overrides: object = {}) => ({
  __typename: 'Account' as const,
  id: 'u-pro',
  name: 'Dana Kowalski',
  email: 'bids@lakeshoredecks.ca',
  role: 'CONTRACTOR' as const,
  businessName: 'Lakeshore Decks Inc.',
  emailVerified: true,
  disabled: false,
  disabledReason: null,
  createdAt: '2030-01-15T16:00:00.000Z',
  ...overrides,
});

const accountsMock = (accounts: object[], search?: string) => ({
  request: { query: AccountsQuery, variables: { search, first: ACCOUNTS_PAGE_SIZE } },
  result: { data: { accounts: { __typename: 'AccountPage' as const, accounts, nextCursor: null } } },
});

it('lists accounts and disables one only with a reason', async () => {
  const user = userEvent.setup({ delay: null });
  const reason = 'Repeated spam posts advertising duct cleaning.';
  const { container } = renderWithApp(<AccountsTab />, {
    mocks: [
      accountsMock([account(), account({ id: 'u-home', name: 'Marcus Lee', email: 'marcus.lee@example.ca', role: 'HOMEOWNER', businessName: null, disabled: true, disabledReason: 'Asked to close the account.' })]),
      { request: { query: DisableAccountMutation, variables: { id: 'u-pro', reason } }, result: { data: { disableAccount: account({ disabled: true, disabledReason: reason }) } } },
    ],
  });
  const list = await screen.findByRole('list', { name: 'Accounts, newest first' });
  const [contractor, homeowner] = within(list).getAllByRole('listitem');
  expect(contractor).toHaveTextContent('Lakeshore Decks Inc. (Dana Kowalski)');
  expect(contractor).toHaveTextContent('Contractor');
  expect(homeowner).toHaveTextContent('Disabled');
  expect(homeowner).toHaveTextContent('Reason: Asked to close the account.');
  expect(within(homeowner).getByRole('button', { name: 'Enable Marcus Lee' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  await user.click(within(contractor).getByRole('button', { name: 'Disable Dana Kowalski' }));
  const dialog = await screen.findByRole('dialog', { name: 'Disable this account' });
  await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
  expect(await within(dialog).findByText(OPERATOR_MESSAGES.disableReason)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
  expect(await screen.findByText('Account disabled')).toBeInTheDocument();
  await waitFor(() => expect(within(contractor).getByRole('button', { name: 'Enable Dana Kowalski' })).toBeInTheDocument());
});

it('searches accounts after a pause in typing', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AccountsTab />, { mocks: [accountsMock([account()]), accountsMock([], 'oakville')] });
  await screen.findByText('Lakeshore Decks Inc. (Dana Kowalski)');
  await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'oakville');
  expect(await screen.findByText('No accounts match “oakville”.', {}, { timeout: 3000 })).toBeInTheDocument();
});

it('shows the audit log newest first with changes and notes', async () => {
  renderWithApp(<AuditLogTab />, {
    mocks: [
      {
        request: { query: AuditLogQuery, variables: { first: AUDIT_PAGE_SIZE } },
        result: {
          data: {
            auditLog: {
              __typename: 'AuditLogPage',
              nextCursor: 'older',
              entries: [
                {
                  __typename: 'AuditEntry',
                  id: '90',
                  actor: 'sam@gtahomepros.ca',
                  action: 'project.request-changes',
                  subjectType: 'project',
                  subjectId: '41',
                  changes: [{ __typename: 'AuditChange', field: 'visibility', before: 'in-review', after: 'changes-requested' }],
                  note: 'Please add the approximate length of the north wall.',
                  createdAt: '2030-03-04T15:00:00.000Z',
                },
              ],
            },
          },
        },
      },
    ],
  });
  expect(await screen.findByText('project.request-changes')).toBeInTheDocument();
  expect(screen.getByText('sam@gtahomepros.ca')).toBeInTheDocument();
  expect(screen.getByText('visibility: in-review → changes-requested')).toBeInTheDocument();
  expect(screen.getByText('Note: Please add the approximate length of the north wall.')).toBeInTheDocument();
  expect(screen.getByText('Mar 4, 2030, 10:00 a.m.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Load older entries' })).toBeInTheDocument();
});
