export const messageTypeDefs = /* GraphQL */ `
  "Which side of a proposal's thread someone is on."
  enum ThreadRole {
    HOMEOWNER
    CONTRACTOR
  }

  "One side of a thread: the contractor by business name, the homeowner by first name."
  type ThreadParticipant {
    role: ThreadRole!
    name: String!
  }

  "A message in a proposal's thread."
  type Message {
    id: ID!
    proposalId: ID!
    body: String!
    "Paths of the attached photos: private files, served under /api/uploads/private to the thread's two parties and staff only."
    images: [String!]!
    "The attached photos with their stored sizes (for srcset and sizes), in the order of images."
    photos: [ResponsivePhoto!]!
    sender: ThreadParticipant!
    "Whether the viewer wrote it."
    fromViewer: Boolean!
    "When the server received it."
    sentAt: DateTime!
  }

  "A page of a thread's messages, oldest first."
  type MessagePage {
    nodes: [Message!]!
    "Whether older messages exist: pass the first node's id as 'before' to load them."
    hasEarlier: Boolean!
  }

  type ThreadPermissions {
    "Write in the thread (the homeowner and the contractor on the proposal)."
    send: Boolean!
    "Share the homeowner's contact details with the contractor (the homeowner, until shared or accepted)."
    shareContact: Boolean!
  }

  """
  The private conversation between a project's homeowner and the contractor who sent one proposal.
  Only the two of them and operators can read it; only the two of them write.
  """
  type MessageThread {
    "The proposal's id: one thread per proposal."
    id: ID!
    proposal: Proposal!
    project: Project!
    homeowner: ThreadParticipant!
    contractor: ThreadParticipant!
    "The viewer's side; null for operators."
    viewerRole: ThreadRole
    "The newest messages (at most 'last', default 50, before the message 'before'), oldest first."
    messages(before: ID, last: Int): MessagePage!
    "Messages from the other side since the viewer last read the thread."
    unreadCount: Int!
    lastReadAt: DateTime
    "When the homeowner shared their contact details on this proposal (null: not shared)."
    contactSharedAt: DateTime
    "Whether both sides see each other's contact details (the proposal is accepted or the homeowner shared them)."
    contactRevealed: Boolean!
    viewerCan: ThreadPermissions!
  }

  "The homeowner's contact details, revealed to the contractor once accepted or shared."
  type HomeownerContact {
    name: String!
    email: EmailAddress!
    phone: String
  }

  extend type Proposal {
    """
    The homeowner's contact details: for the contractor who sent the proposal once the homeowner
    accepts it or shares them; for the homeowner and operators always; null otherwise.
    """
    homeownerContact: HomeownerContact
    "The proposal's message thread: null when the viewer may not read it or it has none."
    messageThread: MessageThread
  }

  input SendMessageInput {
    proposalId: ID!
    "1 to 2000 characters."
    body: String!
    "Up to 5 file names from POST /api/uploads?access=private, each uploaded by the sender."
    images: [String!]
  }

  extend type Query {
    """
    A proposal's thread, for its homeowner, its contractor and operators; null for proposals sent
    before accounts existed.
    """
    messageThread(proposalId: ID!): MessageThread
  }

  extend type Mutation {
    "The homeowner or the contractor on the proposal writes in its thread; the other side is notified."
    sendMessage(input: SendMessageInput!): Message!
    "The viewer has read the thread up to now (its unreadCount becomes 0)."
    markThreadRead(proposalId: ID!): MessageThread
    "The homeowner reveals their e-mail and phone to this contractor, and sees theirs, before accepting."
    shareContactDetails(proposalId: ID!): Proposal!
  }
`;
