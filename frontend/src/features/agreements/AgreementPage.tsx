import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { AgreementStatusBadge, Container, EmptyState, Grid, HStack, LinkButton, LoadingState, PageHero, Stack, Text } from '@marketplace/design-system';
import { NOT_LEGAL_ADVICE } from '@marketplace/shared';
import { ArrowLeft, Download, ShieldAlert } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { DataView } from '../../app/ui/dataStates';
import { errorCodeOf } from '../../app/graphql/errors';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useViewer } from '../../app/session/useViewer';
import { Seo } from '../../app/seo/Seo';
import { projectPath } from '../../app/marketplace';
import { useLiveRefresh } from '../../app/live/liveNotifications';
import { graphql } from '../../gql';
import type { AgreementIntro_AgreementFragment, AgreementView_AgreementFragment } from '../../gql/graphql';
import { AgreementActions } from './AgreementActions';
import { AgreementDocument } from './AgreementDocument';
import { AgreementEditor } from './AgreementEditor';
import { AgreementProgress } from './AgreementProgress';
import { absoluteHref, agreementHref, agreementStatusFromApi, sentence } from '../../app/agreements/apiValues';
import { ChangeOrders } from './ChangeOrders';
import { JobMoney } from './JobMoney';
import { JobRecord } from './JobRecord';
import { AgreementPageQuery } from './operations';
import { SiteVisits } from '../../app/visits/SiteVisits';

/** What the title band shows: the project, the parties, the revision, the status and the PDF. */
export const AgreementIntro_agreement = graphql(`
  fragment AgreementIntro_agreement on Agreement {
    id
    projectTitle
    status
    statusLabel
    revision
    pdfUrl
    terms {
      homeowner {
        name
      }
      contractor {
        legalName
      }
    }
  }
`);

/**
 * The page's body: which parts and actions to show, the way back to the project, and the parts'
 * fragments.
 */
export const AgreementView_agreement = graphql(`
  fragment AgreementView_agreement on Agreement {
    id
    projectId
    viewerCan {
      edit
    }
    ...AgreementProgress_agreement
    ...AgreementActions_agreement
    ...AgreementDocument_agreement
    ...AgreementEditor_agreement
    ...ChangeOrders_agreement
    ...JobMoney_agreement
    ...JobRecord_agreement
    viewerCanProposeVisit
    visits {
      id
      ...SiteVisits_visit
    }
  }
`);

function AgreementIntro({ agreement: from }: { agreement: FragmentType<AgreementIntro_AgreementFragment> | null }) {
  const { data: agreement, complete } = useFragment({ fragment: AgreementIntro_agreement, from });
  if (!from || !complete) return <PageHero size="md" tone="subtle" eyebrow="Written agreement" title="Agreement" subtitle="The written agreement between a homeowner and the contractor they hired." />;
  const homeowner = agreement.terms.homeowner.name || 'the homeowner';
  const contractor = agreement.terms.contractor.legalName || 'the contractor';
  return (
    <PageHero
      size="md"
      tone="subtle"
      eyebrow="Written agreement"
      title={agreement.projectTitle}
      subtitle={`${sentence(`Between ${homeowner} and ${contractor}`)}${agreement.revision > 1 ? ` Revision ${agreement.revision}.` : ''}`}
      actions={
        <Stack gap="3" align={{ base: 'start', md: 'end' }}>
          <HStack gap="2">
            <Text as="span" textStyle="sm" color="fg.muted">
              Status:
            </Text>
            <AgreementStatusBadge status={agreementStatusFromApi(agreement.status)} size="lg" />
          </HStack>
          {agreement.pdfUrl ? (
            <LinkButton href={absoluteHref(agreement.pdfUrl)} variant="outline" size="sm">
              <Download aria-hidden="true" />
              Download PDF
            </LinkButton>
          ) : null}
        </Stack>
      }
    />
  );
}

function AgreementView({ agreement: from }: { agreement: FragmentType<AgreementView_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: AgreementView_agreement, fragmentName: 'AgreementView_agreement', from });
  if (!complete) return null;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
      <Stack gap={{ base: '8', md: '10' }} minW="0">
        <AgreementActions agreement={agreement} />
        <JobMoney agreement={agreement} />
        <JobRecord agreement={agreement} />
        <SiteVisits projectId={String(agreement.projectId)} visits={agreement.visits} canPropose={agreement.viewerCanProposeVisit} refetchQueries={[AgreementPageQuery]} />
        {agreement.viewerCan.edit ? <AgreementEditor agreement={agreement} /> : <AgreementDocument agreement={agreement} />}
        <ChangeOrders agreement={agreement} />
        <Text textStyle="sm" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="4">
          {NOT_LEGAL_ADVICE}
        </Text>
      </Stack>
      <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <AgreementProgress agreement={agreement} />
        <LinkButton href={projectPath({ id: agreement.projectId })} variant="ghost" size="sm" alignSelf="start">
          <ArrowLeft aria-hidden="true" />
          Back to the project
        </LinkButton>
      </Stack>
    </Grid>
  );
}

function SignedInAgreement({ id }: { id: string }) {
  const pollInterval = useLiveRefresh(useApolloClient());
  // The other side's steps arrive as notifications: the page asks again, live (every 30 s while the socket is down).
  const { data, loading, error, refetch } = useQuery(AgreementPageQuery, { variables: { id }, fetchPolicy: 'cache-and-network', pollInterval, notifyOnNetworkStatusChange: false });
  const agreement = data?.agreement ?? null;
  const code = errorCodeOf(error);
  const hidden = code === 'FORBIDDEN' || code === 'NOT_FOUND';
  return (
    <>
      <AgreementIntro agreement={agreement} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <DataView
          data={agreement ?? undefined}
          loading={loading && !data}
          error={hidden ? undefined : error}
          onRetry={() => void refetch()}
          placeholder={{ label: 'Loading the agreement...', variant: 'list', count: 3 }}
          errorTitle="We couldn't load the agreement"
          empty={
            // The server answers an agreement the viewer may not read as not found: it shows as private.
            <EmptyState
              title="This agreement is private"
              description="Only the homeowner and the contractor it binds, and GTA Home Pros staff, can read it."
              icon={ShieldAlert}
              action={<LinkButton href="/my-projects">Go to My projects</LinkButton>}
            />
          }
        >
          {(loaded) => <AgreementView agreement={loaded} />}
        </DataView>
      </Container>
    </>
  );
}

/** Route `/agreements/:id`: the written agreement, its steps and its change orders. Visitors are asked to sign in. */
export default function AgreementPage() {
  const { id = '' } = useParams();
  const { viewer, loading } = useViewer();
  const path = agreementHref(id);
  return (
    <>
      <Seo title="Agreement" description="The written agreement between a homeowner and their contractor." path={path} noindex />
      {viewer ? (
        <SignedInAgreement key={id} id={id} />
      ) : (
        <>
          <PageHero size="md" tone="subtle" eyebrow="Written agreement" title="Agreement" subtitle="The written agreement between a homeowner and the contractor they hired." />
          <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
            {loading ? <LoadingState label="Loading the agreement..." showLabel variant="list" count={3} /> : <SignInPrompt title="Sign in to see this agreement" path={path} />}
          </Container>
        </>
      )}
    </>
  );
}
