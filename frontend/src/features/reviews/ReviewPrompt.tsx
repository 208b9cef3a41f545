import { useQuery } from '@apollo/client/react';
import { HStack, LinkButton, Stack, Text } from '@marketplace/design-system';
import { Star } from 'lucide-react';
import { ReviewProjectQuery } from './operations';

/**
 * On a completed project's page: invites its homeowner to review the hire, or points to the review
 * already written. Shows nothing to anyone else (the server decides with viewerCanReview).
 */
export function ReviewPrompt({ projectId }: { projectId: string }) {
  const { data } = useQuery(ReviewProjectQuery, { variables: { id: projectId } });
  const project = data?.project;
  if (!project) return null;
  const hire = project.proposals.filter((proposal) => proposal.status === 'ACCEPTED' && proposal.contractorProfileId).at(-1);
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
