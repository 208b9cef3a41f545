import { graphql } from '../../gql';

/**
 * The account settings screen's operations. The query and each mutation ask for the same selection
 * (AccountSettingsFields: what the screen itself reads, plus the fragments of the form and the
 * waiting-details panel), so Apollo's cache updates the viewer in place and each part re-renders.
 * The screen reads this selection itself, so its spreads are unmasked; the children's stay masked.
 */
export const AccountSettingsFields = graphql(`
  fragment AccountSettingsFields on Viewer {
    id
    role
    ...AccountSettingsForm_viewer
    pendingDetails {
      ...PendingDetailsPanel_pending
    }
  }
`);

export const AccountSettingsQuery = graphql(`
  query AccountSettings {
    viewer {
      ...AccountSettingsFields @unmask
    }
  }
`);

export const UpdateAccountSettingsMutation = graphql(`
  mutation UpdateAccountSettings($input: AccountSettingsInput!) {
    updateAccountSettings(input: $input) {
      ...AccountSettingsFields @unmask
    }
  }
`);

export const ConfirmPendingAccountDetailsMutation = graphql(`
  mutation ConfirmPendingAccountDetails {
    confirmPendingAccountDetails {
      ...AccountSettingsFields @unmask
    }
  }
`);

export const DiscardPendingAccountDetailsMutation = graphql(`
  mutation DiscardPendingAccountDetails {
    discardPendingAccountDetails {
      ...AccountSettingsFields @unmask
    }
  }
`);

/** Sends a post waiting under the viewer's address to the review queue. */
export const ConfirmProjectMutation = graphql(`
  mutation ConfirmWaitingProject($id: ID!) {
    confirmProject(id: $id) {
      ...MyProjectFields @unmask
    }
  }
`);

/** Discards a post waiting under the viewer's address (deleteProject). */
export const DiscardWaitingProjectMutation = graphql(`
  mutation DiscardWaitingProject($id: ID!) {
    deleteProject(id: $id)
  }
`);
