import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Heading, HStack, ProjectStatusBadge, Stack, Text, UrgencyBadge } from '@marketplace/design-system';
import { DEFAULT_HOMEOWNER } from '@marketplace/shared';
import { formatDate, proposalCountLabel, statusFromApi, urgencyFromApi } from '../../app/marketplace';
import { graphql } from '../../gql';
import type { ProjectHeader_ProjectFragment } from '../../gql/graphql';

export const ProjectHeader_project = graphql(`
  fragment ProjectHeader_project on Project {
    id
    title
    status
    hired
    urgency
    homeowner
    postedOn
    completedOn
    proposalCount
    showcase
    showcaseDetails {
      statedProposalCount
    }
    proposals {
      id
    }
  }
`);

/**
 * The project's status, urgency and number of proposals, its title, and who posted it when. A sample
 * states its proposals (it has no proposal rows), to which the bids tried on its page add; a finished
 * sample shows when it was finished, not posted, and no count of proposals.
 */
export function ProjectHeader({ project: ref }: { project: FragmentType<ProjectHeader_ProjectFragment> }) {
  const { data: project, complete } = useFragment({ fragment: ProjectHeader_project, from: ref });
  if (!complete) return null;
  const completed = project.status === 'COMPLETED';
  const finishedSample = project.showcase && completed;
  const proposalCount = project.showcase ? (project.showcaseDetails?.statedProposalCount ?? 0) + project.proposals.length : project.proposalCount;
  const postedOn = finishedSample ? null : project.postedOn;
  return (
    <Stack gap="3" minW="0" maxW="4xl">
      <HStack gap="2" wrap="wrap">
        <ProjectStatusBadge status={statusFromApi(project.status)} hired={project.hired} />
        <UrgencyBadge urgency={urgencyFromApi(project.urgency)} />
        {/* A finished sample shows finished work, not a post taking bids: no count of proposals. */}
        {finishedSample ? null : (
          <Text as="span" textStyle="sm" color="fg.muted">
            {proposalCountLabel(proposalCount)}
          </Text>
        )}
      </HStack>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
        {project.title}
      </Heading>
      <Text color="fg.muted">
        Posted by <Text as="span" color="fg" fontWeight="medium">{project.homeowner || DEFAULT_HOMEOWNER}</Text>
        {postedOn ? (
          <>
            {' on '}
            <time dateTime={postedOn}>{formatDate(postedOn)}</time>
          </>
        ) : null}
        {project.completedOn && completed ? (
          <>
            {' · completed '}
            <time dateTime={project.completedOn}>{formatDate(project.completedOn)}</time>
          </>
        ) : null}
      </Text>
    </Stack>
  );
}
