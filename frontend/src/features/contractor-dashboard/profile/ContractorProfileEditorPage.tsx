import { RequireViewer } from '../../../app/session/RequireViewer';
import { useQuery } from '@apollo/client/react';
import { AppLink, Box, Container, CredentialBadges, EmptyState, LinkButton, PageHero, Stack } from '@marketplace/design-system';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DataView } from '../../../app/ui/dataStates';
import { Seo } from '../../../app/seo/Seo';
import { CredentialList } from './CredentialList';
import { MissingLicenceNotice } from '../../../app/credentials/MissingLicenceNotice';
import { MyContractorProfileQuery } from './operations';
import { ProfileForm } from './ProfileForm';
import { LeadPreferencesForm } from '../../../app/leads/LeadPreferencesForm';

const PATH = '/contractor-dashboard/profile';

function Editor() {
  const { data, loading, error, refetch } = useQuery(MyContractorProfileQuery, { fetchPolicy: 'cache-and-network' });
  const { hash } = useLocation();
  const profile = data?.myContractorProfile;
  // Links in e-mails point at one credential (#credential-12).
  useEffect(() => {
    if (profile && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [profile, hash]);
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => !answer.myContractorProfile}
      placeholder={{ label: 'Loading your profile...', variant: 'list', count: 2 }}
      errorTitle="We couldn't load your profile"
      empty={<EmptyState title="Business profiles are for contractor accounts" description="Join as a contractor to bid on projects and show your licences and insurance." action={<LinkButton href="/contractors/join">Join as a contractor</LinkButton>} />}
    >
      {({ myContractorProfile: profile, myLeadPreferences }) =>
        profile && (
        <Stack gap="8">
          <Stack gap="3">
            <CredentialBadges badges={profile.badges} label="Your badges" size="lg" />
            <MissingLicenceNotice missing={profile.missingLicences} audience="contractor" />
            <AppLink href={`/contractor/${profile.id}`} color="fg.brand" fontWeight="semibold">
              See your public profile
            </AppLink>
          </Stack>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
            <Stack gap="8">
              <ProfileForm profile={profile} />
              {myLeadPreferences ? <LeadPreferencesForm preferences={myLeadPreferences} /> : null}
            </Stack>
            <CredentialList credentials={profile.credentials ?? []} />
          </Box>
        </Stack>
        )
      }
    </DataView>
  );
}

/** Route `/contractor-dashboard/profile`: the contractor's business profile and credentials. */
export function ContractorProfileEditorPage() {
  return (
    <>
      <Seo title="Your business profile" description="Your business profile, licences and insurance as homeowners see them." path={PATH} noindex />
      <PageHero size="md" tone="subtle" eyebrow="For Contractors" title="Profile and credentials" subtitle="Tell homeowners who you are, and show the licences and insurance we have checked." />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <RequireViewer placeholder={{ label: 'Loading your profile...', showLabel: true, variant: 'list', count: 2 }} signIn={{ title: 'Sign in to edit your profile', path: PATH }}>
          <Editor />
        </RequireViewer>
      </Container>
    </>
  );
}
