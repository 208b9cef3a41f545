import { SIGNED_IN_HINT_STORAGE_KEY } from '@marketplace/shared';

/**
 * The account over plain REST, for the header on every page: content pages must not load the
 * GraphQL client just to learn who is signed in. The session is an HttpOnly cookie on this
 * origin, so requests only need to carry cookies (same-origin).
 */

/** A signed-in person as `GET /api/account/me` describes them. */
export interface AccountViewer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: 'homeowner' | 'contractor' | 'operator' | 'partner';
  businessName: string | null;
  /** Unread notifications when the account was checked (the header's bell). */
  unreadNotifications?: number;
}

/**
 * Notes whether this browser is signed in, so a content page starts the app (and its account menu)
 * when idle instead of at the first interaction. Holds no name or id; blocked storage only loses the hint.
 */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_STORAGE_KEY);
  } catch {
    // Storage blocked: content pages start the app at the first interaction instead.
  }
}

export const ACCOUNT_ME_PATH = '/api/account/me';
export const SIGN_OUT_PATH = '/api/auth/sign-out';

/** Who is signed in (null for visitors). Rejects when the server cannot be reached or answers oddly. */
export async function fetchAccount(signal?: AbortSignal): Promise<AccountViewer | null> {
  const response = await fetch(ACCOUNT_ME_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Account check failed (${response.status})`);
  const body = (await response.json()) as { viewer?: AccountViewer | null; unreadNotifications?: number };
  rememberSignedIn(Boolean(body.viewer));
  return body.viewer ? { ...body.viewer, unreadNotifications: body.unreadNotifications ?? 0 } : null;
}

/** Ends the session (better-auth's endpoint wants a JSON body, even an empty one). */
export async function requestSignOut(): Promise<void> {
  const response = await fetch(SIGN_OUT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Sign-out failed (${response.status})`);
  rememberSignedIn(false);
}

/** Where the account menu's main link goes: contractors to their dashboard, everyone else to their projects. */
export function accountHomeLink(role: AccountViewer['role']): { href: string; label: string } {
  if (role === 'contractor') return { href: '/contractor-dashboard', label: 'Dashboard' };
  if (role === 'partner') return { href: '/developers/console', label: 'Partner console' };
  return { href: '/my-projects', label: 'My projects' };
}

/** The name on the account button: a contractor's business name, else the person's name, else the address. */
export function displayNameOf(viewer: Pick<AccountViewer, 'name' | 'email' | 'businessName'>): string {
  return viewer.businessName?.trim() || viewer.name.trim() || viewer.email;
}
