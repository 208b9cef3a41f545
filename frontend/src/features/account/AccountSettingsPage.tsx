import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Container, LinkButton, Notice, PageHero, Stack } from '@marketplace/design-system';
import { ClipboardList, HardHat } from 'lucide-react';
import { useState } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { Seo } from '../../app/seo/Seo';
import { graphql } from '../../gql';
import type { AccountSettingsView_ViewerFragment } from '../../gql/graphql';

import { AccountSettingsForm } from './AccountSettingsForm';
import { AccountSettingsQuery } from './accountSettingsOperations';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { PendingDetailsPanel } from './PendingDetailsPanel';
import { RequireViewer } from '../../app/session/RequireViewer';
import { SignInPrompt } from '../../app/session/SignInPrompt';

export const ACCOUNT_SETTINGS_PATH = '/account';

export const BECAME_CONTRACTOR = 'Your contractor account is ready. Find open projects on your dashboard.';

/**
 * What the settings screen reads of the signed-in person (whether to link to My projects) and the
 * fragments of its parts. Every settings mutation answers with it, so one answer refreshes the screen.
 */
export const AccountSettingsView_viewer = graphql(`
  fragment AccountSettingsView_viewer on Viewer {
    id
    role
    ...AccountSettingsForm_viewer
    pendingDetails {
      ...PendingDetailsPanel_pending
    }
  }
`);

function AccountSettingsView({
  viewer: from,
  becameContractor,
  onConfirmed,
}: {
  viewer: FragmentType<AccountSettingsView_ViewerFragment>;
  becameContractor: boolean;
  onConfirmed: (role: string) => void;
}) {
  const { data: viewer, complete } = useFragment({ fragment: AccountSettingsView_viewer, fragmentName: 'AccountSettingsView_viewer', from });
  if (!complete) return null;
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
      <PendingDetailsPanel pending={viewer.pendingDetails} onConfirmed={onConfirmed} />
      <AccountSettingsForm viewer={viewer} />
      <CalendarFeedPanel />
      {viewer.role !== 'CONTRACTOR' ? (
        <LinkButton href="/my-projects" variant="ghost" alignSelf="start">
          <ClipboardList aria-hidden="true" />
          My projects
        </LinkButton>
      ) : null}
    </Stack>
  );
}

function Settings() {
  const { data, loading, error, refetch } = useQuery(AccountSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [becameContractor, setBecameContractor] = useState(false);
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => !answer.viewer}
      placeholder={{ label: 'Loading your settings...', variant: 'list', count: 2 }}
      errorTitle="We couldn't load your settings"
      empty={<SignInPrompt title="Sign in to see your settings" path={ACCOUNT_SETTINGS_PATH} />}
    >
      {({ viewer }) =>
        viewer && <AccountSettingsView viewer={viewer} becameContractor={becameContractor} onConfirmed={(role) => setBecameContractor(role === 'CONTRACTOR')} />
      }
    </DataView>
  );
}

/**
 * Route `/account`: every account's settings (name and phone), and the details given with the
 * person's address before they confirmed it, waiting for them to take or refuse. A contractor
 * sign-up's e-mailed link lands here, since its details wait for that confirmation.
 */
export function AccountSettingsPage() {
  return (
    <>
      <Seo title="Account settings" description="Your name and phone on GTA Home Pros." path={ACCOUNT_SETTINGS_PATH} noindex />
      <PageHero size="md" tone="subtle" eyebrow="Your account" title="Account settings" subtitle="Your name and phone, and anything waiting for your confirmation." />
      <Container maxW="2xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <RequireViewer placeholder={{ label: 'Loading your settings...', showLabel: true, variant: 'list', count: 2 }} signIn={{ title: 'Sign in to see your settings', path: ACCOUNT_SETTINGS_PATH }}>
          <Settings />
        </RequireViewer>
      </Container>
    </>
  );
}
