import { LinkButton, Text } from '@marketplace/design-system';
import { LogIn } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SignedIn } from './loadAccountMenu';
import { whenIdle } from './whenIdle';
import { ACCOUNT_CHANGED_EVENT } from './accountEvents';

/** Paths where a "Sign in" link would only point at the page itself. */
const SIGN_IN_PATHS = ['/sign-in'];

/**
 * The header's account corner. Every page first shows "Sign in" (also in the prerendered HTML,
 * so visitors, most people, see no change); once the browser is idle it asks
 * `GET /api/account/me` with plain fetch (loadAccountMenu, its own chunk) and, for a signed-in
 * person, swaps in the account menu (loaded only then). Nothing here loads the GraphQL client.
 * When the check fails the link stays.
 */
export function AccountSlot() {
  const { pathname, search } = useLocation();
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);

  useEffect(() => {
    if (typeof fetch !== 'function') return undefined;
    const abort = new AbortController();
    const check = () => {
      import('./loadAccountMenu')
        .then(({ loadAccountMenu }) => loadAccountMenu(abort.signal))
        .then((result) => {
          // A transition: the menu (and for a signed-in person the bell) renders in slices that yield to
          // a press, not in one task (33 ms at full speed on the signed-in dashboard, 310 ms at 9.4x).
          if (!abort.signal.aborted) startTransition(() => setSignedIn(result));
        })
        .catch(() => {
          // Offline or the API is down: the page still works signed out; the link stays.
        });
    };
    const cancel = whenIdle(check);
    // A change of name or role (account settings, confirmed details) shows in the menu at once.
    window.addEventListener(ACCOUNT_CHANGED_EVENT, check);
    return () => {
      cancel();
      window.removeEventListener(ACCOUNT_CHANGED_EVENT, check);
      abort.abort();
    };
  }, []);

  if (signedIn) return <signedIn.Menu viewer={signedIn.viewer} />;
  // The current page is on this site by definition, so it needs no checking before it becomes ?next=.
  const href = SIGN_IN_PATHS.includes(pathname) ? '/sign-in' : `/sign-in?next=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <LinkButton href={href} variant="ghost" colorPalette="gray" size="sm" aria-label="Sign in" px={{ base: '2', md: '3' }}>
      <LogIn aria-hidden="true" />
      <Text as="span" hideBelow="md">
        Sign in
      </Text>
    </LinkButton>
  );
}
