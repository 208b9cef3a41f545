import { graphql } from '../../gql';

/**
 * Route `/agreements/:id`: one agreement the viewer is a party to (operators: any). The page's title band
 * and its body read their own fragments; every step's answer spreads the same two, so it refreshes the
 * whole page from the cache.
 */
export const AgreementPageQuery = graphql(`
  query AgreementPage($id: ID!) {
    agreement(id: $id) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const UpdateAgreementMutation = graphql(`
  mutation UpdateAgreement($id: ID!, $terms: AgreementTermsInput!) {
    updateAgreement(id: $id, terms: $terms) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const SendAgreementMutation = graphql(`
  mutation SendAgreement($id: ID!) {
    sendAgreement(id: $id) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const RequestAgreementChangesMutation = graphql(`
  mutation RequestAgreementChanges($id: ID!, $note: String!) {
    requestAgreementChanges(id: $id, note: $note) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const DeclineAgreementMutation = graphql(`
  mutation DeclineAgreement($id: ID!, $reason: String) {
    declineAgreement(id: $id, reason: $reason) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const SignAgreementMutation = graphql(`
  mutation SignAgreement($id: ID!, $input: SignAgreementInput!) {
    signAgreement(id: $id, input: $input) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const CancelAgreementMutation = graphql(`
  mutation CancelAgreement($id: ID!, $reason: String) {
    cancelAgreement(id: $id, reason: $reason) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const RecordAgreementCancellationMutation = graphql(`
  mutation RecordAgreementCancellation($id: ID!, $note: String!) {
    recordAgreementCancellation(id: $id, note: $note) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

/**
 * Change orders answer with the change order alone; the agreement's totals and history change with them,
 * so their hooks ask the page's query again.
 */
export const ProposeChangeOrderMutation = graphql(`
  mutation ProposeChangeOrder($agreementId: ID!, $input: ChangeOrderInput!) {
    proposeChangeOrder(agreementId: $agreementId, input: $input) {
      id
      status
    }
  }
`);

export const SignChangeOrderMutation = graphql(`
  mutation SignChangeOrder($id: ID!, $input: SignAgreementInput!) {
    signChangeOrder(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const DeclineChangeOrderMutation = graphql(`
  mutation DeclineChangeOrder($id: ID!, $reason: String) {
    declineChangeOrder(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const WithdrawChangeOrderMutation = graphql(`
  mutation WithdrawChangeOrder($id: ID!) {
    withdrawChangeOrder(id: $id) {
      id
      status
    }
  }
`);
