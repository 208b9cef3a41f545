import { AppLink, Box, HStack, Text, VisuallyHidden } from '@marketplace/design-system';
import { MessageCircle } from 'lucide-react';
import type { ProposalMessagesLinkFieldsFragment } from '../../gql/graphql';

/** The thread screen of a proposal (notifications and lists link here). */
export function threadHref(proposalId: string): string {
  return `/proposals/${proposalId}/messages`;
}

/**
 * "Messages" on a proposal (the project page's cards, the contractor's list), with a dot when the
 * other side wrote since the viewer last read the thread. Nothing when the viewer has no thread there.
 */
export function ProposalMessagesLink({ proposal }: { proposal: { id: string; messageThread?: ProposalMessagesLinkFieldsFragment['messageThread'] } }) {
  const thread = proposal.messageThread;
  if (!thread) return null;
  const unread = thread.unreadCount;
  return (
    <HStack gap="2">
      <AppLink href={threadHref(proposal.id)} color="fg.brand" fontWeight="medium" textStyle="sm" display="inline-flex" alignItems="center" gap="1.5">
        <MessageCircle size={16} aria-hidden="true" />
        <Text as="span">Messages</Text>
        {unread > 0 ? (
          <>
            <Box as="span" aria-hidden="true" boxSize="2" borderRadius="full" bg="fg.error" display="inline-block" />
            <VisuallyHidden>({unread === 1 ? '1 new message' : `${unread} new messages`})</VisuallyHidden>
          </>
        ) : null}
      </AppLink>
    </HStack>
  );
}
