export const reviewTypeDefs = /* GraphQL */ `
  "A homeowner's review of the contractor they hired through GTA Home Pros, written once the project was completed."
  type Review {
    id: ID!
    projectId: ID!
    projectTitle: String!
    "The reviewed contractor's account id (their profile is /contractor/{id})."
    contractorId: ID!
    contractorName: String!
    "The average of the four scores, one decimal (1-5)."
    rating: Float!
    "1-5 stars each."
    quality: Int!
    punctuality: Int!
    communication: Int!
    value: Int!
    text: String!
    "The homeowner's first name and last initial, e.g. Priya R."
    authorName: String!
    createdAt: DateTime!
    "The contractor's one public reply."
    reply: ReviewReply
    "Whether an operator hid it: operators only (null for everyone else, who never see hidden reviews)."
    hidden: Boolean
    "Why an operator hid it: operators only."
    hiddenReason: String
    "What the viewer may do with this review."
    viewerCan: ReviewPermissions!
  }

  type ReviewReply {
    text: String!
    createdAt: DateTime!
  }

  type ReviewPermissions {
    "Post the one public reply (the reviewed contractor, until they have replied)."
    reply: Boolean!
    "Hide it for breaking the rules (operators, while it is shown)."
    hide: Boolean!
  }

  "A contractor's rating from the reviews people can see."
  type ContractorRating {
    "The average of every visible review's four scores, one decimal; null with no reviews."
    average: Float
    count: Int!
  }

  type ReviewConnection {
    nodes: [Review!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  input SubmitReviewInput {
    "The completed project whose hired contractor you review."
    projectId: ID!
    "1-5 stars."
    quality: Int!
    punctuality: Int!
    communication: Int!
    value: Int!
    "30 to 2000 characters."
    text: String!
  }

  extend type ContractorProfile {
    "Reviews from homeowners who hired this contractor, newest first (first: 1-50). Operators also see hidden ones."
    reviews(first: Int = 10, after: String): ReviewConnection!
    rating: ContractorRating!
  }

  extend type Proposal {
    "The sending contractor's rating now; null for proposals sent before accounts."
    contractorRating: ContractorRating
  }

  extend type Project {
    "Whether the viewer may review the contractor hired for this project now (its homeowner, once completed, once)."
    viewerCanReview: Boolean!
    "The review of this project's hire, when there is one the viewer may see."
    hireReview: Review
  }

  extend type Mutation {
    "Reviews the contractor hired for a completed project. Its homeowner only, once per project and contractor."
    submitReview(input: SubmitReviewInput!): Review!
    "The reviewed contractor's one public reply (at most 1000 characters)."
    replyToReview(id: ID!, text: String!): Review!
    "Hides a review that breaks the rules, with a reason for the audit log. Operators only; reviews are never edited."
    hideReview(id: ID!, reason: String!): Review!
  }
`;
