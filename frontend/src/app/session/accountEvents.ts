/**
 * Said on the window when the signed-in account changed (name, phone, role), so the header asks
 * `/api/account/me` again. A module of its own: the header is on every page, and needs only this.
 */
export const ACCOUNT_CHANGED_EVENT = 'marketplace:account-changed';

export function announceAccountChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT));
}
