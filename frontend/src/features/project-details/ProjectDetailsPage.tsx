import { ArrowLeft, FileSearch } from 'lucide-react';
import { useEffect, useState, type ReactElement } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Container, Grid, Heading, LinkButton, Stack, Text } from '@marketplace/design-system';
import { DataView } from '../../app/ui/dataStates';
import { Seo } from '../../app/seo/Seo';
import { projectNumber, proposalStatusFromApi, useProjectActions } from '../../app/marketplace';
import type { ProjectDetailsPage_ProjectFragment } from '../../gql/graphql';
import { useAcceptProposal } from './mutations/useAcceptProposal';
import { useProposalStatus } from './mutations/useProposalStatus';
import { useTryInPageMemory } from './useTryInPageMemory';
import { AcceptProposalDialog } from './AcceptProposalDialog';
import { ProjectActions } from './ProjectActions';
import { ProjectHeader } from './ProjectHeader';
import { ProjectInformationCard } from './ProjectInformationCard';
import { ProjectStatusSelect } from './ProjectStatusSelect';
import { ProjectSummary } from './ProjectSummary';
import { ProposalsSection } from './ProposalsSection';
import { SiteVisits } from '../../app/visits/SiteVisits';
import { ReviewPrompt } from '../../app/reviews/ReviewPrompt';
import { InvitePros } from '../../app/pros/InvitePros';
import { useProjectDetails } from './useProjectDetails';
import { ProjectDetailsQuery } from './operations';
import { permissionsOf } from './projectPermissions';

/** Route `/project/:id`: one project from any source, its proposals and the actions on it. */
export default function ProjectDetailsPage() {
  const { id } = useParams();
  // A fresh screen per id, so page-memory changes of one project never leak into another.
  return <ProjectDetailsScreen key={id} routeId={id} />;
}

function ProjectDetailsScreen({ routeId }: { routeId: string | undefined }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const details = useProjectDetails(routeId);
  const project = details.project;
  const actions = useProjectActions();
  const { setStatus: saveStatus, updatingId } = useProposalStatus();
  // A sample's page: a visitor's bids and decisions stay in page memory (nothing is sent).
  const tries = useTryInPageMemory(project?.showcase ? project.id : null);
  const { acceptProposal, acceptingId } = useAcceptProposal();
  const [acceptingProposalId, setAccepting] = useState<string | null>(null);
  // Notifications link to one proposal (#proposal-<id>); show it once the proposals are in.
  const proposalsIn = project?.proposals.length ?? 0;
  useEffect(() => {
    if (proposalsIn > 0 && hash.startsWith('#proposal-')) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [proposalsIn, hash]);

  const meta = project ? (
    <Seo
      title={project.title}
      description={`${project.title}${project.location ? ` in ${project.location}` : ''}: scope, budget, timeline and contractor proposals.`}
      path={`/project/${projectNumber(project)}`}
    />
  ) : (
    <Seo title="Project Details" noindex />
  );

  const backButton = (
    <Button variant="ghost" size="sm" alignSelf="flex-start" ms="-2" onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" />
      Back to Dashboard
    </Button>
  );

  // Loading and failure keep the page's frame; the project and Project Not Found lay out their own.
  const frame = (state: ReactElement) => (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {meta}
      <Stack gap="6">
        {backButton}
        {state}
      </Stack>
    </Container>
  );

  const projectPage = (project: ProjectDetailsPage_ProjectFragment) => {
    // A sample is changed by nobody: what a visitor may try on it (SAMPLE_TRIES) stays on the page.
    const sample = project.showcase;
    const can = permissionsOf(project);
    const completed = project.status === 'COMPLETED';
    const proposals = project.proposals;
    const setStatus = sample ? tries.decide : saveStatus;
    // The homeowner (or staff) deciding on saved proposals compares them side by side, full width.
    const deciding = can.decideProposals && proposals.length > 0;
    const accepting = proposals.find((proposal) => proposal.id === acceptingProposalId) ?? null;
    // A posted project's own sections (its review, invitations, site visits); a sample has none.
    const posted = sample ? undefined : project;

    const proposalsSection = (
      <ProposalsSection
        proposals={proposals}
        updatingId={updatingId ?? acceptingId}
        onSetStatus={(proposal, status) => void setStatus(proposal, status)}
        comparison={deciding ? { onAccept: (proposal) => setAccepting(proposal.id) } : undefined}
        viewerProposalId={project.viewerProposalId}
        emptyHint={
          completed
            ? 'This project is finished; it no longer takes bids.'
            : can.decideProposals
              ? 'Proposals from contractors appear here, and you can accept or decline each one. Contractors usually respond within 24 hours.'
              : 'Be the first contractor to bid: submit a proposal with your price range, timeline and approach.'
        }
      />
    );

    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {meta}
        <Stack gap="6">
          {backButton}
          <Stack gap="5">
            <ProjectHeader project={project} />
            <ProjectActions
              project={project}
              actions={actions}
              onBidSent={(tried) => (tried ? tries.add(tried) : details.refetch())}
              onProposalChanged={() => details.refetch()}
            />
            {posted && completed ? <ReviewPrompt project={posted} /> : null}
          </Stack>

          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
            <Stack gap="8" minW="0">
              <ProjectSummary project={project} />
              {/* The homeowner and staff (who decide on proposals); the section itself reads whether the project can still take invitations. */}
              {posted && can.decideProposals ? <InvitePros project={posted} suggestions={details.suggestions ?? undefined} /> : null}
              {deciding ? null : proposalsSection}
              {posted ? <SiteVisits projectId={posted.id} visits={posted.visits} canPropose={posted.viewerCanProposeVisit} refetchQueries={[ProjectDetailsQuery]} /> : null}
            </Stack>
            <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
              <ProjectInformationCard project={project} statusControl={<ProjectStatusSelect project={project} label="Update status" actions={actions} />} />
            </Stack>
          </Grid>
          {deciding ? proposalsSection : null}
        </Stack>

        {deciding ? (
          <AcceptProposalDialog
            proposal={accepting}
            others={proposals.filter((other) => other.id !== accepting?.id && proposalStatusFromApi(other.status) !== 'declined')}
            projectTitle={project.title}
            onClose={() => setAccepting(null)}
            onConfirm={acceptProposal}
            saving={acceptingId !== null}
          />
        ) : null}
      </Container>
    );
  };

  return (
    <DataView
      data={project}
      loading={details.loading}
      error={details.error}
      onRetry={details.refetch}
      placeholder={{ label: 'Loading project...', variant: 'detail' }}
      errorTitle="We couldn't load this project"
      errorDescription={details.error?.message}
      frame={frame}
      empty={
        <Container maxW="3xl" py={{ base: '10', md: '16' }}>
          {meta}
          <Stack align="center" textAlign="center" gap="5" py="10" px="6" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="card" bg="bg.subtle">
            <Box color="fg.muted">
              <FileSearch size={40} aria-hidden="true" />
            </Box>
            <Heading as="h1" size="2xl">
              Project Not Found
            </Heading>
            <Text color="fg.muted" maxW="md">
              This project may have been removed by the homeowner, or the link is incomplete. Open projects across the GTA are listed on the contractor dashboard.
            </Text>
            <LinkButton href="/contractor-dashboard" colorPalette="brand">
              Go to Contractor Dashboard
            </LinkButton>
          </Stack>
        </Container>
      }
    >
      {projectPage}
    </DataView>
  );
}
