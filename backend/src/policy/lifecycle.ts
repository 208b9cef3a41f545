import type { AgreementStatusValue, ChangeOrderStatusValue, CredentialStatusValue, ProjectStatusValue, ProjectVisibilityValue, ProposalStatusValue } from '@marketplace/rules';

/**
 * How a person relates to a project. The policy works these out; the tables below say what each
 * relation may do, so a rule is one row here and nowhere else.
 * - owner: the homeowner who posted it; hired: the contractor whose proposal was accepted;
 * - proposer: a contractor who sent a proposal (their own proposal only); contractor: any contractor;
 * - bidder: a contractor who has already sent a proposal for the project (one proposal each);
 * - operator: marketplace staff.
 */
export type Relation = 'owner' | 'hired' | 'proposer' | 'bidder' | 'contractor' | 'operator';

/** Side effects a transition has, applied by the services (dates) and by notifications later. */
export type Effect = 'stamp-start-date' | 'stamp-completion-date' | 'notify-homeowner' | 'notify-contractor' | 'record-hire' | 'release-hire' | 'end-visits';

/**
 * What a rule waits for in the project itself, besides who asks. One generic check in policy.ts
 * (unmetCondition) reads these for every table below that has them; each unmet condition has its
 * refusal message there (BID_REFUSED, DECISION_REFUSED, REVIEW_REFUSED), so both APIs say the same
 * thing, and the screens' permissions (viewerCan) come from the same check.
 * - whenProjectStatus: only while the project is in one of these statuses;
 * - unlessProjectStatus: never while it is in one of these;
 * - whenVisibility: only while its review state is one of these;
 * - unlessHired: never while the project has a hire (for a decision on a proposal: a hire other
 *   than that proposal);
 * - whenHired: only when the project has a hire;
 * - underQuoteLimit: only while the project has fewer proposals than it takes (quote_limit);
 * - whenProposalStatus: only while the proposal the action is about is in one of these statuses;
 * - whenQuoteLimitReached: only once it has as many as it takes;
 * - unless: refused to these relations even when `by` lets them in.
 */
export interface Conditions {
  whenProjectStatus?: readonly ProjectStatusValue[];
  unlessProjectStatus?: readonly ProjectStatusValue[];
  whenVisibility?: readonly ProjectVisibilityValue[];
  unlessHired?: true;
  whenHired?: true;
  underQuoteLimit?: true;
  whenQuoteLimitReached?: true;
  whenProposalStatus?: readonly ProposalStatusValue[];
  unless?: readonly Relation[];
}
export type Condition = keyof Conditions;

/**
 * Completed and cancelled projects are closed: the spec replaces Submit Proposal with "This project
 * has been completed", cancelled work takes no bids either, and neither takes proposal decisions.
 */
export const CLOSED_PROJECT_STATUSES = ['completed', 'cancelled'] as const satisfies readonly ProjectStatusValue[];

export interface Transition extends Conditions {
  /** Who may take it. The spec lets any status follow any other; who may set it is the rule. */
  by: readonly Relation[];
  effects: readonly Effect[];
}

/** Project statuses: who may set each, and what setting it does. */
export const PROJECT_STATUS_TRANSITIONS: Record<ProjectStatusValue, Transition> = {
  open: { by: ['owner', 'operator'], effects: [] },
  'awaiting-estimation': { by: ['owner', 'hired', 'operator'], effects: ['notify-homeowner'] },
  estimated: { by: ['hired', 'operator'], effects: ['notify-homeowner'] },
  'in-progress': { by: ['hired', 'operator'], effects: ['stamp-start-date', 'notify-homeowner'] },
  pending: { by: ['owner', 'hired', 'operator'], effects: ['notify-homeowner'] },
  completed: { by: ['hired', 'operator'], effects: ['stamp-completion-date', 'notify-homeowner'] },
  cancelled: { by: ['owner', 'operator'], effects: [] },
};

