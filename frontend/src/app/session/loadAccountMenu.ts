import type { ComponentType } from 'react';
import { fetchAccount } from './accountApi';
import type { AccountViewer } from './accountApi';
import type { AccountMenuPopupProps } from './AccountMenuPopup';

export interface SignedIn {
  viewer: AccountViewer;
  Menu: ComponentType<AccountMenuPopupProps>;
}

/**
 * Asks who is signed in and, for a signed-in person, loads the account menu. Its own chunk,
 * fetched once the page is idle, so the first paint of every page carries none of it.
 */
export async function loadAccountMenu(signal: AbortSignal): Promise<SignedIn | null> {
  const viewer = await fetchAccount(signal);
  if (!viewer) return null;
  const { default: Menu } = await import('./AccountMenuPopup');
  return { viewer, Menu };
}
