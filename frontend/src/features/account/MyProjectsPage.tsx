import { RequireViewer } from '../../app/session/RequireViewer';
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { AppLink, Button, ConfirmDialog, Container, EmptyState, Heading, HStack, LinkButton, Notice, PageHero, ProjectStatusBadge, showToast, Stack, Text } from '@marketplace/design-system';
import { CalendarDays, ClipboardList, Clock, Globe, MessageSquareText, PencilLine, Plus, Send, ShieldCheck, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MyProjectRow_ProjectFragment, MyProjectsQuery as MyProjectsResult } from '../../gql/graphql';
import { DataView } from '../../app/ui/dataStates';
import { Seo } from '../../app/seo/Seo';
import { formatDate, projectPath, proposalCountLabel, statusFromApi } from '../../app/marketplace';
import { graphql } from '../../gql';
import { actionProblem } from '../../app/graphql/actionProblem';
import { MyProjectsQuery } from './operations';
import { AgreementLink } from '../../app/agreements/AgreementLink';
import { JobDue } from '../../app/agreements/JobDue';
import { ReviseProjectDialog } from './ReviseProjectDialog';
import { useConfirmProject } from './mutations/useConfirmProject';
import { useDiscardWaitingProject } from './mutations/useDiscardWaitingProject';
import { useViewer } from '../../app/session/useViewer';

type MyProject = MyProjectsResult['myProjects'][number];
type MyAgreement = MyProjectsResult['myAgreements'][number];

export const POSTED_NOTICE =
  "Your e-mail is confirmed. Our team reviews your project and publishes it within 24 hours; we'll e-mail you when it's live.";

/**
 * Opening the e-mailed link signs the poster in; the post itself waits for them to confirm it here
 * (someone else may have used their address), then goes to the review team.
 */
export const CONFIRM_POST_NOTICE = 'Your e-mail is confirmed. Check your project below and confirm it to send it to our review team.';

export const WAITING_POST_TEXT = {
  confirm: 'Confirm and send for review',
  discard: 'Discard',
  discardTitle: 'Discard this post?',
  discardDescription: (title: string) => `"${title}" is deleted. It was never sent for review, so nobody else has seen it.`,
  discarded: 'Post discarded',
  failed: 'Nothing was changed',
} as const;

export const PENDING_DETAILS_NOTICE = 'Details given with your e-mail address are waiting for your confirmation.';

/** Says that details wait under the viewer's address, with a link to settings (the list's query asks). */
function PendingDetailsNotice({ waiting }: { waiting: boolean }) {
  if (!waiting) return null;
  return (
    <Notice tone="warning">
      {PENDING_DETAILS_NOTICE}{' '}
      <AppLink href="/account" color="inherit" textDecoration="underline" fontWeight="semibold">
        Review them in Account settings
      </AppLink>
    </Notice>
  );
}

/** What a project's visibility means for its owner, and how it looks. */
export const VISIBILITY_NOTES = {
  UNCONFIRMED: 'Waiting for your confirmation',
  IN_REVIEW: 'In review: published within 24 hours',
  CHANGES_REQUESTED: 'Changes requested by our review team',
  REJECTED: 'Not published',
  PUBLISHED: 'Published',
} as const;
const VISIBILITY_LOOK = {
  UNCONFIRMED: { icon: Clock, color: 'fg.warning' },
  IN_REVIEW: { icon: ShieldCheck, color: 'fg.info' },
  CHANGES_REQUESTED: { icon: PencilLine, color: 'fg.warning' },
  REJECTED: { icon: XCircle, color: 'fg.error' },
  PUBLISHED: { icon: Globe, color: 'fg.success' },
} as const;

/** What a row shows of one of the homeowner's own projects, review state included. */
export const MyProjectRow_project = graphql(`
  fragment MyProjectRow_project on Project {
    id
    title
    status
    hired
    visibility
    postedDate
    proposalCount
    review {
      note
    }
    viewerCan {
      confirmForReview
      resubmitForReview
    }
  }
`);