/**
 * Proposal statuses: the homeowner (or staff) decides; the contractor hears about it.
 *
 * The hire. Accepting a proposal records it on the project as the hire (project.hired_proposal_id,
 * effect record-hire). The hire is the one thing the `hired` relation, bidding and reviews read.
 * - A project has at most one hire: while it has one, no other proposal can be accepted
 *   (unlessHired). To change contractor the homeowner declines the hired proposal, then accepts
 *   another: two decisions, each told to its contractor.
 * - Declining the hired proposal, or setting it back to pending, releases the hire (release-hire):
 *   its contractor loses the `hired` relation at once, and the project takes bids again.
 * - Project status changes never touch the hire. A project put back to open keeps its contractor
 *   (the status is a label the spec lets follow any other) and takes no bids until the homeowner
 *   releases the hire. Only the hired contractor or staff can mark it completed again.
 * - Closed projects (completed, cancelled) take no decisions at all, from anyone (staff included):
 *   whoever must change one puts the project back to another status first. So the hire a review is
 *   about is the one the project had when its hired contractor (or staff) marked it completed.
 * - Data from before hires were recorded may hold several accepted proposals on one project; the
 *   migration (ProjectHire) made one of them the hire, and the others stay accepted (their contact
 *   details stay revealed) without being the hire.
 */
export const PROPOSAL_STATUS_TRANSITIONS: Record<ProposalStatusValue, Transition> = {
  pending: { by: ['owner', 'operator'], effects: ['release-hire'], unlessProjectStatus: CLOSED_PROJECT_STATUSES },
  accepted: { by: ['owner', 'operator'], effects: ['record-hire', 'notify-contractor'], unlessProjectStatus: CLOSED_PROJECT_STATUSES, unlessHired: true },
  /** end-visits: the contractor's live site visits on the project are cancelled (visit.service.ts). */
  declined: { by: ['owner', 'operator'], effects: ['release-hire', 'notify-contractor', 'end-visits'], unlessProjectStatus: CLOSED_PROJECT_STATUSES },
};

/** Project fields updateProject may change, and who may change each. */
export const PROJECT_FIELDS = {
  estimatedCost: { by: ['hired', 'operator'] },
  timeline: { by: ['owner', 'hired', 'operator'] },
  contractorNotes: { by: ['hired', 'operator'] },
  startDate: { by: ['hired', 'operator'] },
  completionDate: { by: ['hired', 'operator'] },
} as const satisfies Record<string, { by: readonly Relation[] }>;
export type ProjectFieldName = keyof typeof PROJECT_FIELDS;

/** Everything else a person may do with a project or its proposals. */
export const PROJECT_ACTIONS = {
  /** Unconfirmed projects are seen only by their owner and staff; published ones by everyone. */
  viewUnpublished: { by: ['owner', 'operator'] },
  delete: { by: ['owner', 'operator'] },
  /**
   * Signed-in contractors bid on published projects that are not their own, not closed, and have
   * nobody hired yet (a hire closes bidding; see PROPOSAL_STATUS_TRANSITIONS); one proposal each,
   * and only while the project has fewer quotes than it takes.
   */
  submitProposal: {
    by: ['contractor'],
    unless: ['owner', 'bidder'],
    whenVisibility: ['published'],
    unlessProjectStatus: CLOSED_PROJECT_STATUSES,
    unlessHired: true,
    underQuoteLimit: true,
  },
  /**
   * One proposal per contractor: its sender changes it instead of sending another, while the
   * homeowner has not decided on it and the project could still hire.
   */
  editProposal: {
    by: ['proposer'],
    whenVisibility: ['published'],
    unlessProjectStatus: CLOSED_PROJECT_STATUSES,
    unlessHired: true,
    whenProposalStatus: ['pending'],
  },
  /** A full project's homeowner (or staff) opens it for as many quotes again, while it could still hire. */
  reopenForQuotes: {
    by: ['owner', 'operator'],
    whenVisibility: ['published'],
    unlessProjectStatus: CLOSED_PROJECT_STATUSES,
    unlessHired: true,
    whenQuoteLimitReached: true,
  },
  /**
   * The homeowner (or staff) invites pros to quote (INVITATIONS_PER_PROJECT at most), from the day it
   * is posted while it could still hire: invitations made before it is public go out when it is published.
   */
  invitePros: { by: ['owner', 'operator'], unlessProjectStatus: CLOSED_PROJECT_STATUSES, unlessHired: true },
  /** Who was invited, and the pros suggested for a project: its homeowner and staff. */
  viewInvitations: { by: ['owner', 'operator'] },
  /**
   * A proposal's contact details (the contractor's e-mail and phone): its sender and staff always;
   * the homeowner once revealed (CONTACT_ONCE_REVEALED).
   */
  viewProposalContact: { by: ['proposer', 'operator'] },
  /** The homeowner's contact details on a proposal: the homeowner and staff; the contractor once revealed. */
  viewHomeownerContact: { by: ['owner', 'operator'] },
  /** A proposal's message thread: its two parties read and write; staff read it. */
  viewThread: { by: ['owner', 'proposer', 'operator'] },
  sendMessage: { by: ['owner', 'proposer'] },
  /** The homeowner may reveal their contact details to one contractor before accepting. */
  shareContactDetails: { by: ['owner'] },
  /** The homeowner's note on a declined proposal: the homeowner who wrote it, the contractor it was for and staff. */
  viewDeclineNote: { by: ['owner', 'proposer', 'operator'] },
} as const satisfies Record<string, { by: readonly Relation[] } & Conditions>;
export type ProjectAction = keyof typeof PROJECT_ACTIONS;

