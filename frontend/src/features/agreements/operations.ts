import { graphql } from '../../gql';

/**
 * Every term of the written agreement, as the page shows it and the contractor's form edits it: one selection, so
 * the two never read different fields. Read unmasked inside each component's own fragment (terms have no id of
 * their own for useFragment to find).
 */
export const AgreementTermsFields = graphql(`
  fragment AgreementTermsFields on AgreementTerms {
    homeowner {
      name
      workAddress
    }
    contractor {
      legalName
      operatingName
      businessAddress
      phone
      email
      representative
      hstNumber
    }
    work {
      description
      materials
      subcontractors
    }
    lines {
      description
      quantity
      unitPriceCents
      kind
      taxable
    }
    payments {
      description
      fixedAmountCents
      basisPoints
      dueOn
      deposit
    }
    startDate
    completionDate
    permits {
      permit
      obtainedBy
    }
    warranty
    conditions
    insurance {
      status
      expiresOn
      detail
    }
    wsib {
      status
      expiresOn
      detail
    }
    acceptedBid {
      minCents
      maxCents
      text
    }
  }
`);

/**
 * What the agreement page reads of an agreement: its own fields (the title band, which parts and
 * actions to show) and its parts' fragments. Unmasked in the route's query, which reads it, and spread
 * by every mutation's answer, so a step's answer refreshes the whole page from the cache.
 */
export const AgreementPage_agreement = graphql(`
  fragment AgreementPage_agreement on Agreement {
    id
    projectId
    projectTitle
    status
    statusLabel
    revision
    pdfUrl
    viewerCan {
      edit
    }
    terms {
      homeowner {
        name
      }
      contractor {
        legalName
      }
    }
    ...AgreementProgress_agreement
    ...AgreementActions_agreement
    ...AgreementDocument_agreement
    ...AgreementEditor_agreement
    ...ChangeOrders_agreement
    ...JobMoney_agreement
    ...JobRecord_agreement
    viewerCanProposeVisit
    visits {
      id
      ...SiteVisits_visit
    }
  }
`);

/** Route `/agreements/:id`: one agreement the viewer is a party to (operators: any). */
export const AgreementPageQuery = graphql(`
  query AgreementPage($id: ID!) {
    agreement(id: $id) {
      # The route reads it (see AgreementPage_agreement); its parts read their own fragments.
      ...AgreementPage_agreement @unmask
    }
  }
`);

export const PrepareAgreementMutation = graphql(`
  mutation PrepareAgreement($proposalId: ID!) {
    prepareAgreement(proposalId: $proposalId) {
      id
      status
      statusLabel
    }
  }
`);

export const UpdateAgreementMutation = graphql(`
  mutation UpdateAgreement($id: ID!, $terms: AgreementTermsInput!) {
    updateAgreement(id: $id, terms: $terms) {
      ...AgreementPage_agreement
    }
  }
`);

export const SendAgreementMutation = graphql(`
  mutation SendAgreement($id: ID!) {
    sendAgreement(id: $id) {
      ...AgreementPage_agreement
    }
  }
`);

export const RequestAgreementChangesMutation = graphql(`
  mutation RequestAgreementChanges($id: ID!, $note: String!) {
    requestAgreementChanges(id: $id, note: $note) {
      ...AgreementPage_agreement
    }
  }
`);

export const DeclineAgreementMutation = graphql(`
  mutation DeclineAgreement($id: ID!, $reason: String) {
    declineAgreement(id: $id, reason: $reason) {
      ...AgreementPage_agreement
    }
  }
`);

export const SignAgreementMutation = graphql(`
  mutation SignAgreement($id: ID!, $input: SignAgreementInput!) {
    signAgreement(id: $id, input: $input) {
      ...AgreementPage_agreement
    }
  }
`);

export const CancelAgreementMutation = graphql(`
  mutation CancelAgreement($id: ID!, $reason: String) {
    cancelAgreement(id: $id, reason: $reason) {
      ...AgreementPage_agreement
    }
  }
`);

export const RecordAgreementCancellationMutation = graphql(`
  mutation RecordAgreementCancellation($id: ID!, $note: String!) {
    recordAgreementCancellation(id: $id, note: $note) {
      ...AgreementPage_agreement
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
