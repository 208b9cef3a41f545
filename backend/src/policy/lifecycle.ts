import type { ProjectStatusValue, ProjectVisibilityValue, ProposalStatusValue } from '@marketplace/rules';

// The lifecycle tables, one file per subject: projects, proposals and reviews here; a contractor's credentials in
// lifecycle-contractor.ts, private files in lifecycle-file.ts, written agreements in lifecycle-agreement.ts, the
// job's money and disputes in lifecycle-job.ts, site visits in lifecycle-visit.ts.

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
 * refusal message there (BID_REFUSED, DECISION_REFUSED; REVIEW_REFUSED in review.ts), so both APIs say the same
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
 * Completed and cancelled projects are closed: a completed project shows "This project has been
 * completed" in place of Submit Proposal, cancelled work takes no bids either, and neither takes
 * proposal decisions.
 */
export const CLOSED_PROJECT_STATUSES = ['completed', 'cancelled'] as const satisfies readonly ProjectStatusValue[];

export interface Transition extends Conditions {
  /** Who may take it. Any status may follow any other; who may set it is the rule. */
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
 *   (the status is a label, and any status may follow any other) and takes no bids until the homeowner
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
