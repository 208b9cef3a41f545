export const visitTypeDefs = /* GraphQL */ `
  enum VisitStatus {
    "The contractor proposed times; the homeowner picks one or asks for others."
    PROPOSED
    "The homeowner asked for other times; the contractor proposes new ones."
    OTHER_TIMES_ASKED
    "A time was picked: the visit is in both calendars, with the address."
    CONFIRMED
    CANCELLED
    "One side marked the other as not having come."
    NO_SHOW
    "GTA Home Pros withdrew the no-show mark (noShowWithdrawnNote says why): it no longer counts in the contractor's track record."
    NO_SHOW_WITHDRAWN
  }
  "What the viewer may do with a visit now."
  type VisitPermissions {
    "The homeowner picks one of the proposed times."
    pick: Boolean!
    "The homeowner asks for other times (also to move a confirmed visit)."
    askOtherTimes: Boolean!
    "The contractor proposes new times."
    reschedule: Boolean!
    cancel: Boolean!
    "Once the visit's time has come, the other side may mark a no-show."
    markNoShow: Boolean!
    "Operators cancel a live visit for the marketplace, with a reason both sides read (cancelVisitAsOperator)."
    cancelAsOperator: Boolean!
    "Operators withdraw a no-show mark, with a note both sides read (withdrawVisitNoShow)."
    withdrawNoShow: Boolean!
  }
  """
  A site visit, before or after the hire (docs/visits.md): a contractor proposes up to three times, the homeowner
  picks one. Only its homeowner, its contractor and operators can read it.
  """
  type SiteVisit {
    id: ID!
    projectId: ID!
    projectTitle: String!
    "The agreement between the two on this project, when there is one."
    agreementId: ID
    contractorName: String!
    "The homeowner's first name."
    homeownerFirstName: String!
    status: VisitStatus!
    "How the status reads, e.g. Times proposed."
    statusLabel: String!
    "The times proposed now, earliest first."
    options: [DateTime!]!
    durationMinutes: Int!
    "The time picked, once confirmed."
    startsAt: DateTime
    "Where the visit takes place: only once it is confirmed, and only to its two sides and operators."
    address: String
    "For the homeowner picking a time: the agreement's work address, when there is one."
    suggestedAddress: String
    "The homeowner's note when asking for other times."
    note: String
    cancelReason: String
    "The side that cancelled it; null when GTA Home Pros did (cancelledByMarketplace)."
    cancelledBy: AgreementParty
    "GTA Home Pros (an operator) cancelled it; cancelReason says why."
    cancelledByMarketplace: Boolean!
    "The side marked as not having come (kept once the mark is withdrawn)."
    noShowBy: AgreementParty
    "Why GTA Home Pros withdrew the no-show mark (status NO_SHOW_WITHDRAWN)."
    noShowWithdrawnNote: String
    "The calendar invitation's version: one more with each change."
    sequence: Int!
    "The current calendar invitation (.ics), for its two sides and operators."
    icsUrl: String!
    updatedAt: DateTime!
    viewerCan: VisitPermissions!
  }
  input VisitTimesInput {
    "One to three times, in the future (the screens read them on Toronto's clock)."
    times: [DateTime!]!
    "How long the visit lasts, 15 to 480 minutes."
    durationMinutes: Int!
  }
  input PickVisitTimeInput {
    "One of the proposed times."
    startsAt: DateTime!
    "Where the visit takes place: shared with the contractor once confirmed."
    address: String!
  }
  extend type Project {
    "Site visits on this project: all of them for its homeowner and operators, their own for a contractor, none for anyone else."
    visits: [SiteVisit!]!
    "The viewer is a contractor who bid on the project or was invited to, with no live visit there."
    viewerCanProposeVisit: Boolean!
  }
  extend type Agreement {
    "Site visits between the agreement's two sides on its project, newest first."
    visits: [SiteVisit!]!
    "The viewer is the agreement's contractor, with no live visit on its project."
    viewerCanProposeVisit: Boolean!
  }
  extend type Mutation {
    "A contractor who bid on the project, or was invited to, proposes up to three visit times."
    proposeVisit(projectId: ID!, input: VisitTimesInput!): SiteVisit!
    "The homeowner picks one of the proposed times and gives the address: the visit is confirmed."
    pickVisitTime(id: ID!, input: PickVisitTimeInput!): SiteVisit!
    "The homeowner asks for other times, with an optional note (also to move a confirmed visit)."
    askForOtherVisitTimes(id: ID!, note: String): SiteVisit!
    "The contractor proposes new times for the visit."
    rescheduleVisit(id: ID!, input: VisitTimesInput!): SiteVisit!
    "Either side cancels the visit, with a reason."
    cancelVisit(id: ID!, reason: String!): SiteVisit!
    "After the visit's time, one side marks the other as not having come."
    markVisitNoShow(id: ID!): SiteVisit!
    "Operators only: cancel a live visit for the marketplace (e.g. a safety concern reported), with a reason both sides read."
    cancelVisitAsOperator(id: ID!, reason: String!): SiteVisit!
    "Operators only: withdraw a no-show mark, with a note both sides read; the visit stops counting in the contractor's track record."
    withdrawVisitNoShow(id: ID!, note: String!): SiteVisit!
  }
`;
