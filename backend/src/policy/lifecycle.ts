import { ACCOUNT_SETTINGS_MESSAGES, MESSAGE_MESSAGES, QUOTE_MESSAGES, REVIEW_MESSAGES, type ProjectStatusValue, type ProjectVisibilityValue, type ProposalStatusValue } from '@marketplace/shared';

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
 * (unmetCondition) reads these for every table below that has them; each unmet condition's refusal
 * text is on the rule's row (REFUSED, from BID_REFUSED and DECISION_REFUSED below; REVIEW_REFUSED in
 * review.ts), so both APIs say the same thing, and the screens' permissions (viewerCan) come from the same check.
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
 * What a refusal of a rule says, kept on the rule's own row under this key. It is a symbol, so a row
 * still reads as who (`by`) and conditions to everything that lists its keys. The policy's one
 * check (policy.ts, `check`) reads it; a row without it refuses with the plain texts: 401 "Please sign
 * in to do that." to visitors, 403 "Your account is not allowed to do that." to signed-in people.
 */
export const REFUSED: unique symbol = Symbol('refused');

/**
 * A project action whose row carries this key is a flag of the same name on the screens'
 * permissions (ProjectPermissions in the SDL), computed by the same check as the services' refusal.
 */
export const VIEWER_CAN: unique symbol = Symbol('viewerCan');

/**
 * A refusal's text for one unmet condition: a 403 with this text, a 409 (conflict) or the quote
 * limit's 409 (a code of its own), or a function of the project and who asks that says which.
 */
export type Said =
  | string
  | { conflict: string }
  | { quoteLimit: string }
  | ((project: { status: ProjectStatusValue }, relations: ReadonlySet<Relation>) => Said);

export interface RefusalTexts {
  /** To visitors (401). */
  visitor?: string;
  /** To signed-in people `by` leaves out (403). */
  outsider?: string;
  /** To signed-in people related to the project whom `by` leaves out (403); strangers get the plain text. */
  related?: string;
  /** Per unmet condition; a condition without a text refuses with the plain 403. */
  unmet?: Partial<Record<Condition, Said>>;
}

/**
 * Every rule of the project tables but viewing refuses on a showcase project (a built-in sample,
 * project.showcase): samples are read like any project and changed by nobody, staff included; the
 * refusal (403) says so to everyone, visitors too, since signing in would not help. The web app lets
 * a visitor try a sample in page memory instead.
 */
export const SHOWCASE_REFUSED = 'This is a sample project that shows how the marketplace works, so it cannot be changed. Post your own project to get real quotes.';

/** A rule of the project tables: who, the conditions, and what its refusal says. */
export type ProjectRuleRow = { by: readonly Relation[]; [REFUSED]?: RefusalTexts; [VIEWER_CAN]?: true } & Conditions;

const STATUS_WORDS: Partial<Record<ProjectStatusValue, string>> = { completed: 'has been completed', cancelled: 'was cancelled' };
const statusWords = (project: { status: ProjectStatusValue }) => STATUS_WORDS[project.status] ?? `is ${project.status}`;

/** What each unmet condition says, per kind of action (a completed project's refusal starts "This project has been completed"). */
export const BID_REFUSED: Record<Condition, (project: { status: ProjectStatusValue }) => string> = {
  unless: () => 'You cannot bid on your own project.',
  whenVisibility: () => 'This project is not open for proposals.',
  whenProjectStatus: () => 'This project is not open for proposals.',
  unlessProjectStatus: (project) => `This project ${statusWords(project)}: it no longer takes proposals.`,
  whenHired: () => 'This project is not open for proposals.',
  unlessHired: () => 'This project has already hired a contractor: it no longer takes proposals.',
  underQuoteLimit: () => QUOTE_MESSAGES.enoughQuotes,
  whenQuoteLimitReached: () => 'This project is not open for proposals.',
  whenProposalStatus: () => QUOTE_MESSAGES.decided,
};
export const DECISION_REFUSED: Record<Condition, (project: { status: ProjectStatusValue }) => string> = {
  unless: () => 'Your account may not decide on this proposal.',
  whenVisibility: () => 'This project is not open for decisions.',
  whenProjectStatus: () => 'This project is not open for decisions.',
  unlessProjectStatus: (project) => `This project ${statusWords(project)}: its proposals can no longer be accepted or declined.`,
  whenHired: () => 'This project has no hired contractor.',
  unlessHired: () => 'This project already has a hired contractor. Decline their proposal first to accept another one.',
  underQuoteLimit: () => QUOTE_MESSAGES.enoughQuotes,
  whenQuoteLimitReached: () => QUOTE_MESSAGES.notFull,
  whenProposalStatus: () => QUOTE_MESSAGES.decided,
};

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
  [REFUSED]?: RefusalTexts;
}

/** A status the person may not set: people tied to the project are told which, strangers get the plain refusal. */
const statusRefused = (status: ProjectStatusValue): RefusalTexts => ({ related: `Your account may not set this project to ${status}.` });

