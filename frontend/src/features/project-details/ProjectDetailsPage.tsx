import { ArrowLeft, FileSearch, LogIn, Pencil, RefreshCcw, Send, Trash2 } from 'lucide-react';
import { startTransition, useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { AppLink, Box, Button, Container, Grid, Heading, HStack, LinkButton, Notice, ProjectStatusBadge, showToast, Stack, Text, UrgencyBadge } from '@marketplace/design-system';
import { DataView } from '../../app/ui/dataStates';
import { Seo } from '../../app/seo/Seo';
import { DASHBOARD_STATUS_OPTIONS } from '../../data/postForm';
import { allowedStatusOptions, canDelete, databaseIdOf, canEdit, formatDate, proposalCountLabel, StatusSelect, statusOptionsFor, useProjectActions } from '../../app/marketplace';
import { signInHref } from '../../app/session/nextPath';
import { useViewer } from '../../app/session/useViewer';
import type { MarketplaceProject } from '../../app/marketplace';
import { SAMPLE_TRIES, useAcceptProposal, useProposalStatus, useTryInPageMemory } from '../proposals';
import type { ProposalView } from '../proposals';
import { AcceptProposalDialog } from './AcceptProposalDialog';
import { ProjectInformationCard } from './ProjectInformationCard';
import { ProjectSummary } from './ProjectSummary';
import { ProposalsSection } from './ProposalsSection';
import { SiteVisits } from '../visits/SiteVisits';
import { ReviewPrompt } from '../reviews/ReviewPrompt';
import { InvitePros } from '../pros/InvitePros';
import { useProjectDetails } from './useProjectDetails';
import { ProjectDetailsQuery } from './operations';
import { useReopenForQuotes } from './mutations/useReopenForQuotes';
import { lazyDialog } from '../../app/ui/lazyDialog';

// The page's forms load when first opened: most visitors open none, and Formik and the forms stay out of the start.
const EditProjectDialog = lazyDialog(async () => (await import('../../app/marketplace/components/EditProjectDialog')).EditProjectDialog, (props) => props.project !== undefined);
const ProposalDialog = lazyDialog(async () => (await import('../proposals/ProposalDialog')).ProposalDialog, (props) => props.open);

/** Route `/project/:id`: one project from any source, its proposals and the actions on it. */
export default function ProjectDetailsPage() {
  const { id } = useParams();
  // A fresh screen per id, so page-memory changes of one project never leak into another.
  return <ProjectDetailsScreen key={id} routeId={id} />;
}

function ProjectDetailsScreen({ routeId }: { routeId: string | undefined }) {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const details = useProjectDetails(routeId);
  const { viewer, loading: viewerLoading } = useViewer();
  const actions = useProjectActions();
  const { reopen, reopening } = useReopenForQuotes();
  // After a bid is sent, focus moves to the note that replaces Submit Proposal once the page has it.
  const sentRef = useRef<HTMLDivElement>(null);
  const [focusSent, setFocusSent] = useState(false);
  const [editing, setEditing] = useState(false);
  const [proposalOpen, setProposalOpen] = useState(false);
  // One proposal per contractor: a new bid is a change to the pending one.
  const [changingProposal, setChangingProposal] = useState(false);

  const { setStatus: saveStatus, updatingId } = useProposalStatus();
  // A sample's page: a visitor's bids and decisions stay in page memory (nothing is sent).
  const tries = useTryInPageMemory();
  const { acceptProposal, acceptingId } = useAcceptProposal();
  const [accepting, setAccepting] = useState<ProposalView | null>(null);
  // Notifications link to one proposal (#proposal-<id>); show it once the proposals are in.
  const proposalsIn = details.proposals.length;
  useEffect(() => {
    if (proposalsIn > 0 && hash.startsWith('#proposal-')) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [proposalsIn, hash]);
  const sentProposalId = details.project?.viewerProposalId ?? null;
  useEffect(() => {
    if (!focusSent || !sentProposalId) return;
    sentRef.current?.focus();
    setFocusSent(false);
  }, [focusSent, sentProposalId]);

  const project = details.project;
  const meta = project ? (
    <Seo
      title={project.title}
      description={`${project.title}${project.location ? ` in ${project.location}` : ''}: scope, budget, timeline and contractor proposals.`}
      path={`/project/${project.id}`}
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

  const projectPage = (project: MarketplaceProject) => {
    // A sample is changed by nobody: what a visitor may try on it (SAMPLE_TRIES) stays on the page.
    const sample = details.showcase;
    // Posted projects: only what the server allows this viewer.
    const statusOptions = statusOptionsFor(project, DASHBOARD_STATUS_OPTIONS);
    const editable = canEdit(project);
    const deletable = canDelete(project);
    const manageable = statusOptions.length > 0 || editable || deletable;
    const completed = project.status === 'completed';
    const mayBid = sample ? SAMPLE_TRIES.submitProposal : project.viewerCan?.submitProposal === true;
    // The server decides: false once the project has as many proposals as it takes.
    const enoughQuotes = !sample && project.acceptingQuotes === false;
    const mayReopen = project.viewerCan?.reopenForQuotes === true;
    const proposals = sample ? tries.proposals : details.proposals;
    const setStatus = sample ? tries.decide : saveStatus;
    // The contractor's own proposal decides what the note in place of Submit Proposal says.
    const ownProposal = proposals.find((proposal) => proposal.id === project.viewerProposalId);
    const ownStatus = ownProposal?.status;
    const ownNote =
      ownStatus === 'accepted'
        ? 'The homeowner accepted your proposal: you are hired for this project. Keep its status up to date here.'
        : ownStatus === 'declined'
          ? 'The homeowner went with another proposal for this project.'
          : 'You sent a proposal for this project. The homeowner compares it with the others; you will hear when they decide.';
    // A sample's stated count (showcaseDetails.statedProposalCount) plus the bids tried here.
    const proposalCount = sample ? project.proposalCount + tries.proposals.length : project.proposalCount;
    const busy = actions.busyId === project.id;
    const reopenForQuotes = async () => {
      const serverId = databaseIdOf(project.id);
      if (serverId === null) return;
      try {
        await reopen(serverId);
        showToast({ type: 'success', title: 'Open for more quotes', description: 'Contractors can send proposals for this project again.' });
      } catch (error) {
        showToast({ type: 'error', title: 'We couldn’t reopen this project', description: error instanceof Error ? error.message : String(error) });
      }
    };
    // The homeowner (or staff) deciding on saved proposals compares them side by side, full width.
    const deciding = project.viewerCan?.decideProposals === true && proposals.length > 0;

    const proposalsSection = (
      <ProposalsSection
        proposals={proposals}
        updatingId={updatingId ?? acceptingId}
        onSetStatus={(proposal, status) => void setStatus(proposal, status)}
        comparison={deciding ? { onAccept: setAccepting } : undefined}
        viewerProposalId={project.viewerProposalId}
        emptyHint={
          completed
            ? 'This project is finished; it no longer takes bids.'
            : project.viewerCan?.decideProposals
              ? 'Proposals from contractors appear here, and you can accept or decline each one. Contractors usually respond within 24 hours.'
              : 'Be the first contractor to bid: submit a proposal with your price range, timeline and approach.'
        }
      />
    );

    const changeStatus = (status: MarketplaceProject['status']) => void actions.changeStatus(project, status);
    const remove = async () => {
      if (await actions.remove(project)) navigate('/contractor-dashboard');
    };

    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {meta}
        <Stack gap="6">
          {backButton}
          <Stack gap="5">
            <Stack gap="3" minW="0" maxW="4xl">
              <HStack gap="2" wrap="wrap">
                <ProjectStatusBadge status={project.status} />
                <UrgencyBadge urgency={project.urgency} />
                <Text as="span" textStyle="sm" color="fg.muted">
                  {proposalCountLabel(proposalCount)}
                </Text>
              </HStack>
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
                {project.title}
              </Heading>
              <Text color="fg.muted">
                Posted by <Text as="span" color="fg" fontWeight="medium">{project.homeowner}</Text>
                {project.postedDate ? ` on ${formatDate(project.postedDate)}` : null}
                {project.completionDate && completed ? ` · completed ${formatDate(project.completionDate)}` : null}
              </Text>
            </Stack>
            <Stack
              direction={{ base: 'column', md: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', md: 'flex-end' }}
              gap="4"
              pb="5"
              borderBottomWidth="1px"
              borderColor="border.muted"
            >
              {manageable ? (
                <HStack gap="3" wrap="wrap" align="flex-end">
                  {statusOptions.length > 0 ? (
                    <StatusSelect label="Project status" value={project.status} options={statusOptions} onChange={changeStatus} disabled={busy} />
                  ) : null}
                  <HStack gap="3">
                    {editable ? (
                      <Button variant="outline" onClick={() => setEditing(true)} disabled={busy}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                    ) : null}
                    {deletable ? (
                      <Button variant="outline" colorPalette="red" onClick={() => void remove()} loading={busy} loadingText="Deleting…">
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    ) : null}
                  </HStack>
                </HStack>
              ) : !sample ? (
                <Box />
              ) : (
                <Text textStyle="sm" color="fg.muted" maxW="md">
                  {completed
                    ? 'Finished work from our portfolio of GTA projects.'
                    : 'A sample project: bids are kept on this page only. Posted projects are saved and reach the homeowner.'}
                </Text>
              )}
              {completed ? (
                <Notice tone="success">This project has been completed</Notice>
              ) : project.viewerProposalId ? (
                // One proposal per contractor: once sent, this replaces Submit Proposal, and focus comes here
                // from the closed dialog (its trigger is gone).
                <Stack ref={sentRef} tabIndex={-1} role="region" aria-label="Your proposal" gap="2" align={{ base: 'stretch', sm: 'flex-start' }} outline="none">
                  <Notice tone={ownStatus === 'declined' ? 'info' : 'success'}>{ownNote}</Notice>
                  <HStack gap="4" wrap="wrap">
                    {ownStatus === 'pending' ? (
                      <Button variant="outline" onClick={() => startTransition(() => setChangingProposal(true))}>
                        <Pencil aria-hidden="true" />
                        Change your proposal
                      </Button>
                    ) : null}
                    <AppLink href="/contractor-dashboard?tab=proposals" color="fg.brand" fontWeight="semibold">
                      See it in My proposals
                    </AppLink>
                  </HStack>
                </Stack>
              ) : enoughQuotes && !mayBid ? (
                <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
                  <Notice tone="info">
                    {mayReopen
                      ? `This project has enough quotes: ${proposalCountLabel(project.proposalCount)}. Compare them below, or reopen it if you would like more.`
                      : 'This project has enough quotes: the homeowner is comparing the proposals they have.'}
                  </Notice>
                  {mayReopen ? (
                    <Button variant="outline" loading={reopening} loadingText="Reopening…" onClick={() => void reopenForQuotes()}>
                      <RefreshCcw aria-hidden="true" />
                      Reopen for more quotes
                    </Button>
                  ) : null}
                </Stack>
              ) : mayBid ? (
                <Button
                  colorPalette="brand"
                  size="lg"
                  // A transition: React renders the form in slices, so the tap paints at once and the page stays
                  // responsive while the dialog opens (Interaction to Next Paint).
                  onClick={() => startTransition(() => setProposalOpen(true))}
                >
                  <Send aria-hidden="true" />
                  Submit Proposal
                </Button>
              ) : !viewerLoading && !viewer ? (
                // The label wraps on a phone instead of running past the button's edge.
                <LinkButton href={signInHref(pathname)} variant="outline" size="lg" whiteSpace="normal" height="auto" minHeight="11" paddingBlock="2">
                  <LogIn aria-hidden="true" />
                  Sign in as a contractor to submit a proposal
                </LinkButton>
              ) : null}
            </Stack>
            {details.source && completed ? <ReviewPrompt project={details.source} /> : null}
          </Stack>

          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
            <Stack gap="8" minW="0">
              {details.node ? <ProjectSummary project={details.node} /> : null}
              {/* The homeowner and staff (who decide on proposals); the section itself reads whether the project can still take invitations. */}
              {details.source && project.viewerCan?.decideProposals ? <InvitePros project={details.source} suggestions={details.suggestions ?? undefined} /> : null}
              {deciding ? null : proposalsSection}
              {details.source ? <SiteVisits projectId={details.source.id} visits={details.source.visits} canPropose={details.source.viewerCanProposeVisit} refetchQueries={[ProjectDetailsQuery]} /> : null}
            </Stack>
            <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
              {details.node ? <ProjectInformationCard
                project={details.node}
                statusControl={
                  statusOptions.length > 0 ? (
                    <StatusSelect label="Update status" value={project.status} options={statusOptions} onChange={changeStatus} disabled={busy} />
                  ) : undefined
                }
              /> : null}
            </Stack>
          </Grid>
          {deciding ? proposalsSection : null}
        </Stack>

        {editable ? (
          <EditProjectDialog
            project={editing ? project : undefined}
            onClose={() => setEditing(false)}
            onSave={(edit) => actions.saveEdit(project, edit)}
            fields={project.viewerCan?.fields}
            statusOptions={allowedStatusOptions(project.viewerCan?.statuses ?? [])}
          />
        ) : null}
        {deciding ? (
          <AcceptProposalDialog
            proposal={accepting}
            others={proposals.filter((other) => other.id !== accepting?.id && other.status !== 'declined')}
            projectTitle={project.title}
            onClose={() => setAccepting(null)}
            onConfirm={acceptProposal}
            saving={acceptingId !== null}
          />
        ) : null}
        {ownProposal && ownStatus === 'pending' ? (
          <ProposalDialog
            projectId={project.id}
            projectTitle={project.title}
            editing={ownProposal}
            open={changingProposal}
            onOpenChange={setChangingProposal}
            onSubmitted={() => details.refetch()}
          />
        ) : null}
        {!completed && mayBid ? (
          <ProposalDialog
            projectId={project.id}
            sample={sample}
            projectTitle={project.title}
            open={proposalOpen}
            onOpenChange={setProposalOpen}
            onSubmitted={(proposal) => {
              if (sample) tries.add(proposal);
              else {
                setFocusSent(true);
                details.refetch();
              }
            }}
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
