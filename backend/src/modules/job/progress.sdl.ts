/** The contractor's progress updates on a job, with photos. */
export const progressTypeDefs = /* GraphQL */ `
  "The contractor's update on the job, shown to the two parties and operators as a timeline."
  type ProgressUpdate {
    id: ID!
    "The milestone of the payment schedule it is about, if any."
    milestone: String
    body: String!
    "The photos: private files, for the two parties and staff only."
    photos: [ResponsivePhoto!]!
    postedAt: DateTime!
  }
  input ProgressUpdateInput {
    milestone: String
    "What was done, up to 4000 characters."
    body: String!
    "Up to 10 file names from POST /api/uploads?access=private, each uploaded by the contractor."
    images: [String!]
  }
  extend type Mutation {
    "The contractor posts progress on the job, with photos; the homeowner is told."
    postProgressUpdate(agreementId: ID!, input: ProgressUpdateInput!): ProgressUpdate!
  }
`;
