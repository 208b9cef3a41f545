import { SignInPrompt } from './SignInPrompt';
import { useQuery } from '@apollo/client/react';
import {
  AppLink,
  Box,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  LinkButton,
  LoadingState,
  ProjectStatusBadge,
  Stack,
  Text,
} from '@marketplace/design-system';
import { Button } from '@chakra-ui/react/button';
import { CalendarDays, ClipboardList, Clock, Globe, MessageSquareText, PencilLine, Plus, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MyProjectsQuery as MyProjectsResult } from '../../gql/graphql';
import { PageIntro } from '../../app/ui/PageIntro';
import { Seo } from '../content/seo/Seo';
import { formatDate, Notice, proposalCountLabel, statusFromApi, toDisplayId } from '../marketplace';
import { MyProjectsQuery } from './operations';
import { ReviseProjectDialog } from './ReviseProjectDialog';
import { useViewer } from './useViewer';

type MyProject = MyProjectsResult['myProjects'][number];

export const POSTED_NOTICE =
  "Your e-mail is confirmed. Our team reviews your project and publishes it within 24 hours; we'll e-mail you when it's live.";

/** What a project's visibility means for its owner, and how it looks. */
export const VISIBILITY_NOTES = {
  UNCONFIRMED: 'Waiting for you to confirm your e-mail',
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

/** One of the viewer's projects: title (to its page), status, whether it is public, date and proposals. */
export function MyProjectRow({ project, onRevise }: { project: MyProject; onRevise?: (project: MyProject) => void }) {
  const { icon: VisibilityIcon, color } = VISIBILITY_LOOK[project.visibility];
  const note = project.review?.note;
  const sentBack = project.visibility === 'CHANGES_REQUESTED';
  return (
    <Stack as="li" gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="md" lineHeight="short" minW="0">
          <AppLink href={`/project/${toDisplayId('database', project.id)}`} color="fg" fontWeight="semibold">
            {project.title}
          </AppLink>
        </Heading>
        <ProjectStatusBadge status={statusFromApi(project.status)} size="sm" />
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
      {note && (sentBack || project.visibility === 'REJECTED') ? (
        <Notice tone="warning">
          {sentBack ? 'Our review team asks: ' : 'Reason: '}
          {note}
        </Notice>
      ) : null}
      {sentBack && onRevise ? (
        <HStack>
          <Button size="sm" onClick={() => onRevise(project)}>
            <PencilLine aria-hidden="true" />
            Edit and resubmit
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function MyProjectsList({ justPosted }: { justPosted: boolean }) {
  const { data, loading, error, refetch } = useQuery(MyProjectsQuery, { fetchPolicy: 'cache-and-network' });
  const [revising, setRevising] = useState<MyProject | undefined>(undefined);
  if (loading && !data) return <LoadingState label="Loading your projects..." showLabel variant="list" count={3} />;
  if (error && !data) {
    return <ErrorState title="We couldn't load your projects" description="Please check your connection and try again." onRetry={() => void refetch()} />;
  }
  const projects = data?.myProjects ?? [];
  return (
    <Stack gap="5">
      <ReviseProjectDialog project={revising} note={revising?.review?.note ?? null} onClose={() => setRevising(undefined)} />
      {justPosted ? (
        <Notice tone="success" role="status">
          {POSTED_NOTICE}
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
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Your projects">
          {projects.map((project) => (
            <MyProjectRow key={project.id} project={project} onRevise={setRevising} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Route `/my-projects`: the signed-in person's projects in any state. The e-mailed link of a
 * first post lands here with `?posted=<id>`, which confirms that the project went to review.
 */
export function MyProjectsPage() {
  const [params] = useSearchParams();
  const { viewer, loading } = useViewer();
  const justPosted = params.has('posted');

  return (
    <>
      <Seo title="My projects" description="The projects you posted, their status and the proposals they received." path="/my-projects" noindex />
      <PageIntro
        eyebrow="Your account"
        title="My projects"
        description="Everything you posted, whether it is public yet, and how many proposals each project has."
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
        {loading ? (
          <LoadingState label="Loading your projects..." showLabel variant="list" count={3} />
        ) : viewer ? (
          <MyProjectsList justPosted={justPosted} />
        ) : (
          <Box>
            <SignInPrompt title="Sign in to see your projects" path={'/my-projects'} />
          </Box>
        )}
      </Container>
    </>
  );
}
