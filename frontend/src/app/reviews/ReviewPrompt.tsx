import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { HStack, LinkButton, Stack, Text } from '@marketplace/design-system';
import { Star } from 'lucide-react';
import { graphql } from '../../gql';
import type { ReviewPrompt_ProjectFragment } from '../../gql/graphql';

/** Whether the viewer may review the project's hire, the hire, and the review already written. */
export const ReviewPrompt_project = graphql(`
  fragment ReviewPrompt_project on Project {
    id
    viewerCanReview
    hireReview {
      id
      rating
      authorName
      hidden
    }
    hire {
      id
      contractorName
      contractorProfileId
    }
  }
`);

/**
 * On a completed project's page: invites its homeowner to review the hire, or points to the review
 * already written. Shows nothing to anyone else (the server decides with viewerCanReview).
 */
export function ReviewPrompt({ project: ref }: { project: FragmentType<ReviewPrompt_ProjectFragment> }) {
  const { data: project, complete } = useFragment({ fragment: ReviewPrompt_project, from: ref });
  if (!complete) return null;
  const hire = project.hire?.contractorProfileId ? project.hire : null;
  if (!hire) return null;
  if (project.viewerCanReview) {
    return (
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between" p="4" borderRadius="card" bg="bg.subtle" borderWidth="1px" borderColor="border.muted">
        <HStack gap="2">
          <Star aria-hidden="true" size={20} />
          <Text fontWeight="medium">How did {hire.contractorName} do? Your review helps other GTA homeowners choose.</Text>
        </HStack>
        <LinkButton href={`/project/db-${project.id}/review`}>Review {hire.contractorName}</LinkButton>
      </Stack>
    );
  }
  if (project.hireReview && !project.hireReview.hidden) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {project.hireReview.authorName} rated {hire.contractorName} {project.hireReview.rating.toFixed(1)} out of 5.{' '}
        <LinkButton href={`/contractor/${hire.contractorProfileId}#review-${project.hireReview.id}`} variant="plain" size="sm" px="0" height="auto">
          Read the review
        </LinkButton>
      </Text>
    );
  }
  return null;
}
