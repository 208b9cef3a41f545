import { graphql } from '../../gql';
import type { MessageThreadQuery as MessageThreadResult } from '../../gql/graphql';

/**
 * What the thread screen shows: both sides, the messages, and the contact details the viewer may
 * see, written out; and the proposal's agreement link, through its own fragment.
 */
export const MessageThreadQuery = graphql(`
  query MessageThread($proposalId: ID!, $last: Int) {
    messageThread(proposalId: $proposalId) {
      id
      viewerRole
      unreadCount
      contactRevealed
      contactSharedAt
      viewerCan {
        send
        shareContact
      }
      homeowner {
        role
        name
      }
      contractor {
        role
        name
      }
      project {
        id
        title
      }
      proposal {
        id
        status
        bidAmount
        contractorEmail
        contractorPhone
        homeownerContact {
          name
          email
          phone
        }
        ...ProposalAgreement_proposal
      }
      messages(last: $last) {
        hasEarlier
        nodes {
          id
          body
          images
          photos {
            url
            srcset
          }
          fromViewer
          sentAt
          sender {
            role
            name
          }
        }
      }
    }
  }
`);

export type MessageThreadView = NonNullable<MessageThreadResult['messageThread']>;

export const SendMessageMutation = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      body
      images
      photos {
        url
        srcset
      }
      fromViewer
      sentAt
      sender {
        role
        name
      }
    }
  }
`);

export const MarkThreadReadMutation = graphql(`
  mutation MarkThreadRead($proposalId: ID!) {
    markThreadRead(proposalId: $proposalId) {
      id
      unreadCount
    }
  }
`);

export const ShareContactDetailsMutation = graphql(`
  mutation ShareContactDetails($proposalId: ID!) {
    shareContactDetails(proposalId: $proposalId) {
      id
      contractorEmail
      contractorPhone
      homeownerContact {
        name
        email
        phone
      }
      messageThread {
        id
        contactRevealed
        contactSharedAt
        viewerCan {
          send
          shareContact
        }
      }
    }
  }
`);
