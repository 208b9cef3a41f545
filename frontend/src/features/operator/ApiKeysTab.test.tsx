import { toaster } from '@marketplace/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { ApiKeysTab, SECRET_WARNING } from './ApiKeysTab';
import { RevokeApiKeyMutation } from '../../app/api-keys/useRevokeApiKey';
import { ApiKeysQuery, CreateApiKeyMutation } from './operations';
import { OPERATOR_MESSAGES } from '@marketplace/shared';

beforeEach(() => toaster.remove());

const apiKey = (overrides: object = {}) => ({
  __typename: 'ApiKey' as const,
  id: '3',
  name: 'Durham Reno Leads',
  prefix: 'gtahp_7Qm2',
  createdAt: '2030-02-10T15:00:00.000Z',
  lastUsedAt: '2030-03-04T13:20:00.000Z',
  revokedAt: null,
  ...overrides,
});

const SECRET = 'gtahp_Zx81kP4qWm2nR7tB0cV5yH3jL9sD6fG';

it('creates a key and shows its secret once, with a copy button and a warning', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = renderWithApp(<ApiKeysTab />, {
    mocks: [
      { request: { query: ApiKeysQuery }, result: { data: { apiKeys: [apiKey()] } } },
      {
        request: { query: CreateApiKeyMutation, variables: { name: 'Halton Home Reports' } },
        result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: SECRET, apiKey: apiKey({ id: '4', name: 'Halton Home Reports', prefix: 'gtahp_Zx81', lastUsedAt: null }) } } },
      },
    ],
  });
  expect(await screen.findByText('Durham Reno Leads')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findByText(OPERATOR_MESSAGES.keyName)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Partner or purpose/ }), 'Halton Home Reports');
  await user.click(screen.getByRole('button', { name: 'Create key' }));

  expect(await screen.findByRole('textbox', { name: 'API key' })).toHaveTextContent(SECRET);
  expect(screen.getByText(SECRET_WARNING)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'API keys, newest first' });
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Halton Home Reports');
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Never used');
  expect(await axe(container)).toHaveNoViolations();

  await user.click(screen.getByRole('button', { name: 'I have copied the key' }));
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create key' })).toBeInTheDocument();
});

it('revokes a key after confirmation', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ApiKeysTab />, {
    mocks: [
      { request: { query: ApiKeysQuery }, result: { data: { apiKeys: [apiKey()] } } },
      { request: { query: RevokeApiKeyMutation, variables: { id: '3' } }, result: { data: { revokeApiKey: apiKey({ revokedAt: '2030-03-05T10:00:00.000Z' }) } } },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Revoke Durham Reno Leads' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
  expect(await screen.findByText('Key revoked')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Revoked')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Revoke Durham Reno Leads' })).not.toBeInTheDocument();
});
