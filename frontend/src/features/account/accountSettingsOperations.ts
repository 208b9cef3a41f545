import { graphql } from '../../gql';

/**
 * The account settings screen's operations. The query and each mutation spread the screen's fragment
 * (AccountSettingsView_viewer: its own fields plus the form's and the waiting-details panel's), so
 * Apollo's cache updates the viewer in place and each part re-renders from its own fragment.
 */
export const AccountSettingsQuery = graphql(`
  query AccountSettings {
    viewer {
      id
      ...AccountSettingsView_viewer
    }
  }
`);

export const UpdateAccountSettingsMutation = graphql(`
  mutation UpdateAccountSettings($input: AccountSettingsInput!) {
    updateAccountSettings(input: $input) {
      id
      ...AccountSettingsView_viewer
    }
  }
`);

export const ConfirmPendingAccountDetailsMutation = graphql(`
  mutation ConfirmPendingAccountDetails {
    confirmPendingAccountDetails {
      id
      # The hook answers the account's role (a confirmed contractor request opens the dashboard link).
      role
      ...AccountSettingsView_viewer
    }
  }
`);

export const DiscardPendingAccountDetailsMutation = graphql(`
  mutation DiscardPendingAccountDetails {
    discardPendingAccountDetails {
      id
      ...AccountSettingsView_viewer
    }
  }
`);

/** Sends a post waiting under the viewer's address to the review queue. */
export const ConfirmProjectMutation = graphql(`
  mutation ConfirmWaitingProject($id: ID!) {
    confirmProject(id: $id) {
      id
      ...MyProjectRow_project
    }
  }
`);

/** Discards a post waiting under the viewer's address (deleteProject). */
export const DiscardWaitingProjectMutation = graphql(`
  mutation DiscardWaitingProject($id: ID!) {
    deleteProject(id: $id)
  }
`);
