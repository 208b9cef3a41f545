import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { AppLink, Box, HStack, Text, VisuallyHidden } from '@marketplace/design-system';
import { MessageCircle } from 'lucide-react';
import type { ProposalMessagesLinkFieldsFragment } from '../../gql/graphql';
import { graphql } from '../../gql';

/** A proposal's thread link on lists: where it is and whether there is something new. */
export const ProposalMessagesLinkFields = graphql(`
  fragment ProposalMessagesLinkFields on Proposal {
    id
    messageThread {
      id
      unreadCount
    }
  }
`);

/** The thread screen of a proposal (notifications and lists link here). */
export function threadHref(proposalId: string): string {
  return `/proposals/${proposalId}/messages`;
}

export interface ProposalMessagesLinkProps {
  /** The proposal's reference to ProposalMessagesLinkFields (its query spreads the fragment). */
  proposal: FragmentType<ProposalMessagesLinkFieldsFragment>;
}

/**
 * "Messages" on a proposal (the project page's cards, the contractor's list), with a dot when the
 * other side wrote since the viewer last read the thread. Nothing when the viewer has no thread there.
 */
export function ProposalMessagesLink({ proposal }: ProposalMessagesLinkProps) {
  const { data, complete } = useFragment({ fragment: ProposalMessagesLinkFields, from: proposal });
  if (!complete || !data.messageThread) return null;
  const thread = data.messageThread;
  const unread = thread.unreadCount;
  return (
    <HStack gap="2">
      <AppLink href={threadHref(data.id)} color="fg.brand" fontWeight="medium" textStyle="sm" display="inline-flex" alignItems="center" gap="1.5">
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