/**
 * Reviews of a hire. The relations are the project's: owner (the homeowner who hired), hired (the
 * contractor of the project's recorded hire; for replies, the reviewed contractor), operator.
 */
export const CONTRACTOR_REVIEW_ACTIONS = {
  /** The homeowner reviews the recorded hire once the project is completed, once per hire. */
  write: { by: ['owner'], whenProjectStatus: ['completed'], whenHired: true },
  /** The reviewed contractor posts one public reply. */
  reply: { by: ['hired'] },
  /** Staff hide a review that breaks the rules (with a reason, audit-logged); nobody edits one. */
  hide: { by: ['operator'] },
  /** Hidden reviews, whether a review is hidden and why: staff only. */
  viewHidden: { by: ['operator'] },
} as const satisfies Record<string, { by: readonly Relation[] } & Conditions>;
export type ContractorReviewAction = keyof typeof CONTRACTOR_REVIEW_ACTIONS;

/**
 * Contact details are revealed to the other side once the homeowner accepts the proposal or shares
 * their details on it; until then the two talk in the proposal's thread.
 */
export const CONTACT_ONCE_REVEALED = {
  viewProposalContact: { by: ['owner'] },
  viewHomeownerContact: { by: ['proposer'] },
} as const satisfies Partial<Record<ProjectAction, { by: readonly Relation[] }>>;

/** Whether a proposal's contact details are revealed: accepted, or shared by the homeowner. */
export function contactRevealed(proposal: { status: ProposalStatusValue; contactSharedAt: Date | null }): boolean {
  return proposal.status === 'accepted' || proposal.contactSharedAt !== null;
}

export function allows(rule: { by: readonly Relation[] }, relations: ReadonlySet<Relation>): boolean {
  return rule.by.some((relation) => relations.has(relation));
}

/**
 * The review of a posted project before the public sees it: confirming the e-mail sends it to the
 * queue, an operator approves it, asks for changes or rejects it, and the homeowner can resubmit
 * after changes were asked for. Each step lists the states it starts from.
 */
/**
 * What a review step does besides moving the post: audit (an entry in the same transaction),
 * notify-homeowner (an e-mail saying the decision), alert-matching-pros (lead alerts to the pros it
 * fits) and announce-to-partners (the project.published webhook event).
 */
export type ReviewEffect = 'audit' | 'notify-homeowner' | 'alert-matching-pros' | 'announce-to-partners';

export const REVIEW_STEPS = {
  confirm: { from: ['unconfirmed'], to: 'in-review', by: ['owner'], effects: [] },
  approve: { from: ['in-review'], to: 'published', by: ['operator'], effects: ['audit', 'notify-homeowner', 'alert-matching-pros', 'announce-to-partners'] },
  requestChanges: { from: ['in-review'], to: 'changes-requested', by: ['operator'], effects: ['audit', 'notify-homeowner'] },
  reject: { from: ['in-review', 'changes-requested'], to: 'rejected', by: ['operator'], effects: ['audit', 'notify-homeowner'] },
  resubmit: { from: ['changes-requested'], to: 'in-review', by: ['owner'], effects: [] },
} as const satisfies Record<string, { from: readonly ProjectVisibilityValue[]; to: ProjectVisibilityValue; by: readonly Relation[]; effects: readonly ReviewEffect[] }>;
export type ReviewStep = keyof typeof REVIEW_STEPS;

/**
 * How a person relates to a contractor's credentials: holder (the contractor whose they are),
 * operator (marketplace staff) or clock (the daily job, for what only the date decides).
 */
export type CredentialRelation = 'holder' | 'operator' | 'clock';

/** 'new' is a credential not filed yet. */
export type CredentialState = CredentialStatusValue | 'new';

export interface CredentialTransition {
  from: readonly CredentialState[];
  to: CredentialStatusValue;
  by: readonly CredentialRelation[];
  /** Operator decisions and the clock's are written to the audit log; these e-mail the holder. */
  effects: readonly ('audit' | 'notify-contractor')[];
}

