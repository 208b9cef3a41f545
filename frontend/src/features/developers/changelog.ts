/**
 * The API's changelog (/developers/changelog), newest first: one entry per published change of
 * backend/schema.graphql. Add an entry when `npm run schema:publish` publishes a change (docs/api.md,
 * "API versioning"). `kind`: added (new fields, safe), changed (behaviour or descriptions),
 * deprecated (still served; say what replaces it), removed (only after a deprecation).
 */
export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'removed';

export interface ChangelogEntry {
  /** ISO date the change reached production. */
  date: string;
  title: string;
  changes: { kind: ChangeKind; text: string }[];
}

export const CHANGELOG: ChangelogEntry[] = [
  {
    date: '2026-11-30',
    title: 'A project’s days on Toronto’s calendar',
    changes: [
      { kind: 'added', text: 'Project.postedOn, startedOn and completedOn: the days of postedDate, startDate and completionDate on Toronto’s calendar (YYYY-MM-DD), the days the marketplace’s own screens show. A project posted at 9:30 p.m. in Toronto on March 1 has a postedDate of March 2 in UTC and a postedOn of 2026-03-01. The REST project answers carry them too.' },
    ],
  },
  {
    date: '2026-11-30',
    title: 'The portfolio’s samples',
    changes: [{ kind: 'added', text: 'ProjectFilter.portfolio: true lists only the built-in samples the Our Projects page lists (the core finished samples, numbered 1-12, and the open ones), false all but those (posted projects are never among them).' }],
  },
  {
    date: '2026-11-29',
    title: 'Hired projects',
    changes: [{ kind: 'added', text: 'Project.hired: whether the homeowner has hired a contractor through the marketplace (an open project with a hire takes no more bids).' }],
  },
  {
    date: '2026-11-29',
    title: 'Sample contractors',
    changes: [
      { kind: 'added', text: 'Query.showcaseContractor(number) and the ShowcaseContractor type: the built-in sample contractors the finished samples name, with the figures they state (they have no account, reviews or credentials, and no list of pros includes them).' },
      { kind: 'added', text: 'ShowcaseDetails.contractorNumber: a finished sample’s contractor’s public number when it is one of the sample contractors.' },
    ],
  },
  {
    date: '2026-11-29',
    title: 'Featured samples',
    changes: [{ kind: 'added', text: 'ProjectFilter.featured: true lists only the built-in samples the home page features, false all but those (posted projects are never featured).' }],
  },
  {
    date: '2026-11-29',
    title: 'Site visits',
    changes: [
      { kind: 'added', text: 'SiteVisit (Project.visits, Agreement.visits) and its mutations serve the visit’s two sides and operators only: a partner key is refused. The work address appears only once a visit is confirmed.' },
      { kind: 'added', text: 'cancelVisitAsOperator and withdrawVisitNoShow, for operators; VisitStatus gains NO_SHOW_WITHDRAWN, and SiteVisit gains cancelledByMarketplace and noShowWithdrawnNote (cancelledBy is null when the marketplace cancelled).' },
    ],
  },
  {
    date: '2026-11-28',
    title: 'The job’s money: invoices and payments',
    changes: [
      { kind: 'added', text: 'Webhook events invoice.issued (a contractor issued an invoice on an agreement in force) and invoice.paid (confirmed payments now cover what it asked for now). They carry ids, states and amounts in cents (projectId, agreementId, invoiceId, kind, status, totalCents, payableNowCents, keptBackCents), never the parties’ names, addresses or the invoice’s text, and follow the endpoint’s trade and city filters. dispute.opened: one side opened a dispute on an invoice, a payment or the whole job (ids, states and the amount in question, never the reason).' },
      { kind: 'added', text: 'Agreement.invoices, payments, ledger, substantialPerformance, nextDue, disputes and their mutations serve the agreement’s two parties and operators only: a partner key is refused.' },
    ],
  },
  {
    date: '2026-11-28',
    title: 'Written agreements after a hire',
    changes: [
      { kind: 'added', text: 'Webhook events agreement.signed (both sides signed: the agreement is in force), agreement.cancelled and change_order.signed. They carry ids and states only (agreementId, projectId, changeOrderId, status), never the parties’ names, addresses or amounts, and follow the endpoint’s trade and city filters.' },
      { kind: 'added', text: 'Agreement, ChangeOrder and their mutations serve the two parties of a hire and operators only: a partner key is told there is no such agreement.' },
      { kind: 'changed', text: 'Test events: at most 10 an hour per endpoint and 30 per partner. A delivery that could not connect reads “The endpoint’s address is not allowed or could not be reached”, whatever the cause.' },
      { kind: 'changed', text: 'GET /graphql reads its parameters as POST does: at most 16, none repeated; without a key it carries a persisted-query id, never document text.' },
    ],
  },
  {
    date: '2026-11-26',
    title: 'Partner accounts, webhooks and usage',
    changes: [
      { kind: 'added', text: 'Role PARTNER: a business building on the API, approved by an operator. It manages its own keys, usage and webhooks.' },
      { kind: 'added', text: 'applyForPartnerAccess, myPartnerApplication; apiLimits (the limits every key works within).' },
      { kind: 'changed', text: 'apiKeys(partnerId), createApiKey and revokeApiKey serve an approved partner’s own keys (up to 3 live); ApiKey.usage(days) gives requests, errors and 429s per day.' },
      { kind: 'added', text: 'Webhooks: webhookEndpoints, createWebhookEndpoint, updateWebhookEndpoint, deleteWebhookEndpoint, rotateWebhookSecret, sendTestWebhookEvent, webhookDeliveries; events project.published, project.closed and project.status_changed, signed to the Standard Webhooks spec.' },
      { kind: 'added', text: 'Answers to a key carry RateLimit-Policy and RateLimit headers and extensions.rateLimit { cost, maxCost, limit, remaining, resetAt }.' },
      { kind: 'added', text: 'ProjectPermissions.confirmForReview and resubmitForReview; Credential.viewerCan { resubmit, verify, reject }.' },
    ],
  },
  {
    date: '2026-11-26',
    title: 'Figures per trade and contractor portfolios',
    changes: [
      { kind: 'added', text: 'siteFigures(trade: Int): the figures of one trade (its projects, the verified pros who do it, the reviews of hires on its projects). Without trade, the whole site’s as before.' },
      { kind: 'added', text: 'ContractorProfile.portfolio: up to 12 captioned photos of finished work (PortfolioPhoto), set with updateContractorProfile(input: { portfolio }).' },
    ],
  },
  {
    date: '2026-11-26',
    title: 'The pro directory and invitations to quote',
    changes: [
      { kind: 'added', text: 'pros(trade, city, search, verifiedOnly, first, after): the pro directory, verified pros and the best rated first, searched by trade, city and words (typos in business names forgiven).' },
      { kind: 'added', text: 'ContractorProfile.completedProjects and typicalResponse (the median time from lead alert to proposal, e.g. “within 2 hours”).' },
      { kind: 'added', text: 'inviteToQuote and withdrawInvitation (up to five pros a project), Project.invitations and suggestedPros(projectId) for the project’s homeowner.' },
    ],
  },
  {
    date: '2026-11-26',
    title: 'The site’s figures',
    changes: [{ kind: 'added', text: 'siteFigures: projects completed, verified contractors, cities served, review count, average rating and satisfaction, counted from the database. Public: no personal data.' }],
  },
  {
    date: '2026-11-26',
    title: 'A cap on quotes and changing a proposal',
    changes: [
      { kind: 'added', text: 'Project.quoteLimit and acceptingQuotes: a project takes five proposals, one per contractor; submitProposal answers QUOTE_LIMIT_REACHED beyond them.' },
      { kind: 'added', text: 'reopenProjectForQuotes(id) for the homeowner, and updateProposal(id, input) for a contractor’s own pending proposal.' },
    ],
  },
  {
    date: '2026-11-26',
    title: 'Matched projects for contractors',
    changes: [{ kind: 'added', text: 'matchedProjects(first, after): open projects that fit the signed-in contractor, best first, with a score and the reasons (trade, city, budget, verified insurance).' }],
  },
  {
    date: '2026-11-23',
    title: 'Photos in sizes, without metadata',
    changes: [
      { kind: 'added', text: 'Project.photos and Message.photos (ResponsivePhoto): each photo’s 480, 960 and 1600 px WebP sizes with width, height and a srcset.' },
      { kind: 'changed', text: 'Uploaded photos are re-encoded without metadata, so a phone’s GPS position is never published.' },
    ],
  },
  {
    date: '2026-11-23',
    title: 'Quotes, messages, notifications and reviews',
    changes: [
      { kind: 'added', text: 'messageThread(proposalId) and sendMessage: a private thread per proposal between its homeowner and contractor.' },
      { kind: 'added', text: 'notifications, unreadNotificationCount and notificationSettings, with live updates over GraphQL subscriptions.' },
      { kind: 'added', text: 'Reviews from verified hires: Project.hireReview and ContractorProfile ratings, written once a project is completed.' },
    ],
  },
  {
    date: '2026-11-23',
    title: 'Credentials, review queue and API keys',
    changes: [
      { kind: 'added', text: 'Contractor credentials (licence, insurance, WSIB) checked by operators, and the badges that come from what is verified today.' },
      { kind: 'added', text: 'API keys for partners: createApiKey, revokeApiKey and apiKeys for operators. Send a key as X-Api-Key.' },
    ],
  },
  {
    date: '2026-11-23',
    title: 'Accounts and permissions',
    changes: [
      { kind: 'added', text: 'viewer, passwordless sign-in links and contractor sign-up; viewerCan on projects and proposals says what the caller may do.' },
      { kind: 'changed', text: 'Homeowners’ contact details are private: only the project’s homeowner, its hired contractor and operators see them.' },
    ],
  },
  {
    date: '2026-11-23',
    title: 'Status dates set by the server',
    changes: [
      { kind: 'deprecated', text: 'UpdateProjectInput.startDate and completionDate: ignored. The server stamps startDate when the status becomes IN_PROGRESS and completionDate when it becomes COMPLETED.' },
    ],
  },
  {
    date: '2026-11-22',
    title: 'The marketplace API',
    changes: [
      { kind: 'added', text: 'projects(filter, first, after) with cursor pagination and totalCount, project(id) and proposals(projectId).' },
      { kind: 'added', text: 'createProject, updateProject, updateProjectStatus, deleteProject, submitProposal, updateProposalStatus and sendContactMessage.' },
    ],
  },
];
