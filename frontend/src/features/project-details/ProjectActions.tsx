import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { LogIn, Pencil, RefreshCcw, Send, Trash2 } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLink, Box, Button, HStack, LinkButton, Notice, showToast, Stack, Text } from '@marketplace/design-system';
import { allowedStatusOptions, canDelete, canEdit, databaseIdOf, projectNumber, proposalCountLabel, proposalStatusFromApi, statusFromApi } from '../../app/marketplace';
import { signInHref } from '../../app/session/nextPath';
import { useViewer } from '../../app/session/useViewer';
import { lazyDialog } from '../../app/ui/lazyDialog';
import { graphql } from '../../gql';
import type { ProjectActions_ProjectFragment } from '../../gql/graphql';
import type { ProposalView } from '../../app/proposals';
import { useReopenForQuotes } from './mutations/useReopenForQuotes';
import { permissionsOf } from './projectPermissions';
import { ProjectStatusSelect, type ProjectPageActions } from './ProjectStatusSelect';

// The page's forms load when first opened: most visitors open none, and Formik and the forms stay out of the start.
const EditProjectDialog = lazyDialog(async () => (await import('../../app/marketplace/components/EditProjectDialog')).EditProjectDialog, (props) => props.project !== undefined);
const ProposalDialog = lazyDialog(async () => (await import('../../app/proposals/ProposalDialog')).ProposalDialog, (props) => props.open);

export const ProjectActions_project = graphql(`
  fragment ProjectActions_project on Project {
    id
    title
    status
    showcase
    showcaseNumber
    acceptingQuotes
    proposalCount
    viewerProposalId
    estimatedCost
    timeline
    contractorNotes
    viewerCan {
      statuses
      fields
      delete
      submitProposal
      reopenForQuotes
    }
    # The signed-in contractor's own proposal among them: its note, and its terms to change it from.
    proposals {
      id
      status
      bidAmount
      timeline
      approach
      experience
      materials
      warranty
      additionalNotes
    }
    ...ProjectStatusSelect_project
  }
`);

export interface ProjectActionsProps {
  project: FragmentType<ProjectActions_ProjectFragment>;
  actions: ProjectPageActions;
  /** A bid was sent, or tried on a sample (the tried bid, which the page keeps). */
  onBidSent: (tried: ProposalView | null) => void;
  /** The signed-in contractor changed their pending proposal. */
  onProposalChanged: () => void;
}

/**
 * What the viewer may do with the project, under its title: change its status, edit or delete it, bid
 * on it (or change their bid, once sent), or reopen it for more quotes; a sample says what it is. The
 * server decides what a posted project offers (permissionsOf).
 */
export function ProjectActions({ project: ref, actions, onBidSent, onProposalChanged }: ProjectActionsProps) {
  const { data: project, complete } = useFragment({ fragment: ProjectActions_project, fragmentName: 'ProjectActions_project', from: ref });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { viewer, loading: viewerLoading } = useViewer();
  const { reopen, reopening } = useReopenForQuotes();
  // After a bid is sent, focus moves to the note that replaces Submit Proposal once the page has it.
  const sentRef = useRef<HTMLDivElement>(null);
  const [focusSent, setFocusSent] = useState(false);
  const [editing, setEditing] = useState(false);
  const [proposalOpen, setProposalOpen] = useState(false);
  // One proposal per contractor: a new bid is a change to the pending one.
  const [changingProposal, setChangingProposal] = useState(false);
  const sentProposalId = complete ? project.viewerProposalId : null;
  useEffect(() => {
    if (!focusSent || !sentProposalId) return;
    sentRef.current?.focus();
    setFocusSent(false);
  }, [focusSent, sentProposalId]);
  if (!complete) return null;

  const sample = project.showcase;
  const can = permissionsOf(project);
  const id = projectNumber(project);
  const status = statusFromApi(project.status);
  const editable = canEdit({ viewerCan: can });
  const deletable = canDelete({ viewerCan: can });
  const manageable = can.statuses.length > 0 || editable || deletable;
  const completed = status === 'completed';
  const mayBid = can.submitProposal;
  // The server decides: false once the project has as many proposals as it takes.
  const enoughQuotes = !sample && project.acceptingQuotes === false;
  const mayReopen = can.reopenForQuotes;
  // The contractor's own proposal decides what the note in place of Submit Proposal says.
  const ownProposal = project.proposals.find((proposal) => proposal.id === project.viewerProposalId);
  const ownStatus = ownProposal ? proposalStatusFromApi(ownProposal.status) : undefined;
  const ownNote =
    ownStatus === 'accepted'
      ? 'The homeowner accepted your proposal: you are hired for this project. Keep its status up to date here.'
      : ownStatus === 'declined'
        ? 'The homeowner went with another proposal for this project.'
        : 'You sent a proposal for this project. The homeowner compares it with the others; you will hear when they decide.';
  const busy = actions.busyId === id;
  const reopenForQuotes = async () => {
    const serverId = databaseIdOf(id);
    if (serverId === null) return;
    try {
      await reopen(serverId);
      showToast({ type: 'success', title: 'Open for more quotes', description: 'Contractors can send proposals for this project again.' });
    } catch (error) {
      showToast({ type: 'error', title: 'We couldn’t reopen this project', description: error instanceof Error ? error.message : String(error) });
    }
  };
  const remove = async () => {
    if (await actions.remove({ id })) navigate('/contractor-dashboard');
  };
  const edited = {
    id,
    title: project.title,
    estimatedCost: project.estimatedCost ?? undefined,
    timeline: project.timeline,
    status,
    contractorNotes: project.contractorNotes ?? undefined,
  };

  return (
    <>
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
            <ProjectStatusSelect project={project} label="Project status" actions={actions} />
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

      {editable ? (
        <EditProjectDialog
          project={editing ? edited : undefined}
          onClose={() => setEditing(false)}
          onSave={(edit) => actions.saveEdit({ id, status, viewerCan: can }, edit)}
          fields={can.fields}
          statusOptions={allowedStatusOptions(can.statuses)}
        />
      ) : null}
      {ownProposal && ownStatus === 'pending' ? (
        <ProposalDialog
          projectId={id}
          projectTitle={project.title}
          editing={ownProposal}
          open={changingProposal}
          onOpenChange={setChangingProposal}
          onSubmitted={onProposalChanged}
        />
      ) : null}
      {!completed && mayBid ? (
        <ProposalDialog
          projectId={id}
          sample={sample}
          projectTitle={project.title}
          open={proposalOpen}
          onOpenChange={setProposalOpen}
          onSubmitted={(tried) => {
            if (!tried) setFocusSent(true);
            onBidSent(tried);
          }}
        />
      ) : null}
    </>
  );
}