/**
 * Credentials: the contractor files one (or sends new details for one waiting, rejected or
 * expired; a verified one stays as checked, and a renewal is filed as a new credential), an
 * operator verifies or rejects it (a verified one too, when it turns out wrong), and the clock
 * expires it the day after its expiry date.
 */
export const CREDENTIAL_TRANSITIONS = {
  submit: { from: ['new', 'submitted', 'rejected', 'expired'], to: 'submitted', by: ['holder'], effects: [] },
  verify: { from: ['submitted'], to: 'verified', by: ['operator'], effects: ['audit', 'notify-contractor'] },
  reject: { from: ['submitted', 'verified'], to: 'rejected', by: ['operator'], effects: ['audit', 'notify-contractor'] },
  expire: { from: ['submitted', 'verified'], to: 'expired', by: ['clock'], effects: ['audit', 'notify-contractor'] },
} as const satisfies Record<string, CredentialTransition>;
export type CredentialAction = keyof typeof CREDENTIAL_TRANSITIONS;

/** A contractor's business profile: its holder edits it; its credentials are seen by the holder and operators. */
export const CONTRACTOR_PROFILE_ACTIONS = {
  edit: { by: ['holder'] },
  viewCredentials: { by: ['holder', 'operator'] },
} as const satisfies Record<string, { by: readonly CredentialRelation[] }>;
export type ContractorProfileAction = keyof typeof CONTRACTOR_PROFILE_ACTIONS;

export function allowsCredential(rule: { by: readonly CredentialRelation[] }, relations: ReadonlySet<CredentialRelation>): boolean {
  return rule.by.some((relation) => relations.has(relation));
}

/**
 * How a person relates to a private file: a credential's document or a photo sent in a message
 * thread. holder: the contractor whose credential it is; owner and proposer: the two parties of the
 * thread (the project's homeowner, the proposal's contractor); operator: staff; uploader: the
 * person who uploaded it (POST /api/uploads?access=private); homeowner and contractor: the two parties of the
 * agreement whose progress update shows it.
 */
export type PrivateFileRelation = 'holder' | 'owner' | 'proposer' | 'operator' | 'uploader' | 'homeowner' | 'contractor';

/**
 * Private files are seen by the people of the place they are attached to, as the place itself is
 * (a credential: CONTRACTOR_PROFILE_ACTIONS.viewCredentials; a thread: PROJECT_ACTIONS.viewThread),
 * and, until attached, by their uploader, who alone may attach them (so nobody gains a file by
 * attaching its name to a place of theirs). Everyone else is told there is no such file (404).
 */
export const PRIVATE_FILE_ACTIONS = {
  viewCredentialDocument: { by: ['holder', 'operator'] },
  viewMessagePhoto: { by: ['owner', 'proposer', 'operator'] },
  /** A photo of a progress update: the agreement's two parties and staff (AGREEMENT_ACTIONS.view). */
  viewProgressPhoto: { by: ['homeowner', 'contractor', 'operator'] },
  /** A photo given as a dispute's evidence: the agreement's two parties and staff (as the dispute itself). */
  viewDisputePhoto: { by: ['homeowner', 'contractor', 'operator'] },
  /** The form's preview, before the credential or message is saved. */
  viewUnattached: { by: ['uploader'] },
  attach: { by: ['uploader'] },
} as const satisfies Record<string, { by: readonly PrivateFileRelation[] }>;
export type PrivateFileAction = keyof typeof PRIVATE_FILE_ACTIONS;

/**
 * How a person relates to a written agreement (docs/agreements.md): homeowner and contractor are its two
 * parties (the project's homeowner and the hired contractor when it was drafted), operator is staff, system
 * is the marketplace itself acting on a knock-on (another proposal accepted, the project cancelled). For a
 * change order, proposer is the party who proposed it and counterparty the other one.
 */
export type AgreementRelation = 'homeowner' | 'contractor' | 'operator' | 'system' | 'proposer' | 'counterparty';

/** 'new' is an agreement not drafted yet. */
export type AgreementState = AgreementStatusValue | 'new';

export interface AgreementStep {
  from: readonly AgreementState[];
  /** The state it leads to; signing leads to in-force once both parties have signed (the service decides which). */
  to: AgreementStatusValue;
  by: readonly AgreementRelation[];
  /** Only while the homeowner's 10-day cooling-off period runs (rules' withinCoolingOff). */
  whenCoolingOff?: true;
}

