import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Badge } from '@chakra-ui/react/badge';
import { MessageSquareText } from 'lucide-react';
import { EmptyState, ProposalCard } from '@marketplace/design-system';
import type { ProposalStatusValue } from '@marketplace/backend/rules';
import type { ProposalView } from '../proposals';

export interface ProposalsSectionProps {
  proposals: ProposalView[];
  onSetStatus: (proposal: ProposalView, status: ProposalStatusValue) => void;
  updatingId: string | null;
  /** What the empty state suggests (differs for completed projects). */
  emptyHint: string;
}

/**
 * Submitted proposals. Accept and Decline (the current status's button disabled) show only where
 * the viewer may decide; contact details only where the server sent them.
 */
export function ProposalsSection({ proposals, onSetStatus, updatingId, emptyHint }: ProposalsSectionProps) {
  return (
    <Stack as="section" aria-labelledby="proposals-heading" gap="4">
      <HStack gap="3">
        <Heading as="h2" size="xl" id="proposals-heading">
          Proposals
        </Heading>
        <Badge variant="subtle" colorPalette="gray" borderRadius="full">
          {proposals.length}
        </Badge>
      </HStack>
      {proposals.length === 0 ? (
        <EmptyState title="No proposals yet" description={emptyHint} icon={MessageSquareText} headingLevel="h3" />
      ) : (
        <Stack gap="4">
          {proposals.map((proposal) => (
            <ProposalCard
              key={proposal.id}
              contractorName={proposal.contractorName}
              contractorBadges={proposal.contractorBadges}
              contractorEmail={proposal.contractorEmail}
              contractorPhone={proposal.contractorPhone}
              bidAmount={proposal.bidAmount}
              timeline={proposal.timeline}
              approach={proposal.approach}
              experience={proposal.experience}
              materials={proposal.materials}
              warranty={proposal.warranty}
              additionalNotes={proposal.additionalNotes}
              status={proposal.status}
              submittedDate={proposal.submittedDate}
              isUpdating={updatingId === proposal.id}
              onAccept={proposal.canDecide ? () => onSetStatus(proposal, 'accepted') : undefined}
              onDecline={proposal.canDecide ? () => onSetStatus(proposal, 'declined') : undefined}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
