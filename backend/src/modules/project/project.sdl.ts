export const projectTypeDefs = /* GraphQL */ `
  "Where a posted project stands. Stored and sent over REST in kebab-case (in-progress)."
  enum ProjectStatus {
    "Open for Bids."
    OPEN
    AWAITING_ESTIMATION
    ESTIMATED
    IN_PROGRESS
    PENDING
    COMPLETED
    CANCELLED
  }

  "Whether a posted project is public yet. Every post is reviewed by the team before it goes public."
  enum ProjectVisibility {
    "Posted by a visitor; goes to review once they open the link e-mailed to them."
    UNCONFIRMED
    "Waiting for the review team (published within 24 hours)."
    IN_REVIEW
    "The review team asked the homeowner for changes (see review.note)."
    CHANGES_REQUESTED
    "The review team refused the post (see review.note)."
    REJECTED
    "Public: listed for contractors."
    PUBLISHED
  }

  "Project fields a person may change with updateProject."
  enum ProjectField {
    ESTIMATED_COST
    TIMELINE
    CONTRACTOR_NOTES
  }

  "What the signed-in person (or visitor) may do with a project; the server refuses anything else."
  type ProjectPermissions {
    "Statuses the viewer may set (empty: none)."
    statuses: [ProjectStatus!]!
    "Fields the viewer may change with updateProject (empty: none)."
    fields: [ProjectField!]!
    delete: Boolean!
    "Accept or decline the project's proposals."
    decideProposals: Boolean!
    "Submit a proposal (signed-in contractors, on published projects that are not completed or cancelled, have nobody hired, still take quotes, and that they have not bid on yet)."
    submitProposal: Boolean!
    "Reopen a project that has enough quotes for as many more (its homeowner and staff)."
    reopenForQuotes: Boolean!
    "Invite pros to quote (its homeowner and staff, while it is not closed and has nobody hired)."
    invitePros: Boolean!
    "Send a post made with the viewer's address for review (its owner, while it waits unconfirmed: confirmProject)."
    confirmForReview: Boolean!
    "Edit and send a post sent back for changes for review again (its owner: resubmitProject)."
    resubmitForReview: Boolean!
  }

  enum Urgency {
    LOW
    MEDIUM
    HIGH
  }

  "One stored size of a photo."
  type PhotoSource {
    url: String!
    "Width in pixels."
    width: Int!
  }

  "A photo as a page shows it: the largest size with its dimensions, and every size for srcset."
  type ResponsivePhoto {
    "The largest size (the same address as in imageUrls or images)."
    url: String!
    "Pixel width of the largest size; null for photos uploaded before resizing and for placeholders."
    width: Int
    "Pixel height of the largest size; null like width."
    height: Int
    "Every stored size, narrowest first; empty for photos uploaded before resizing and for placeholders."
    sources: [PhotoSource!]!
    "The sources as an HTML srcset value, e.g. '/api/uploads/480/x.webp 480w, /api/uploads/x.webp 1600w'; null like width."
    srcset: String
  }

  "A renovation project posted by a homeowner for contractors to bid on."
  type Project {
    id: ID!
    title: String!
    description: String!
    "Trade or kind of work, e.g. Kitchen Renovation."
    category: String!
    "Budget range as the homeowner chose it, e.g. $25,000 - $50,000."
    budget: String!
    "When the homeowner wants it done, e.g. Within 3 months."
    timeline: String!
    urgency: Urgency!
    "Homeowner's name; Unknown when not given."
    homeowner: String!
    location: String!
    "Stored photo file names, as posted."
    images: [String!]!
    "Paths to show the photos from; one placeholder image when there are none."
    imageUrls: [String!]!
    "The same photos with their stored sizes (for srcset and sizes), in the order of imageUrls."
    photos: [ResponsivePhoto!]!
    requirements: [String!]!
    status: ProjectStatus!
    "When the project was posted (same as createdAt)."
    postedDate: DateTime!
    "The day the project was posted on Toronto's calendar (YYYY-MM-DD), the posting day screens show."
    postedOn: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The contractor's estimate, free text such as $15,000 - $20,000."
    estimatedCost: String
    contractorNotes: String
    startDate: DateTime
    "The day of startDate on Toronto's calendar (YYYY-MM-DD)."
    startedOn: String
    completionDate: DateTime
    "The day of completionDate on Toronto's calendar (YYYY-MM-DD)."
    completedOn: String
    "Number of proposals submitted, counted from the proposals themselves."
    proposalCount: Int!
    "How many proposals the project takes (5 unless the marketplace says otherwise; raised when its homeowner reopens it)."
    quoteLimit: Int!
    "False once the project has as many proposals as it takes: submitProposal then answers QUOTE_LIMIT_REACHED."
    acceptingQuotes: Boolean!
    "Whether its homeowner has hired a contractor through the marketplace (who, is Project.hire, for those who may see it). An open project with a hire takes no more bids: screens say Contractor Hired instead of Open for Bids."
    hired: Boolean!
    "The signed-in contractor's own proposal on this project (one each), or null."
    viewerProposalId: ID
    "Proposals submitted for this project, oldest first."
    proposals: [Proposal!]!
    "The proposal its homeowner hired, as the marketplace recorded the hire (not guessed from the accepted ones: several may be accepted); null before a hire."
    hire: Proposal
    visibility: ProjectVisibility!
    "What the viewer may do with this project."
    viewerCan: ProjectPermissions!
    "A built-in sample that shows how the marketplace works: read like any project, changed by nobody (every change answers FORBIDDEN)."
    showcase: Boolean!
    "A sample's fixed public number, the page it has always had (/project/1, /project/2001); null for posted projects."
    showcaseNumber: Int
    "What a sample shows beyond a post (a finished sample's contractor, price, rating and testimonials); null for posted projects."
    showcaseDetails: ShowcaseDetails
  }

  "A homeowner's word on a finished sample."
  type ShowcaseTestimonial {
    name: String!
    "1 to 5."
    rating: Int!
    comment: String!
    "ISO date, e.g. 2025-01-12."
    date: String!
  }

  "What a built-in sample shows beyond a post. A finished sample fills the contractor's fields; an open one only statedProposalCount."
  type ShowcaseDetails {
    "The contractor who did a finished sample, e.g. Northline Mechanical."
    contractorName: String
    "That contractor's public number when it is one of the sample contractors (Query.showcaseContractor; its profile is /contractor/{number}); null otherwise."
    contractorNumber: Int
    "The final price range, e.g. $14,000 - $19,000."
    price: String
    "The contractor's average rating (1 to 5) and how many reviews it rests on."
    rating: Float
    reviewCount: Int
    "Kind of work within the trade, e.g. Heat Pumps."
    subcategory: String
    "Text alternative of the first photo."
    imageAlt: String
    "Shown on the home page."
    featured: Boolean!
    "Floor area, e.g. 2,400 sq ft."
    area: String
    "What the work covered."
    projectScope: String
    "Year finished."
    year: Int
    "Condo, House or Commercial."
    propertyType: String
    bedrooms: Int
    bathrooms: Int
    "The trade pages' own filters: cleaning (residential, commercial, move, construction), moving (featured, local, long-distance), visualization (featured, residential, commercial)."
    cleaningType: String
    movingType: String
    visualizationType: String
    testimonials: [ShowcaseTestimonial!]!
    "An open sample: the proposals its page says it has (the samples' proposals are not rows)."
    statedProposalCount: Int
  }

  "Which projects a list holds: posted ones (EXCLUDE, the default), posted ones and the built-in samples (INCLUDE), or the samples only (ONLY)."
  enum ShowcaseChoice {
    EXCLUDE
    INCLUDE
    ONLY
  }

  type ProjectEdge {
    cursor: String!
    node: Project!
  }

  type ProjectConnection {
    edges: [ProjectEdge!]!
    nodes: [Project!]!
    pageInfo: PageInfo!
    "Projects matching the filter, over all pages."
    totalCount: Int!
  }

  input ProjectFilter {
    status: ProjectStatus
    urgency: Urgency
    "Exact category name."
    category: String
    "Case-insensitive text matched against title, description, category and location."
    search: String
    "Whether the built-in samples are listed; EXCLUDE when absent."
    showcase: ShowcaseChoice
    "true: only the built-in samples the home page features (posted projects are never featured); false: all but those."
    featured: Boolean
    "true: only the built-in samples the Our Projects page lists: the core finished samples (numbered 1-12) and the open ones (posted projects are never among them); false: all but those."
    portfolio: Boolean
  }

  input CreateProjectInput {
    title: String!
    description: String!
    category: String!
    budget: String!
    timeline: String!
    "Defaults to MEDIUM."
    urgency: Urgency
    "Defaults to Unknown."
    homeowner: String
    "Defaults to Toronto, ON."
    location: String
    "Photo file names returned by POST /api/uploads (at most 10)."
    images: [String!]
    requirements: [String!]
    "Required when not signed in: the sign-in link that publishes the project is sent there. Never public."
    email: String
    "Optional. Never public."
    phone: String
  }

  """
  Fields a contractor may change. Every field is optional; omitted fields stay as they are.
  Changing the status to IN_PROGRESS stamps startDate and to COMPLETED stamps completionDate.
  """
  input UpdateProjectInput {
    estimatedCost: String
    timeline: String
    status: ProjectStatus
    contractorNotes: String
    startDate: DateTime
      @deprecated(reason: "Ignored: the server sets startDate when the status changes to IN_PROGRESS.")
    completionDate: DateTime
      @deprecated(reason: "Ignored: the server sets completionDate when the status changes to COMPLETED.")
  }

  extend type Query {
    "Published projects, newest first, with cursor pagination (first: 1-100, default 20)."
    projects(filter: ProjectFilter, first: Int = 20, after: String): ProjectConnection!
    project(id: ID!): Project
    "A built-in sample by its public number (the page /project/<number>); null when there is none."
    showcaseProject(number: Int!): Project
  }

  extend type Mutation {
    "Reopens a project that has enough quotes for as many more. Its homeowner and staff; CONFLICT while it still takes quotes."
    reopenProjectForQuotes(id: ID!): Project!
    """
    Posts a project; it starts OPEN. Signed in, it waits IN_REVIEW until an operator approves it;
    otherwise it stays UNCONFIRMED until the owner of input.email signs in by the link e-mailed there
    and confirms it (confirmProject). The name and phone given with it wait as that account's
    pendingDetails unless the address is already confirmed.
    """
    createProject(input: CreateProjectInput!): Project!
    updateProject(id: ID!, input: UpdateProjectInput!): Project!
    "Changes the status; IN_PROGRESS also sets startDate to now, COMPLETED sets completionDate to now."
    updateProjectStatus(id: ID!, status: ProjectStatus!): Project!
    "Deletes a project and its proposals; returns the deleted id."
    deleteProject(id: ID!): ID!
  }
`;
