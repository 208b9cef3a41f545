/**
 * GraphQL enum names (the partner contract) and the kebab-case values stored in the database and
 * sent over REST. Resolvers map with these, and codegen.ts types the resolvers with them.
 */
export const PROJECT_STATUS_VALUES = {
  OPEN: 'open',
  AWAITING_ESTIMATION: 'awaiting-estimation',
  ESTIMATED: 'estimated',
  IN_PROGRESS: 'in-progress',
  PENDING: 'pending',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
} as const;

export const URGENCY_VALUES = { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' } as const;

export const PROPOSAL_STATUS_VALUES = { PENDING: 'pending', ACCEPTED: 'accepted', DECLINED: 'declined' } as const;

export const PROJECT_VISIBILITY_VALUES = {
  UNCONFIRMED: 'unconfirmed',
  IN_REVIEW: 'in-review',
  CHANGES_REQUESTED: 'changes-requested',
  REJECTED: 'rejected',
  PUBLISHED: 'published',
} as const;

export const SPAM_FLAG_VALUES = {
  LINKS: 'links',
  REPEATED_EMAIL: 'repeated-email',
  REPEATED_ADDRESS: 'repeated-address',
  BLOCKED_WORDS: 'blocked-words',
} as const;

export const ROLE_VALUES = { HOMEOWNER: 'homeowner', CONTRACTOR: 'contractor', OPERATOR: 'operator', PARTNER: 'partner' } as const;

/** Whether a list of projects holds the built-in samples (ProjectFilter.showcase). */
export const SHOWCASE_CHOICE_VALUES = { EXCLUDE: 'exclude', INCLUDE: 'include', ONLY: 'only' } as const;

/** updateProject fields a person may be allowed to change (ProjectPermissions.fields). */
export const PROJECT_FIELD_VALUES = { ESTIMATED_COST: 'estimatedCost', TIMELINE: 'timeline', CONTRACTOR_NOTES: 'contractorNotes' } as const;

export const CREDENTIAL_KIND_VALUES = {
  ESA_ECRA_ELECTRICAL: 'esa-ecra-electrical',
  TSSA_GAS: 'tssa-gas',
  WSIB_CLEARANCE: 'wsib-clearance',
  LIABILITY_INSURANCE: 'liability-insurance',
  TORONTO_RENOVATOR_LICENCE: 'toronto-renovator-licence',
  OTHER: 'other',
} as const;

export const CREDENTIAL_STATUS_VALUES = { SUBMITTED: 'submitted', VERIFIED: 'verified', REJECTED: 'rejected', EXPIRED: 'expired' } as const;

export const CONTRACTOR_BADGE_KIND_VALUES = {
  VERIFIED_BUSINESS: 'verified-business',
  ESA_LICENSED: 'esa-licensed',
  TSSA_REGISTERED: 'tssa-registered',
  WSIB_CLEARED: 'wsib-cleared',
  INSURED: 'insured',
  TORONTO_RENOVATOR_LICENCE: 'toronto-renovator-licence',
} as const;

export const NOTIFICATION_KIND_VALUES = {
  NEW_PROPOSAL: 'new-proposal',
  PROPOSAL_DECISION: 'proposal-decision',
  NEW_MESSAGE: 'new-message',
  PROJECT_STATUS: 'project-status',
  REVIEW_INVITE: 'review-invite',
  REVIEW_RECEIVED: 'review-received',
  NEW_LEAD: 'new-lead',
  AGREEMENT: 'agreement',
  SITE_VISIT: 'site-visit',
} as const;

export const NOTIFICATION_EMAIL_VALUES = { IMMEDIATE: 'immediate', DAILY: 'daily', OFF: 'off' } as const;
/** Who wrote a message in a proposal's thread. */
export const THREAD_ROLE_VALUES = { HOMEOWNER: 'homeowner', CONTRACTOR: 'contractor' } as const;

/** Whether a contractor takes new work. */
export const CONTRACTOR_AVAILABILITY_VALUES = { NOW: 'now', FROM_DATE: 'from', PAUSED: 'paused' } as const;

export const PARTNER_APPLICATION_STATUS_VALUES = { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined' } as const;

/** Device classes of field data (Core Web Vitals beacons), by viewport width. */
export const DEVICE_CLASS_VALUES = { PHONE: 'phone', TABLET: 'tablet', DESKTOP: 'desktop' } as const;

/** What is wrong with the built-in database's backups (backup_incident.kind). */
export const BACKUP_PROBLEM_VALUES = { ARCHIVING_FAILING: 'archiving-failing', BASE_BACKUP_OVERDUE: 'base-backup-overdue', OFFSITE_COPY_FAILING: 'offsite-copy-failing' } as const;

/** A written agreement's states (rules' AGREEMENT_STATUSES). */
export const AGREEMENT_STATUS_VALUES = {
  DRAFT: 'draft',
  SENT: 'sent',
  CHANGES_REQUESTED: 'changes-requested',
  SIGNED_BY_ONE: 'signed-by-one',
  IN_FORCE: 'in-force',
  CANCELLED: 'cancelled',
  DECLINED: 'declined',
} as const;

export const CHANGE_ORDER_STATUS_VALUES = { PROPOSED: 'proposed', SIGNED: 'signed', DECLINED: 'declined', WITHDRAWN: 'withdrawn' } as const;

export const AGREEMENT_PARTY_VALUES = { HOMEOWNER: 'homeowner', CONTRACTOR: 'contractor' } as const;

export const PRICE_KIND_VALUES = { ESTIMATE: 'estimate', FIXED: 'fixed' } as const;

export const PAYMENT_CLOCK_STATE_VALUES = { NOTICE_POSSIBLE: 'notice-possible', DUE: 'due', OVERDUE: 'overdue', DISPUTED: 'disputed', PAID: 'paid' } as const;

export const INVOICE_KIND_VALUES = { WORK: 'work', HOLDBACK_RELEASE: 'holdback-release' } as const;

export const PAYMENT_METHOD_VALUES = { E_TRANSFER: 'e-transfer', CHEQUE: 'cheque', CARD: 'card', CASH: 'cash', OTHER: 'other' } as const;

export const PAYMENT_STATUS_VALUES = { RECORDED: 'recorded', CONFIRMED: 'confirmed', DISPUTED: 'disputed' } as const;

export const DISPUTE_SUBJECT_VALUES = { INVOICE: 'invoice', PAYMENT: 'payment', VISIT: 'visit', JOB: 'job' } as const;

export const DISPUTE_STATUS_VALUES = { OPEN: 'open', RESOLVED: 'resolved', REFERRED: 'referred', CLOSED: 'closed' } as const;

export const DISPUTE_OUTCOME_VALUES = { RESOLVED: 'resolved', REFERRED: 'referred', CLOSED: 'closed' } as const;

export const SUBSTANTIAL_PERFORMANCE_STATUS_VALUES = { DECLARED: 'declared', CONFIRMED: 'confirmed', DISPUTED: 'disputed' } as const;

export const VISIT_STATUS_VALUES = { PROPOSED: 'proposed', OTHER_TIMES_ASKED: 'other-times-asked', CONFIRMED: 'confirmed', CANCELLED: 'cancelled', NO_SHOW: 'no-show', NO_SHOW_WITHDRAWN: 'no-show-withdrawn' } as const;
