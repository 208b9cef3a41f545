import { graphql } from '../../gql';

/** The console's front-page counts: the cards, and the tabs' badges. */
export const OperatorOverviewQuery = graphql(`
  query OperatorOverview {
    operatorOverview {
      inReview
      unhandledMessages
      ...OverviewCards_overview
    }
  }
`);

/** Posts waiting for review, oldest first; `after` is the previous page's nextCursor. */
export const ReviewQueueQuery = graphql(`
  query ReviewQueue($first: Int, $after: String) {
    reviewQueue(first: $first, after: $after) {
      items {
        project {
          id
          title
        }
        ...ReviewItemCard_item
      }
      nextCursor
      totalCount
    }
  }
`);

export const ApproveProjectMutation = graphql(`
  mutation ApproveProject($id: ID!) {
    approveProject(id: $id) {
      id
      visibility
    }
  }
`);

export const RequestProjectChangesMutation = graphql(`
  mutation RequestProjectChanges($id: ID!, $message: String!) {
    requestProjectChanges(id: $id, message: $message) {
      id
      visibility
    }
  }
`);

export const RejectProjectMutation = graphql(`
  mutation RejectProject($id: ID!, $reason: String!) {
    rejectProject(id: $id, reason: $reason) {
      id
      visibility
    }
  }
`);

/** The Contact Us inbox, newest first; `before` is the last id of the previous page. */
export const ContactMessagesQuery = graphql(`
  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {
    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {
      id
      name
      subject
      handledAt
      ...MessageCard_message
    }
  }
`);

export const MarkContactMessageHandledMutation = graphql(`
  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {
    markContactMessageHandled(id: $id, handled: $handled) {
      id
      handledAt
    }
  }
`);

/** Partner API keys, newest first. */
export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      id
      ...KeyRow_apiKey
    }
  }
`);

/** Creates a key; the secret `key` is in this answer only. */
export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(name: $name) {
      key
      apiKey {
        id
        name
        ...KeyRow_apiKey
      }
    }
  }
`);

/** Accounts, newest first; search matches name, e-mail or business name. */
export const AccountsQuery = graphql(`
  query Accounts($search: String, $first: Int, $after: String) {
    accounts(search: $search, first: $first, after: $after) {
      accounts {
        id
        email
        ...AccountRow_account
      }
      nextCursor
    }
  }
`);

export const DisableAccountMutation = graphql(`
  mutation DisableAccount($id: ID!, $reason: String!) {
    disableAccount(id: $id, reason: $reason) {
      id
      ...AccountRow_account
    }
  }
`);

export const EnableAccountMutation = graphql(`
  mutation EnableAccount($id: ID!) {
    enableAccount(id: $id) {
      id
      ...AccountRow_account
    }
  }
`);

/** The audit log, newest first; `before` is the previous page's nextCursor. */
export const AuditLogQuery = graphql(`
  query AuditLog($first: Int, $before: String) {
    auditLog(first: $first, before: $before) {
      entries {
        id
        ...EntryRow_entry
      }
      nextCursor
    }
  }
`);