/**
 * The agreement's states. The contractor drafts it from the accepted proposal, edits and sends it; the
 * homeowner asks for changes, declines or signs; the contractor signs too (either side may sign first) and it
 * is in force. Asking for changes after one side signed clears that signature: the next revision is a new
 * document. In force, the homeowner may cancel during the cooling-off period; an operator can record a
 * cancellation both sides agreed to at any time. Accepting another proposal or cancelling the project cancels
 * an agreement nobody is bound by yet (supersede).
 */
export const AGREEMENT_STEPS = {
  prepare: { from: ['new'], to: 'draft', by: ['contractor'] },
  edit: { from: ['draft', 'changes-requested'], to: 'draft', by: ['contractor'] },
  send: { from: ['draft', 'changes-requested'], to: 'sent', by: ['contractor'] },
  requestChanges: { from: ['sent', 'signed-by-one'], to: 'changes-requested', by: ['homeowner'] },
  decline: { from: ['sent', 'signed-by-one'], to: 'declined', by: ['homeowner'] },
  sign: { from: ['sent', 'signed-by-one'], to: 'signed-by-one', by: ['homeowner', 'contractor'] },
  cancel: { from: ['in-force'], to: 'cancelled', by: ['homeowner'], whenCoolingOff: true },
  recordCancellation: { from: ['draft', 'sent', 'changes-requested', 'signed-by-one', 'in-force'], to: 'cancelled', by: ['operator'] },
  supersede: { from: ['draft', 'sent', 'changes-requested', 'signed-by-one'], to: 'cancelled', by: ['system'] },
  proposeChange: { from: ['in-force'], to: 'in-force', by: ['homeowner', 'contractor'] },
} as const satisfies Record<string, AgreementStep>;
export type AgreementStepName = keyof typeof AGREEMENT_STEPS;

/** Reading an agreement, its PDF, its change orders and its history: the two parties and staff, nobody else. */
export const AGREEMENT_ACTIONS = {
  view: { by: ['homeowner', 'contractor', 'operator'] },
} as const satisfies Record<string, { by: readonly AgreementRelation[] }>;

/** A change order: the other party signs or declines it; its proposer may withdraw it while it waits. */
export const CHANGE_ORDER_STEPS = {
  sign: { from: ['proposed'], to: 'signed', by: ['counterparty'] },
  decline: { from: ['proposed'], to: 'declined', by: ['counterparty'] },
  withdraw: { from: ['proposed'], to: 'withdrawn', by: ['proposer'] },
} as const satisfies Record<string, { from: readonly ChangeOrderStatusValue[]; to: ChangeOrderStatusValue; by: readonly AgreementRelation[] }>;
export type ChangeOrderStepName = keyof typeof CHANGE_ORDER_STEPS;

/**
 * The job's money on an agreement in force (docs/payments.md): the contractor issues invoices, the homeowner
 * records payments made outside the marketplace. Both only while the agreement is in force.
 */
export const JOB_STEPS = {
  issueInvoice: { from: ['in-force'], by: ['contractor'] },
  recordPayment: { from: ['in-force'], by: ['homeowner'] },
  openDispute: { from: ['in-force'], by: ['homeowner', 'contractor'] },
  postProgress: { from: ['in-force'], by: ['contractor'] },
} as const satisfies Record<string, { from: readonly AgreementState[]; by: readonly AgreementRelation[] }>;
export type JobStepName = keyof typeof JOB_STEPS;

/** An invoice is issued, then paid once confirmed payments cover what it asks for now (the service decides). */
export type InvoiceState = 'issued' | 'paid';
export const INVOICE_STATES = ['issued', 'paid'] as const satisfies readonly InvoiceState[];
/** The homeowner may give one notice of non-payment while the invoice is unpaid (and, the service checks, within 14 days). */
export const INVOICE_STEPS = {
  giveNotice: { from: ['issued'], to: 'issued', by: ['homeowner'] },
} as const satisfies Record<string, { from: readonly InvoiceState[]; to: InvoiceState; by: readonly AgreementRelation[] }>;
export type InvoiceStepName = keyof typeof INVOICE_STEPS;

/** A payment the homeowner recorded: the contractor confirms it arrived, or says it did not (and may confirm it later). */
export type PaymentState = 'recorded' | 'confirmed' | 'disputed';
export const PAYMENT_STATES = ['recorded', 'confirmed', 'disputed'] as const satisfies readonly PaymentState[];
export const PAYMENT_STEPS = {
  confirm: { from: ['recorded', 'disputed'], to: 'confirmed', by: ['contractor'] },
  dispute: { from: ['recorded'], to: 'disputed', by: ['contractor'] },
} as const satisfies Record<string, { from: readonly PaymentState[]; to: PaymentState; by: readonly AgreementRelation[] }>;
export type PaymentStepName = keyof typeof PAYMENT_STEPS;

