import { useQuery } from '@apollo/client/react';
import { Container, ErrorState, LinkButton, LoadingState, Notice, Stack } from '@marketplace/design-system';
import { ClipboardList, HardHat } from 'lucide-react';
import { useState } from 'react';
import { PageIntro } from '../../app/ui/PageIntro';
import { Seo } from '../content/seo/Seo';

import { AccountSettingsForm } from './AccountSettingsForm';
import { AccountSettingsQuery } from './accountSettingsOperations';
import { PendingDetailsPanel } from './PendingDetailsPanel';
import { SignInPrompt } from './SignInPrompt';
import { useViewer } from './useViewer';

export const ACCOUNT_SETTINGS_PATH = '/account';

export const BECAME_CONTRACTOR = 'Your contractor account is ready. Find open projects on your dashboard.';

function Settings() {
  const { data, loading, error, refetch } = useQuery(AccountSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [becameContractor, setBecameContractor] = useState(false);
  if (loading && !data) return <LoadingState label="Loading your settings..." showLabel variant="list" count={2} />;
  if (error && !data) {
    return <ErrorState title="We couldn't load your settings" description="Please check your connection and try again." onRetry={() => void refetch()} />;
  }
  const viewer = data?.viewer;
  if (!viewer) return <SignInPrompt title="Sign in to see your settings" path={ACCOUNT_SETTINGS_PATH} />;
  return (
    <Stack gap="8">
      {becameContractor ? (
        <Stack gap="3" align="start">
          <Notice tone="success" role="status">
            {BECAME_CONTRACTOR}
          </Notice>
          <LinkButton href="/contractor-dashboard">
            <HardHat aria-hidden="true" />
            Go to the dashboard
          </LinkButton>
        </Stack>
      ) : null}
      <PendingDetailsPanel pending={viewer.pendingDetails} onConfirmed={(role) => setBecameContractor(role === 'CONTRACTOR')} />
      <AccountSettingsForm viewer={viewer} />
      {viewer.role !== 'CONTRACTOR' ? (
        <LinkButton href="/my-projects" variant="ghost" alignSelf="start">
          <ClipboardList aria-hidden="true" />
          My projects
        </LinkButton>
      ) : null}
    </Stack>
  );
}

/**
 * Route `/account`: every account's settings (name and phone), and the details given with the
 * person's address before they confirmed it, waiting for them to take or refuse. A contractor
 * sign-up's e-mailed link lands here, since its details wait for that confirmation.
 */
export function AccountSettingsPage() {
  const { viewer, loading } = useViewer();
  return (
    <>
      <Seo title="Account settings" description="Your name and phone on GTA Home Pros." path={ACCOUNT_SETTINGS_PATH} noindex />
      <PageIntro eyebrow="Your account" title="Account settings" description="Your name and phone, and anything waiting for your confirmation." />
      <Container maxW="2xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        {loading ? (
          <LoadingState label="Loading your settings..." showLabel variant="list" count={2} />
        ) : viewer ? (
          <Settings />
        ) : (
          <SignInPrompt title="Sign in to see your settings" path={ACCOUNT_SETTINGS_PATH} />
        )}
      </Container>
    </>
  );
}
