export const contactTypeDefs = /* GraphQL */ `
  "A message sent from the Contact Us form."
  type ContactMessage {
    id: ID!
    name: String!
    email: EmailAddress!
    phone: String
    subject: String!
    message: String!
    createdAt: DateTime!
  }

  input ContactMessageInput {
    name: String!
    "Checked as an e-mail address."
    email: String!
    phone: String
    subject: String!
    message: String!
  }

  extend type Mutation {
    sendContactMessage(input: ContactMessageInput!): ContactMessage!
  }
`;
