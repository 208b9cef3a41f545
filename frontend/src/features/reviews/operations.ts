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
