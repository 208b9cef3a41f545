import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../testing/renderWithApp';
import { axe } from '../../test/axe';
import { AccountSlot } from './AccountSlot';
import AccountMenuPopup from './AccountMenuPopup';
import type { AccountViewer } from './accountApi';
import { announceAccountChange } from './accountEvents';

const contractor: AccountViewer = {
  id: 'u-pro',
  name: 'Dana Kowalski',
  email: 'bids@lakeshoredecks.ca',
  phone: null,
  role: 'contractor',
  businessName: 'Lakeshore Decks Inc.',
};

function answer(body: unknown, status = 200) {
  // jsdom has no Response: a minimal stand-in with what the code reads.
  return jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

it('shows Sign in for visitors, coming back to the current page', async () => {
  const fetchMock = answer({ viewer: null });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderWithApp(<AccountSlot />, { path: '/project/3005' });
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fproject%2F3005');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/account/me', expect.objectContaining({ credentials: 'same-origin' })));
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

it('keeps Sign in when the account check fails', async () => {
  const fetchMock = answer({}, 500);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderWithApp(<AccountSlot />, { path: '/' });
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

it('swaps in the account menu for a signed-in contractor', async () => {
  globalThis.fetch = answer({ viewer: contractor }) as unknown as typeof fetch;
  renderWithApp(<AccountSlot />, { path: '/' });
  expect(await screen.findByRole('button', { name: 'Account menu, signed in as Lakeshore Decks Inc.' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});

describe('AccountMenuPopup', () => {
  it('names the account and links contractors to their dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { baseElement } = renderWithApp(<AccountMenuPopup viewer={contractor} />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Signed in as')).toBeInTheDocument();
    expect(within(menu).getByText('bids@lakeshoredecks.ca')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/contractor-dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('links homeowners and operators to My projects', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AccountMenuPopup viewer={{ ...contractor, role: 'homeowner', businessName: null, name: 'Marcus Lee' }} />);
    await user.click(screen.getByRole('button', { name: 'Account menu, signed in as Marcus Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'My projects' })).toHaveAttribute('href', '/my-projects');
  });

  it('gives operators the Operator console, and only them', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithApp(<AccountMenuPopup viewer={{ ...contractor, role: 'operator', businessName: null, name: 'Sam Okafor' }} />);
    await user.click(screen.getByRole('button', { name: 'Account menu, signed in as Sam Okafor' }));
    expect(await screen.findByRole('menuitem', { name: 'Operator console' })).toHaveAttribute('href', '/operator');
    expect(screen.getByRole('menuitem', { name: 'My projects' })).toHaveAttribute('href', '/my-projects');
    unmount();
    renderWithApp(<AccountMenuPopup viewer={contractor} />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await screen.findByRole('menuitem', { name: 'Dashboard' });
    expect(screen.queryByRole('menuitem', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('signs out through better-auth\'s endpoint, then reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = answer({ success: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const onSignedOut = jest.fn();
    renderWithApp(<AccountMenuPopup viewer={contractor} onSignedOut={onSignedOut} />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST', body: '{}', credentials: 'same-origin' }));
  });
});

it('asks again when the account changes, so a new name shows in the menu at once', async () => {
  const fetchMock = jest
    .fn()
    .mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ viewer: contractor }) })
    .mockResolvedValue({ ok: true, status: 200, json: async () => ({ viewer: { ...contractor, businessName: 'Lakeshore Decks and Fences' } }) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderWithApp(<AccountSlot />, { path: '/account' });
  expect(await screen.findByRole('button', { name: 'Account menu, signed in as Lakeshore Decks Inc.' }, { timeout: 3000 })).toBeInTheDocument();
  announceAccountChange();
  expect(await screen.findByRole('button', { name: 'Account menu, signed in as Lakeshore Decks and Fences' })).toBeInTheDocument();
});
