import { graphql } from '../../gql';

/**
 * The account settings screen's operations. Each mutation answers with the fields the screen shows
 * (AccountSettingsFields, colocated with the form in AccountSettingsForm.tsx), so Apollo's cache
 * updates the viewer in place.
 */
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