/**
 * Substantial performance ('none' until declared): the contractor declares it, the homeowner confirms or
 * disputes it (a disputed one may be declared again). Once confirmed, the contractor invoices the holdback
 * (the service checks that its release day has come and that something is kept back).
 */
export type SubstantialPerformanceState = 'none' | 'declared' | 'confirmed' | 'disputed';
export const SUBSTANTIAL_PERFORMANCE_STATES = ['none', 'declared', 'confirmed', 'disputed'] as const satisfies readonly SubstantialPerformanceState[];
export const SUBSTANTIAL_PERFORMANCE_STEPS = {
  declare: { from: ['none', 'disputed'], to: 'declared', by: ['contractor'] },
  confirm: { from: ['declared'], to: 'confirmed', by: ['homeowner'] },
  dispute: { from: ['declared'], to: 'disputed', by: ['homeowner'] },
  releaseHoldback: { from: ['confirmed'], to: 'confirmed', by: ['contractor'] },
} as const satisfies Record<string, { from: readonly SubstantialPerformanceState[]; to: SubstantialPerformanceState; by: readonly AgreementRelation[] }>;
export type SubstantialPerformanceStepName = keyof typeof SUBSTANTIAL_PERFORMANCE_STEPS;

/** A dispute waits for an operator, who records its outcome with a note (resolved, referred to adjudication, closed). */
export type DisputeState = 'open' | 'resolved' | 'referred' | 'closed';
export const DISPUTE_STATES = ['open', 'resolved', 'referred', 'closed'] as const satisfies readonly DisputeState[];
export const DISPUTE_STEPS = {
  settle: { from: ['open'], to: 'resolved', by: ['operator'] },
} as const satisfies Record<string, { from: readonly DisputeState[]; to: DisputeState; by: readonly AgreementRelation[] }>;
export type DisputeStepName = keyof typeof DISPUTE_STEPS;

/**
 * Site visits (docs/visits.md), before and after the hire. The relations are the visit's: homeowner (the
 * project's homeowner), contractor (the contractor who proposes it: one who bid on the project or was invited
 * to; once proposed, that visit's contractor), operator (staff, who read), system (the reminder job). 'new' is a
 * contractor with no live visit on the project (none yet, or the last one cancelled or missed).
 * - The contractor proposes up to three times; the homeowner picks one (confirmed) or asks for others.
 * - Either side moves it: the contractor by proposing new times (reschedule), the homeowner by asking for others.
 * - Either side cancels it, with a reason.
 * - After its time, either side marks the other a no-show (the service checks that the time has come);
 *   a contractor's no-shows count in their track record.
 */
export type VisitState = 'new' | 'proposed' | 'other-times-asked' | 'confirmed' | 'cancelled' | 'no-show';
export const VISIT_STATES = ['new', 'proposed', 'other-times-asked', 'confirmed', 'cancelled', 'no-show'] as const satisfies readonly VisitState[];
export const VISIT_STEPS = {
  propose: { from: ['new', 'cancelled', 'no-show'], to: 'proposed', by: ['contractor'] },
  pick: { from: ['proposed'], to: 'confirmed', by: ['homeowner'] },
  askOtherTimes: { from: ['proposed', 'confirmed'], to: 'other-times-asked', by: ['homeowner'] },
  reschedule: { from: ['proposed', 'other-times-asked', 'confirmed'], to: 'proposed', by: ['contractor'] },
  cancel: { from: ['proposed', 'other-times-asked', 'confirmed'], to: 'cancelled', by: ['homeowner', 'contractor'] },
  markNoShow: { from: ['confirmed'], to: 'no-show', by: ['homeowner', 'contractor'] },
  remind: { from: ['confirmed'], to: 'confirmed', by: ['system'] },
} as const satisfies Record<string, { from: readonly VisitState[]; to: VisitState; by: readonly AgreementRelation[] }>;
export type VisitStepName = keyof typeof VISIT_STEPS;

/** A visit, its times and its invitation: its two sides and staff; the address only once confirmed (the service). */
export const VISIT_ACTIONS = {
  view: { by: ['homeowner', 'contractor', 'operator'] },
} as const satisfies Record<string, { by: readonly AgreementRelation[] }>;
