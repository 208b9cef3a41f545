import { graphql } from '../../gql';

/** The answer updates the cached review: the card shows the reply, and the reply form goes. */
export const ReplyToReviewMutation = graphql(`
  mutation ReplyToReview($id: ID!, $text: String!) {
    replyToReview(id: $id, text: $text) {
      id
      viewerCan {
        reply
        hide
      }
      ...ReviewCard_review
    }
  }
`);

/** The answer updates the cached review: the card says it is hidden, and why. */
export const HideReviewMutation = graphql(`
  mutation HideReview($id: ID!, $reason: String!) {
    hideReview(id: $id, reason: $reason) {
      id
      viewerCan {
        reply
        hide
      }
      ...ReviewCard_review
    }
  }
`);
