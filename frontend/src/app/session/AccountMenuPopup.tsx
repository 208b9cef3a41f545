import { Button, Menu, NavAnchor, Portal, showToast, Text, useNavigation } from '@marketplace/design-system';
import { ChevronDown, CircleUserRound, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { accountHomeLink, displayNameOf, requestSignOut } from './accountApi';
import type { AccountViewer } from './accountApi';
import { NotificationBell } from '../live/NotificationBell';

export interface AccountMenuPopupProps {
  viewer: AccountViewer;
  /** What happens after the session has ended; the default reloads the page so every screen forgets the account. */
  onSignedOut?: () => void;
}

export const OPERATOR_CONSOLE_HREF = '/operator';
export const ACCOUNT_SETTINGS_HREF = '/account';

export const SIGN_OUT_FAILED = 'We couldn’t sign you out. Please try again.';

/**
 * The signed-in person's menu in the header: who is signed in, their projects (homeowners and
 * operators) or dashboard (contractors), account settings, the operator console (operators), and Sign out. Loaded only for signed-in people, see AccountSlot.
 */
export default function AccountMenuPopup({ viewer, onSignedOut = () => window.location.reload() }: AccountMenuPopupProps) {
  const { linkAs, onNavigate } = useNavigation();
  const [signingOut, setSigningOut] = useState(false);
  const home = accountHomeLink(viewer.role);
  const name = displayNameOf(viewer);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await requestSignOut();
      onSignedOut();
    } catch {
      setSigningOut(false);
      showToast({ title: 'Sign-out failed', description: SIGN_OUT_FAILED, type: 'error' });
    }
  };

  return (
    <>
    <NotificationBell initialCount={viewer.unreadNotifications ?? 0} />
    <Menu.Root
      // Fixed with the sticky header, so a scroll while it is open never moves it from its button (see PageMenuPopup).
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      navigate={({ value, href }) => (onNavigate ? onNavigate(value) : window.location.assign(href))}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" colorPalette="gray" size="sm" minW="0" px={{ base: '2', md: '3' }} aria-label={`Account menu, signed in as ${name}`} loading={signingOut}>
          <CircleUserRound aria-hidden="true" />
          <Text as="span" hideBelow="md" truncate maxW="40">
            {name}
          </Text>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted">
                Signed in as{' '}
                <Text as="span" color="fg" fontWeight="semibold" wordBreak="break-all">
                  {viewer.email}
                </Text>
              </Menu.ItemGroupLabel>
              <Menu.Item value={home.href} asChild>
                <NavAnchor href={home.href} linkAs={linkAs} onNavigate={onNavigate}>
                  {home.label}
                </NavAnchor>
              </Menu.Item>
              <Menu.Item value={ACCOUNT_SETTINGS_HREF} asChild>
                <NavAnchor href={ACCOUNT_SETTINGS_HREF} linkAs={linkAs} onNavigate={onNavigate}>
                  <Settings aria-hidden="true" size={16} />
                  Account settings
                </NavAnchor>
              </Menu.Item>
              {viewer.role === 'operator' ? (
                <Menu.Item value={OPERATOR_CONSOLE_HREF} asChild>
                  <NavAnchor href={OPERATOR_CONSOLE_HREF} linkAs={linkAs} onNavigate={onNavigate}>
                    <ShieldCheck aria-hidden="true" size={16} />
                    Operator console
                  </NavAnchor>
                </Menu.Item>
              ) : null}
              <Menu.Item value="sign-out" disabled={signingOut} onClick={() => void signOut()}>
                <LogOut aria-hidden="true" size={16} />
                Sign out
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
    </>
  );
}
