import { graphql } from '../../gql';

/** Everything an operator needs to settle a dispute, on one screen: the dispute, its evidence and the job's whole record. */
export const OperatorDisputesQuery = graphql(`
  query OperatorDisputes($status: DisputeStatus) {
    disputes(status: $status) {
      id
      projectTitle
      subject
      invoiceNumber
      openedBy
      reason
      amountCents
      status
      statusLabel
      outcomeNote
      openedAt
      decidedAt
      viewerCan {
        settle
      }
      evidence {
        messageId
        from
        body
        photos {
          url
          srcset
        }
        sentAt
      }
      photos {
        url
        srcset
      }
      agreement {
        id
        status
        terms {
          homeowner {
            name
          }
          contractor {
            legalName
            operatingName
          }
        }
        ledger {
          agreedCents
          changeOrdersCents
          contractTotalCents
          invoicedCents
          paidCents
          confirmedCents
          awaitingConfirmationCents
          holdbackKeptCents
          holdbackReleasedCents
          holdbackDueCents
          outstandingCents
          overpaidCents
        }
        substantialPerformance {
          status
          holdbackReleaseOn
        }
        invoices {
          id
          number
          description
          totalCents
          payableNowCents
          clock {
            state
            label
          }
          notice {
            amountCents
            reasons
          }
        }
        payments {
          id
          amountCents
          methodLabel
          paidOn
          status
          invoiceNumber
          disputeNote
        }
        changeOrders {
          id
          number
          status
          description
          totalChangeCents
        }
        visits {
          id
          status
          statusLabel
          startsAt
          options
          noShowBy
          noShowWithdrawnNote
          cancelReason
          cancelledByMarketplace
          viewerCan {
            cancelAsOperator
            withdrawNoShow
          }
        }
        progress {
          id
          milestone
          body
          postedAt
          photos {
            url
            srcset
          }
        }
        history {
          id
          kind
          by
          note
          at
        }
      }
    }
  }
`);

export const SettleDisputeMutation = graphql(`
  mutation SettleDispute($id: ID!, $outcome: DisputeOutcome!, $note: String!) {
    settleDispute(id: $id, outcome: $outcome, note: $note) {
      id
      status
      statusLabel
      outcomeNote
      decidedAt
      viewerCan {
        settle
      }
    }
  }
`);