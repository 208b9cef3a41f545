export const baseTypeDefs = /* GraphQL */ `
  "An ISO-8601 date-time in UTC, e.g. 2026-03-14T15:09:26.000Z."
  scalar DateTime
  "An e-mail address (RFC 5322)."
  scalar EmailAddress

  "Where a page of a connection stands."
  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Query
  type Mutation
`;