/** Project statuses: who may set each, and what setting it does. */
export const PROJECT_STATUS_TRANSITIONS: Record<ProjectStatusValue, Transition> = {
  open: { by: ['owner', 'operator'], effects: [], [REFUSED]: statusRefused('open') },
  'awaiting-estimation': { by: ['owner', 'hired', 'operator'], effects: ['notify-homeowner'], [REFUSED]: statusRefused('awaiting-estimation') },
  estimated: { by: ['hired', 'operator'], effects: ['notify-homeowner'], [REFUSED]: statusRefused('estimated') },
  'in-progress': { by: ['hired', 'operator'], effects: ['stamp-start-date', 'notify-homeowner'], [REFUSED]: statusRefused('in-progress') },
  pending: { by: ['owner', 'hired', 'operator'], effects: ['notify-homeowner'], [REFUSED]: statusRefused('pending') },
  completed: { by: ['hired', 'operator'], effects: ['stamp-completion-date', 'notify-homeowner'], [REFUSED]: statusRefused('completed') },
  cancelled: { by: ['owner', 'operator'], effects: [], [REFUSED]: statusRefused('cancelled') },
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
  pending: { by: ['owner', 'operator'], effects: ['release-hire'], unlessProjectStatus: CLOSED_PROJECT_STATUSES, [REFUSED]: { unmet: DECISION_REFUSED } },
  accepted: {
    by: ['owner', 'operator'],
    effects: ['record-hire', 'notify-contractor'],
    unlessProjectStatus: CLOSED_PROJECT_STATUSES,
    unlessHired: true,
    [REFUSED]: { unmet: DECISION_REFUSED },
  },
  /** end-visits: the contractor's live site visits on the project are cancelled (visit.service.ts). */
  declined: {
    by: ['owner', 'operator'],
    effects: ['release-hire', 'notify-contractor', 'end-visits'],
    unlessProjectStatus: CLOSED_PROJECT_STATUSES,
    [REFUSED]: { unmet: DECISION_REFUSED },
  },
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
  delete: { by: ['owner', 'operator'], [VIEWER_CAN]: true },
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
    [VIEWER_CAN]: true,
    [REFUSED]: {
      visitor: 'Please sign in as a contractor to submit a proposal.',
      outsider: 'Only contractor accounts can submit proposals.',
      // Both answer 409, each with a code of its own: the project is full (QUOTE_LIMIT_REACHED), or this
      // contractor already has their one proposal on it (CONFLICT).
      unmet: {
        ...BID_REFUSED,
        underQuoteLimit: { quoteLimit: QUOTE_MESSAGES.enoughQuotes },
        unless: (project, relations) => (relations.has('bidder') && !relations.has('owner') ? { conflict: QUOTE_MESSAGES.alreadyBid } : BID_REFUSED.unless(project)),
      },
    },
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
    [REFUSED]: { outsider: 'Only the contractor who sent a proposal can change it.', unmet: { ...BID_REFUSED, whenProposalStatus: { conflict: QUOTE_MESSAGES.decided } } },
  },
  /** A full project's homeowner (or staff) opens it for as many quotes again, while it could still hire. */
  reopenForQuotes: {
    by: ['owner', 'operator'],
    whenVisibility: ['published'],
    unlessProjectStatus: CLOSED_PROJECT_STATUSES,
    unlessHired: true,
    whenQuoteLimitReached: true,
    [VIEWER_CAN]: true,
    [REFUSED]: { unmet: { ...DECISION_REFUSED, whenQuoteLimitReached: { conflict: QUOTE_MESSAGES.notFull } } },
  },
  /**
   * The homeowner (or staff) invites pros to quote (INVITATIONS_PER_PROJECT at most), from the day it
   * is posted while it could still hire: invitations made before it is public go out when it is published.
   */
  invitePros: { by: ['owner', 'operator'], unlessProjectStatus: CLOSED_PROJECT_STATUSES, unlessHired: true, [VIEWER_CAN]: true, [REFUSED]: { unmet: BID_REFUSED } },
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
  sendMessage: { by: ['owner', 'proposer'], [REFUSED]: { outsider: MESSAGE_MESSAGES.onlyParticipants } },
  /** The homeowner may reveal their contact details to one contractor before accepting. */
  shareContactDetails: { by: ['owner'], [REFUSED]: { outsider: MESSAGE_MESSAGES.shareOnlyOwner } },
  /** The homeowner's note on a declined proposal: the homeowner who wrote it, the contractor it was for and staff. */
  viewDeclineNote: { by: ['owner', 'proposer', 'operator'] },
} as const satisfies Record<string, ProjectRuleRow>;
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

/** A post no longer in a state the step leaves from: someone else acted first (409). */
const notFrom = (text: string): RefusalTexts => ({ unmet: { whenVisibility: { conflict: text } } });

export const REVIEW_STEPS = {
  confirm: { from: ['unconfirmed'], to: 'in-review', by: ['owner'], effects: [], [REFUSED]: notFrom(ACCOUNT_SETTINGS_MESSAGES.notWaiting) },
  approve: {
    from: ['in-review'],
    to: 'published',
    by: ['operator'],
    effects: ['audit', 'notify-homeowner', 'alert-matching-pros', 'announce-to-partners'],
    [REFUSED]: notFrom(REVIEW_MESSAGES.notWaiting),
  },
  requestChanges: { from: ['in-review'], to: 'changes-requested', by: ['operator'], effects: ['audit', 'notify-homeowner'], [REFUSED]: notFrom(REVIEW_MESSAGES.notWaiting) },
  reject: { from: ['in-review', 'changes-requested'], to: 'rejected', by: ['operator'], effects: ['audit', 'notify-homeowner'], [REFUSED]: notFrom(REVIEW_MESSAGES.notWaiting) },
  resubmit: { from: ['changes-requested'], to: 'in-review', by: ['owner'], effects: [], [REFUSED]: notFrom(REVIEW_MESSAGES.notChangesRequested) },
} as const satisfies Record<
  string,
  { from: readonly ProjectVisibilityValue[]; to: ProjectVisibilityValue; by: readonly Relation[]; effects: readonly ReviewEffect[]; [REFUSED]: RefusalTexts }
>;
export type ReviewStep = keyof typeof REVIEW_STEPS;
