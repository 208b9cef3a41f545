import { graphql } from '../../gql';

/** What the review form needs: the project, whether the viewer may review, the hire and any review already written. */
export const ReviewProjectQuery = graphql(`
  query ReviewProject($id: ID!) {
    project(id: $id) {
      id
      title
      status
      location
      viewerCanReview
      hireReview {
        id
        # Read by ReviewPrompt on the project page, which runs this query itself for now.
        authorName
        rating
        hidden
        ...ReviewCard_review
      }
      hire {
        id
        contractorName
        contractorProfileId
      }
    }
  }
`);

export const SubmitReviewMutation = graphql(`
  mutation SubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      id
      contractorId
      ...ReviewCard_review
    }
  }
`);

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
