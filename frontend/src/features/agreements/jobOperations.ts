import { graphql } from '../../gql';

/**
 * The job's money once the agreement is in force: invoices, payments made outside the marketplace,
 * substantial performance and the holdback's release. An invoice or a payment changes the ledger, the next
 * invoice due and the history, so their hooks ask the page's query again (AgreementPageQuery); substantial
 * performance answers with the whole page's agreement, which refreshes it from the cache.
 */

export const IssueInvoiceMutation = graphql(`
  mutation IssueInvoice($agreementId: ID!, $input: IssueInvoiceInput!) {
    issueInvoice(agreementId: $agreementId, input: $input) {
      id
      number
    }
  }
`);

export const IssueHoldbackReleaseMutation = graphql(`
  mutation IssueHoldbackRelease($agreementId: ID!) {
    issueHoldbackRelease(agreementId: $agreementId) {
      id
      number
    }
  }
`);

export const GiveNonPaymentNoticeMutation = graphql(`
  mutation GiveNonPaymentNotice($invoiceId: ID!, $input: NonPaymentNoticeInput!) {
    giveNonPaymentNotice(invoiceId: $invoiceId, input: $input) {
      id
      number
    }
  }
`);

export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($agreementId: ID!, $input: RecordPaymentInput!) {
    recordPayment(agreementId: $agreementId, input: $input) {
      id
      status
    }
  }
`);

export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($id: ID!) {
    confirmPayment(id: $id) {
      id
      status
    }
  }
`);

export const DisputePaymentMutation = graphql(`
  mutation DisputePayment($id: ID!, $note: String!) {
    disputePayment(id: $id, note: $note) {
      id
      status
    }
  }
`);

export const DeclareSubstantialPerformanceMutation = graphql(`
  mutation DeclareSubstantialPerformance($agreementId: ID!, $note: String) {
    declareSubstantialPerformance(agreementId: $agreementId, note: $note) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const ConfirmSubstantialPerformanceMutation = graphql(`
  mutation ConfirmSubstantialPerformance($agreementId: ID!) {
    confirmSubstantialPerformance(agreementId: $agreementId) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);

export const DisputeSubstantialPerformanceMutation = graphql(`
  mutation DisputeSubstantialPerformance($agreementId: ID!, $note: String!) {
    disputeSubstantialPerformance(agreementId: $agreementId, note: $note) {
      id
      ...AgreementIntro_agreement
      ...AgreementView_agreement
    }
  }
`);
