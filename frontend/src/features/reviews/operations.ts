import { graphql } from '../../gql';

/** A review as the profile and the project page show it. */
export const ReviewFields = graphql(`
  fragment ReviewFields on Review {
    id
    projectId
    projectTitle
    contractorId
    contractorName
    rating
    quality
    punctuality
    communication
    value
    text
    authorName
    createdAt
    reply {
      text
      createdAt
    }
    hidden
    hiddenReason
    viewerCan {
      reply
      hide
    }
  }
`);

/** A contractor's reviews, newest first, with their average and count. */
export const ContractorReviewsQuery = graphql(`
  query ContractorReviews($id: ID!, $first: Int, $after: String) {
    contractorProfile(id: $id) {
      id
      businessName
      rating {
        average
        count
      }
      reviews(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...ReviewFields @unmask
        }
      }
    }
  }
`);

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
        ...ReviewFields @unmask
      }
      proposals {
        id
        status
        contractorName
        contractorProfileId
      }
    }
  }
`);

export const SubmitReviewMutation = graphql(`
  mutation SubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      ...ReviewFields @unmask
    }
  }
`);

export const ReplyToReviewMutation = graphql(`
  mutation ReplyToReview($id: ID!, $text: String!) {
    replyToReview(id: $id, text: $text) {
      ...ReviewFields @unmask
    }
  }
`);

export const HideReviewMutation = graphql(`
  mutation HideReview($id: ID!, $reason: String!) {
    hideReview(id: $id, reason: $reason) {
      ...ReviewFields @unmask
    }
  }
`);