/** One of the viewer's projects: title (to its page), status, whether it is public, date and proposals, and its agreement once there is one. */
export function MyProjectRow({
  project: from,
  agreement,
  onRevise,
  onConfirm,
  onDiscard,
  busy = false,
}: {
  project: FragmentType<MyProjectRow_ProjectFragment>;
  /** The written agreement with the contractor hired for it (the newest). */
  agreement?: MyAgreement;
  onRevise?: () => void;
  /** For a post waiting under the viewer's address: send it for review, or discard it. */
  onConfirm?: () => void;
  onDiscard?: () => void;
  busy?: boolean;
}) {
  const { data: project, complete } = useFragment({ fragment: MyProjectRow_project, from });
  if (!complete) return null;
  const { icon: VisibilityIcon, color } = VISIBILITY_LOOK[project.visibility];
  const note = project.review?.note;
  const sentBack = project.visibility === 'CHANGES_REQUESTED';
  return (
    <Stack as="li" gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="md" lineHeight="short" minW="0">
          <AppLink href={projectPath(project)} color="fg" fontWeight="semibold">
            {project.title}
          </AppLink>
        </Heading>
        <ProjectStatusBadge status={statusFromApi(project.status)} hired={project.hired} size="sm" />
      </HStack>
      <HStack gap={{ base: '3', md: '5' }} rowGap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        <HStack gap="1.5" color={color} fontWeight="medium">
          <VisibilityIcon size={14} aria-hidden="true" />
          <Text as="span">{VISIBILITY_NOTES[project.visibility]}</Text>
        </HStack>
        <HStack gap="1.5">
          <CalendarDays size={14} aria-hidden="true" />
          <Text as="span">Posted {formatDate(project.postedDate)}</Text>
        </HStack>
        <HStack gap="1.5">
          <MessageSquareText size={14} aria-hidden="true" />
          <Text as="span">{proposalCountLabel(project.proposalCount)}</Text>
        </HStack>
      </HStack>
      {agreement ? (
        <Stack gap="2">
          <AgreementLink agreement={agreement} label="Written agreement" />
          <JobDue agreement={agreement} viewpoint="homeowner" />
        </Stack>
      ) : null}
      {note && (sentBack || project.visibility === 'REJECTED') ? (
        <Notice tone="warning">
          {sentBack ? 'Our review team asks: ' : 'Reason: '}
          {note}
        </Notice>
      ) : null}
      {project.viewerCan.confirmForReview && onConfirm && onDiscard ? (
        <HStack gap="3" wrap="wrap">
          <Button size="sm" onClick={onConfirm} loading={busy} loadingText="Sending…">
            <Send aria-hidden="true" />
            {WAITING_POST_TEXT.confirm}
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard} disabled={busy} aria-label={`${WAITING_POST_TEXT.discard} "${project.title}"`}>
            <Trash2 aria-hidden="true" />
            {WAITING_POST_TEXT.discard}
          </Button>
        </HStack>
      ) : null}
      {project.viewerCan.resubmitForReview && onRevise ? (
        <HStack>
          <Button size="sm" onClick={onRevise}>
            <PencilLine aria-hidden="true" />
            Edit and resubmit
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function MyProjectsList({ postedId }: { postedId: string | null }) {
  const { data, loading, error, refetch } = useQuery(MyProjectsQuery, { fetchPolicy: 'cache-and-network' });
  const [revising, setRevising] = useState<MyProject | undefined>(undefined);
  const [discarding, setDiscarding] = useState<MyProject | undefined>(undefined);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmedId, setConfirmedId] = useState<string | null>(null);
  const { confirm } = useConfirmProject();
  const { discard } = useDiscardWaitingProject();
  const projects = data?.myProjects ?? [];
  const posted = postedId ? projects.find((project) => project.id === postedId) : undefined;
  const act = async (project: MyProject, action: 'confirm' | 'discard') => {
    setBusyId(project.id);
    try {
      if (action === 'confirm') {
        await confirm(project.id);
        setConfirmedId(project.id);
      } else {
        await discard(project.id);
        showToast({ type: 'success', title: WAITING_POST_TEXT.discarded, description: project.title });
      }
    } catch (problem) {
      showToast({ type: 'error', title: WAITING_POST_TEXT.failed, description: actionProblem(problem) });
    } finally {
      setBusyId(null);
    }
  };
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      placeholder={{ label: 'Loading your projects...', variant: 'list', count: 3 }}
      errorTitle="We couldn't load your projects"
    >
      {() => (
        <Stack gap="5">
          <ReviseProjectDialog project={revising} onClose={() => setRevising(undefined)} />
          <ConfirmDialog
            open={discarding !== undefined}
            onOpenChange={(open) => {
              if (!open) setDiscarding(undefined);
            }}
            title={WAITING_POST_TEXT.discardTitle}
            description={discarding ? WAITING_POST_TEXT.discardDescription(discarding.title) : undefined}
            confirmLabel={WAITING_POST_TEXT.discard}
            tone="danger"
            finalFocusEl={() => document.getElementById('my-projects-list')}
            onConfirm={() => {
              const project = discarding;
              setDiscarding(undefined);
              if (project) void act(project, 'discard');
            }}
          />
          <PendingDetailsNotice waiting={Boolean(data?.viewer?.pendingDetails)} />
          {confirmedId || (posted && posted.visibility !== 'UNCONFIRMED') ? (
            <Notice tone="success" role="status">
              {POSTED_NOTICE}
            </Notice>
          ) : posted ? (
            <Notice tone="info" role="status">
              {CONFIRM_POST_NOTICE}
            </Notice>
          ) : null}
          {projects.length === 0 ? (
            <EmptyState
              title="You haven't posted a project yet"
              description="Describe your renovation or repair and verified GTA contractors send you proposals. Posting is free."
              icon={ClipboardList}
              action={
                <LinkButton href="/post-project">
                  <Plus aria-hidden="true" />
                  Post a project
                </LinkButton>
              }
            />
          ) : (
            <Stack as="ul" gap="4" listStyleType="none" aria-label="Your projects" id="my-projects-list" tabIndex={-1}>
              {projects.map((project) => (
                <MyProjectRow
                  key={project.id}
                  project={project}
                  agreement={data?.myAgreements.find((agreement) => agreement.projectId === project.id)}
                  onRevise={() => setRevising(project)}
                  onConfirm={() => void act(project, 'confirm')}
                  onDiscard={() => setDiscarding(project)}
                  busy={busyId === project.id}
                />
              ))}
            </Stack>
      )}
    </Stack>
      )}
    </DataView>
  );
}

/**
 * Route `/my-projects`: the signed-in person's projects in any state. The e-mailed link of a
 * first post lands here with `?posted=<id>`: that post, like any other waiting under the address,
 * is confirmed (sent for review) or discarded here by its owner.
 */
export function MyProjectsPage() {
  const [params] = useSearchParams();
  const { viewer } = useViewer();
  const postedId = params.get('posted');

  return (
    <>
      <Seo title="My projects" description="The projects you posted, their status and the proposals they received." path="/my-projects" noindex />
      <PageHero size="md" tone="subtle"
        eyebrow="Your account"
        title="My projects"
        subtitle="Everything you posted, whether it is public yet, and how many proposals each project has."
        actions={
          viewer ? (
            <LinkButton href="/post-project" variant="outline">
              <Plus aria-hidden="true" />
              Post a project
            </LinkButton>
          ) : undefined
        }
      />
      <Container maxW="4xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <RequireViewer placeholder={{ label: 'Loading your projects...', showLabel: true, variant: 'list', count: 3 }} signIn={{ title: 'Sign in to see your projects', path: '/my-projects' }}>
          <MyProjectsList postedId={postedId} />
        </RequireViewer>
      </Container>
    </>
  );
}
