import type { Project } from '../modules/project/project.entity';
import type { Proposal } from '../modules/proposal/proposal.entity';
import { AppError, ConflictError, ForbiddenError, NotFoundError, QuoteLimitError, UnauthenticatedError, ValidationError } from '../shared/errors';
import { AGREEMENT_MESSAGES, type AgreementParty, type ChangeOrderStatusValue, withinCoolingOff, CONTRACTOR_REVIEW_MESSAGES, PARTNER_MESSAGES, PROJECT_STATUSES, QUOTE_MESSAGES, type CredentialStatusValue, type ProjectStatusValue, type ProposalStatusValue } from '@marketplace/rules';
import { isOperator, isUser, type Actor, type UserActor } from './actor';
import {
  CONTRACTOR_PROFILE_ACTIONS,
  CONTRACTOR_REVIEW_ACTIONS,
  type ContractorReviewAction,
  CREDENTIAL_TRANSITIONS,
  allowsCredential,
  type ContractorProfileAction,
  type CredentialAction,
  type CredentialRelation,
  CONTACT_ONCE_REVEALED,
  type Condition,
  type Conditions,
  PROJECT_ACTIONS,
  PROJECT_FIELDS,
  contactRevealed,
  PROJECT_STATUS_TRANSITIONS,
  PROPOSAL_STATUS_TRANSITIONS,
  REVIEW_STEPS,
  allows,
  type ReviewStep,
  type ProjectAction,
  type ProjectFieldName,
  type Relation,
  PRIVATE_FILE_ACTIONS,
  type PrivateFileAction,
  type PrivateFileRelation,
  AGREEMENT_ACTIONS,
  AGREEMENT_STEPS,
  type AgreementRelation,
  type AgreementState,
  type AgreementStep,
  type AgreementStepName,
  CHANGE_ORDER_STEPS,
  type ChangeOrderStepName,
  INVOICE_STEPS,
  type InvoiceState,
  type InvoiceStepName,
  JOB_STEPS,
  type JobStepName,
  PAYMENT_STEPS,
  type PaymentState,
  type PaymentStepName,
  SUBSTANTIAL_PERFORMANCE_STEPS,
  DISPUTE_STEPS,
  type DisputeState,
  type DisputeStepName,
  type SubstantialPerformanceState,
  type SubstantialPerformanceStepName,
  VISIT_ACTIONS,
  VISIT_STEPS,
  type VisitState,
  type VisitStepName,
} from './lifecycle';

type ProjectRef = Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status'>;
/**
 * A project with its recorded hire, and its proposals against the quotes it takes: every rule with
 * conditions reads them (never assumed absent). Reads that leave the counts out (decisions, reviews)
 * fail the quote conditions closed, and no rule of theirs has one.
 */
type HiringRef = ProjectRef & Pick<Project, 'hiredProposalId'> & Partial<Pick<Project, 'proposalCount' | 'quoteLimit'>>;

/**
 * The first of a rule's conditions (lifecycle.ts, Conditions) the project does not meet now, or
 * null. `proposalId` is the proposal a decision is about: its own hire does not count against it.
 */
export function unmetCondition(
  rule: Conditions,
  project: HiringRef,
  relations: ReadonlySet<Relation>,
  proposalId?: number,
  proposalStatus?: ProposalStatusValue,
): Condition | null {
  if (rule.whenVisibility && !rule.whenVisibility.includes(project.visibility)) return 'whenVisibility';
  if (rule.whenProjectStatus && !rule.whenProjectStatus.includes(project.status)) return 'whenProjectStatus';
  if (rule.unlessProjectStatus?.includes(project.status)) return 'unlessProjectStatus';
  // A read that forgot the hire (a raw query's cast) fails closed both ways: never "nobody hired"
  // for what a hire forbids (bids would reopen), never "hired" for what needs one.
  const hire = project.hiredProposalId;
  if (rule.whenHired && (hire === null || hire === undefined)) return 'whenHired';
  if (rule.unlessHired && (hire === undefined || (hire !== null && hire !== proposalId))) return 'unlessHired';
  const { proposalCount, quoteLimit } = project;
  const counted = typeof proposalCount === 'number' && typeof quoteLimit === 'number';
  if (rule.underQuoteLimit && !(counted && proposalCount < quoteLimit)) return 'underQuoteLimit';
  if (rule.whenQuoteLimitReached && !(counted && proposalCount >= quoteLimit)) return 'whenQuoteLimitReached';
  if (rule.whenProposalStatus && !(proposalStatus && rule.whenProposalStatus.includes(proposalStatus))) return 'whenProposalStatus';
  // Who is left out comes last: what the project itself says (hired, closed, full) tells more.
  if (rule.unless?.some((relation) => relations.has(relation))) return 'unless';
  return null;
}

/** Who the rule lets in, and the project meets its conditions. */
function permits(rule: { by: readonly Relation[] } & Conditions, project: HiringRef, relations: ReadonlySet<Relation>, proposalId?: number): boolean {
  return allows(rule, relations) && unmetCondition(rule, project, relations, proposalId) === null;
}

const STATUS_WORDS: Partial<Record<ProjectStatusValue, string>> = { completed: 'has been completed', cancelled: 'was cancelled' };
const statusWords = (project: ProjectRef) => STATUS_WORDS[project.status] ?? `is ${project.status}`;

/** What each unmet condition says, per kind of action (the spec's "This project has been completed" leads). */
const BID_REFUSED: Record<Condition, (project: ProjectRef) => string> = {
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
const DECISION_REFUSED: Record<Condition, (project: ProjectRef) => string> = {
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

/** How the actor relates to a project (and, for proposal rules, to one proposal on it). */
export async function relationsTo(actor: Actor, project: ProjectRef, proposal?: Pick<Proposal, 'contractorId'>): Promise<Set<Relation>> {
  const relations = new Set<Relation>();
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (project.ownerId && project.ownerId === actor.userId) relations.add('owner');
  if (actor.role === 'contractor') {
    relations.add('contractor');
    if ((await actor.hiredProjectIds()).has(project.id)) relations.add('hired');
    if ((await actor.bidProjectIds()).has(project.id)) relations.add('bidder');
    if (proposal?.contractorId && proposal.contractorId === actor.userId) relations.add('proposer');
  }
  return relations;
}

/** Refuses with 401 for visitors and 403 for signed-in people. */
function refuse(actor: Actor, message?: string): never {
  if (!isUser(actor)) throw new UnauthenticatedError();
  throw new ForbiddenError(message);
}

/** What the actor may do with a project: the screens show exactly this, the services enforce it. */
export interface ProjectPermissions {
  statuses: ProjectStatusValue[];
  fields: ProjectFieldName[];
  delete: boolean;
  decideProposals: boolean;
  submitProposal: boolean;
  reopenForQuotes: boolean;
  invitePros: boolean;
  /** Send a post waiting under the owner's address for review (REVIEW_STEPS.confirm, from its state now). */
  confirmForReview: boolean;
  /** Send a post that was sent back for changes for review again (REVIEW_STEPS.resubmit). */
  resubmitForReview: boolean;
}

export async function projectPermissions(actor: Actor, project: HiringRef): Promise<ProjectPermissions> {
  const relations = await relationsTo(actor, project);
  return {
    statuses: PROJECT_STATUSES.filter((status) => allows(PROJECT_STATUS_TRANSITIONS[status], relations)),
    fields: (Object.keys(PROJECT_FIELDS) as ProjectFieldName[]).filter((field) => allows(PROJECT_FIELDS[field], relations)),
    delete: allows(PROJECT_ACTIONS.delete, relations),
    // Declining is the decision with the fewest conditions: if it is refused, every decision is.
    decideProposals: permits(PROPOSAL_STATUS_TRANSITIONS.declined, project, relations),
    submitProposal: permits(PROJECT_ACTIONS.submitProposal, project, relations),
    reopenForQuotes: permits(PROJECT_ACTIONS.reopenForQuotes, project, relations),
    invitePros: permits(PROJECT_ACTIONS.invitePros, project, relations),
    confirmForReview: reviewStepOpen('confirm', project, relations),
    resubmitForReview: reviewStepOpen('resubmit', project, relations),
  };
}

/** Whether the review step is open to the actor from the post's state now. */
function reviewStepOpen(step: ReviewStep, project: ProjectRef, relations: ReadonlySet<Relation>): boolean {
  return allows(REVIEW_STEPS[step], relations) && (REVIEW_STEPS[step].from as readonly string[]).includes(project.visibility);
}

/** Unpublished projects do not exist for people who may not see them (no leak of their existence). */
export async function assertCanView(actor: Actor, project: ProjectRef): Promise<void> {
  if (project.visibility === 'published') return;
  if (!allows(PROJECT_ACTIONS.viewUnpublished, await relationsTo(actor, project))) throw new NotFoundError('Project', project.id);
}

export async function assertProjectAction(actor: Actor, action: ProjectAction, project: ProjectRef): Promise<void> {
  await assertCanView(actor, project);
  if (!allows(PROJECT_ACTIONS[action], await relationsTo(actor, project))) refuse(actor);
}

export async function assertCanSetStatus(actor: Actor, project: ProjectRef, status: ProjectStatusValue): Promise<void> {
  await assertCanView(actor, project);
  const relations = await relationsTo(actor, project);
  if (!allows(PROJECT_STATUS_TRANSITIONS[status], relations)) {
    if (relations.size > 0) refuse(actor, `Your account may not set this project to ${status}.`);
    refuse(actor);
  }
}

export async function assertCanEditFields(actor: Actor, project: ProjectRef, fields: ProjectFieldName[]): Promise<void> {
  await assertCanView(actor, project);
  const relations = await relationsTo(actor, project);
  const refused = fields.filter((field) => !allows(PROJECT_FIELDS[field], relations));
  if (refused.length > 0) refuse(actor);
}

export async function assertCanSubmitProposal(actor: Actor, project: HiringRef): Promise<void> {
  await assertCanView(actor, project);
  if (!isUser(actor)) throw new UnauthenticatedError('Please sign in as a contractor to submit a proposal.');
  const rule = PROJECT_ACTIONS.submitProposal;
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) throw new ForbiddenError('Only contractor accounts can submit proposals.');
  const unmet = unmetCondition(rule, project, relations);
  // Both answer 409, each with a code of its own: the project is full (QUOTE_LIMIT_REACHED), or this
  // contractor already has their one proposal on it (CONFLICT).
  if (unmet === 'underQuoteLimit') throw new QuoteLimitError(QUOTE_MESSAGES.enoughQuotes);
  if (unmet === 'unless' && relations.has('bidder') && !relations.has('owner')) throw new ConflictError(QUOTE_MESSAGES.alreadyBid);
  if (unmet) throw new ForbiddenError(BID_REFUSED[unmet](project));
}

/** May the actor change this proposal (its sender, while it is pending and the project could hire)? */
export async function assertCanEditProposal(actor: Actor, project: HiringRef, proposal: Pick<Proposal, 'id' | 'contractorId' | 'status'>): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROJECT_ACTIONS.editProposal;
  const relations = await relationsTo(actor, project, proposal);
  if (!allows(rule, relations)) refuse(actor, 'Only the contractor who sent a proposal can change it.');
  const unmet = unmetCondition(rule, project, relations, proposal.id, proposal.status);
  if (unmet === 'whenProposalStatus') throw new ConflictError(QUOTE_MESSAGES.decided);
  if (unmet) throw new ForbiddenError(BID_REFUSED[unmet](project));
}

/** May the actor reopen a full project for more quotes? Refusals say which condition is unmet. */
export async function assertCanReopenForQuotes(actor: Actor, project: HiringRef): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROJECT_ACTIONS.reopenForQuotes;
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) refuse(actor);
  const unmet = unmetCondition(rule, project, relations);
  if (unmet === 'whenQuoteLimitReached') throw new ConflictError(QUOTE_MESSAGES.notFull);
  if (unmet) throw new ForbiddenError(DECISION_REFUSED[unmet](project));
}

/** May the actor invite pros to quote on this project (its homeowner or staff, while it could still hire)? */
export async function assertCanInvitePros(actor: Actor, project: HiringRef): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROJECT_ACTIONS.invitePros;
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) refuse(actor);
  const unmet = unmetCondition(rule, project, relations);
  if (unmet) throw new ForbiddenError(BID_REFUSED[unmet](project));
}

/** Who was invited to quote and which pros are suggested: the project's homeowner and staff. */
export async function canViewInvitations(actor: Actor, project: ProjectRef): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewInvitations, await relationsTo(actor, project));
}

/** Refuses everyone but the project's homeowner and staff (unpublished projects do not exist for others). */
export async function assertCanViewInvitations(actor: Actor, project: ProjectRef): Promise<void> {
  await assertCanView(actor, project);
  if (!(await canViewInvitations(actor, project))) refuse(actor);
}

/** May the actor set this proposal (on this project, as it is now) to `status`? */
export async function assertCanDecideProposal(actor: Actor, project: HiringRef, status: ProposalStatusValue, proposalId: number): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROPOSAL_STATUS_TRANSITIONS[status];
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) refuse(actor);
  const unmet = unmetCondition(rule, project, relations, proposalId);
  if (unmet) throw new ForbiddenError(DECISION_REFUSED[unmet](project));
}

/** Whether the actor may set this proposal to `status` now; no refusal, for `viewerCan`. */
export async function canDecideProposal(actor: Actor, project: HiringRef, status: ProposalStatusValue, proposalId: number): Promise<boolean> {
  return permits(PROPOSAL_STATUS_TRANSITIONS[status], project, await relationsTo(actor, project), proposalId);
}

type ProposalRef = Pick<Proposal, 'contractorId' | 'status' | 'contactSharedAt'>;

async function canSeeContact(
  actor: Actor,
  action: keyof typeof CONTACT_ONCE_REVEALED,
  project: ProjectRef,
  proposal: ProposalRef,
): Promise<boolean> {
  const relations = await relationsTo(actor, project, proposal);
  if (allows(PROJECT_ACTIONS[action], relations)) return true;
  return contactRevealed(proposal) && allows(CONTACT_ONCE_REVEALED[action], relations);
}

/** The contractor's e-mail and phone on a proposal. */
export async function canViewProposalContact(actor: Actor, project: ProjectRef, proposal: ProposalRef): Promise<boolean> {
  return canSeeContact(actor, 'viewProposalContact', project, proposal);
}

/** The homeowner's name, e-mail and phone on a proposal. */
export async function canViewHomeownerContact(actor: Actor, project: ProjectRef, proposal: ProposalRef): Promise<boolean> {
  return canSeeContact(actor, 'viewHomeownerContact', project, proposal);
}

/** Whether the actor may take a proposal action (thread, sharing); no refusal, for `viewerCan`. */
export async function canOnProposal(
  actor: Actor,
  action: 'viewThread' | 'sendMessage' | 'shareContactDetails',
  project: ProjectRef,
  proposal: Pick<Proposal, 'contractorId'>,
): Promise<boolean> {
  return allows(PROJECT_ACTIONS[action], await relationsTo(actor, project, proposal));
}

/** Refuses a proposal action: 401 for visitors, 403 for everyone else the table leaves out. */
export async function assertProposalAction(
  actor: Actor,
  action: 'viewThread' | 'sendMessage' | 'shareContactDetails',
  project: ProjectRef,
  proposal: Pick<Proposal, 'contractorId'>,
  message?: string,
): Promise<void> {
  await assertCanView(actor, project);
  if (!(await canOnProposal(actor, action, project, proposal))) refuse(actor, message);
}

export async function canViewDeclineNote(actor: Actor, project: ProjectRef, proposal: Pick<Proposal, 'contractorId'>): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewDeclineNote, await relationsTo(actor, project, proposal));
}

/** The message for a visitor uploading without an account or a posting pass. */
export const UPLOAD_NEEDS_ACCOUNT = 'Sign in, or post a project, to upload photos.';

/**
 * Photos come from signed-in people, or from a visitor posting a project with the one-time pass
 * the posting form asks for (a visitor cannot otherwise fill the storage).
 */
export function assertCanUpload(actor: Actor, hasPostingPass: boolean): void {
  if (!isUser(actor) && !hasPostingPass) throw new UnauthenticatedError(UPLOAD_NEEDS_ACCOUNT);
}

export function assertOperator(actor: Actor): void {
  if (!(isUser(actor) && actor.role === 'operator')) refuse(actor);
}

/**
 * The partner console (keys, usage, webhooks): an approved partner's own account. Operators reach
 * the same data per partner through their own operations, never by acting as the partner.
 */
export function assertPartner(actor: Actor): UserActor {
  if (!(isUser(actor) && actor.role === 'partner')) refuse(actor, 'Only approved partner accounts have a partner console.');
  return actor;
}

/**
 * Who may apply for API access: a signed-in plain account that has posted no project (a partner's
 * API work stays apart from anyone's home). Contractors and staff are refused; an approved partner
 * has nothing to apply for.
 */
export function assertMayApplyForPartner(actor: Actor, hasPostedProjects: boolean): UserActor {
  const user = assertOwnAccount(actor);
  if (user.role === 'partner') throw new ConflictError(PARTNER_MESSAGES.alreadyPartner);
  if (user.role !== 'homeowner') throw new ForbiddenError(PARTNER_MESSAGES.ownAccountNeeded);
  if (hasPostedProjects) throw new ForbiddenError(PARTNER_MESSAGES.homeownerWithProjects);
  return user;
}

/**
 * Whose API keys the actor manages: operators any key (or one partner's, given partnerId), an
 * approved partner only their own (asking for another partner's is refused). `operator` tells the
 * service whether unowned keys and every owner are in reach.
 */
export function apiKeyScope(actor: Actor, partnerId?: string | null): { ownerId: string | null; operator: boolean } {
  if (isUser(actor) && actor.role === 'operator') return { ownerId: partnerId ?? null, operator: true };
  const partner = assertPartner(actor);
  if (partnerId != null && partnerId !== partner.userId) refuse(actor);
  return { ownerId: partner.userId, operator: false };
}

/**
 * Account settings and details waiting for confirmation: only the signed-in person, on their own
 * account (no operation takes an account id). Visitors and partner keys are refused with 401.
 */
export function assertOwnAccount(actor: Actor): UserActor {
  if (!isUser(actor)) refuse(actor, 'Sign in to change your account.');
  return actor;
}

/** May the actor take this review step on the project (whatever state it is in now)? */
export async function assertCanReview(actor: Actor, project: ProjectRef, step: ReviewStep): Promise<void> {
  await assertCanView(actor, project);
  if (!allows(REVIEW_STEPS[step], await relationsTo(actor, project))) refuse(actor);
}

/** A post's review state and the operator's note: its homeowner and staff only. */
export async function canSeeReview(actor: Actor, project: ProjectRef): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewUnpublished, await relationsTo(actor, project));
}

/** How the actor relates to one contractor's profile and credentials. */
export function credentialRelations(actor: Actor, contractorId: string): Set<CredentialRelation> {
  const relations = new Set<CredentialRelation>();
  if (actor.kind === 'system') relations.add('clock');
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (actor.role === 'contractor' && actor.userId === contractorId) relations.add('holder');
  return relations;
}

export function canOnContractorProfile(actor: Actor, action: ContractorProfileAction, contractorId: string): boolean {
  return allowsCredential(CONTRACTOR_PROFILE_ACTIONS[action], credentialRelations(actor, contractorId));
}

/** Only contractors have a business profile, and only their own. */
export function assertContractor(actor: Actor): asserts actor is UserActor {
  if (!(isUser(actor) && actor.role === 'contractor')) refuse(actor, 'Only contractor accounts have a business profile.');
}

/**
 * Whether the actor may take a credential from its state (null: not filed yet). Someone else's
 * credential does not exist for a contractor; a step the table does not give them on their own is
 * refused; a step the state does not allow is bad input.
 */
export function assertCredentialTransition(
  actor: Actor,
  action: CredentialAction,
  credential: { id?: number; contractorId: string; status: CredentialStatusValue } | null,
  contractorId: string,
): void {
  const rule = CREDENTIAL_TRANSITIONS[action];
  const relations = credentialRelations(actor, credential?.contractorId ?? contractorId);
  if (!allowsCredential(rule, relations)) {
    if (credential && isUser(actor) && actor.role === 'contractor' && !relations.has('holder')) throw new NotFoundError('Credential', credential.id ?? '');
    refuse(actor);
  }
  const state = credential?.status ?? 'new';
  if (!(rule.from as readonly string[]).includes(state)) {
    throw new ValidationError({ status: CREDENTIAL_STEP_REFUSED[action](state) }, CREDENTIAL_STEP_REFUSED[action](state));
  }
}

/** Whether the actor may take a credential step from its state now (for the screens: the service still asserts). */
export function canTakeCredentialTransition(actor: Actor, action: CredentialAction, credential: { contractorId: string; status: CredentialStatusValue }): boolean {
  const rule = CREDENTIAL_TRANSITIONS[action];
  return allowsCredential(rule, credentialRelations(actor, credential.contractorId)) && (rule.from as readonly string[]).includes(credential.status);
}

const CREDENTIAL_STEP_REFUSED: Record<CredentialAction, (state: string) => string> = {
  submit: () => 'A verified credential stays as it was checked: add the renewed one as a new credential.',
  verify: (state) => `Only credentials waiting for a check can be verified; this one is ${state}.`,
  reject: (state) => `Only waiting or verified credentials can be rejected; this one is ${state}.`,
  expire: (state) => `Only waiting or verified credentials expire; this one is ${state}.`,
};

/** One hire a review is about: the project's homeowner and the contractor whose proposal was accepted. */
export interface HireRef {
  ownerId: string | null;
  contractorId: string;
}

/** How the actor relates to a hire's review: its homeowner (owner), the reviewed contractor (hired), staff. */
export function reviewRelations(actor: Actor, hire: HireRef): Set<Relation> {
  const relations = new Set<Relation>();
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (hire.ownerId && hire.ownerId === actor.userId) relations.add('owner');
  if (actor.role === 'contractor' && actor.userId === hire.contractorId) relations.add('hired');
  return relations;
}

export function canOnReview(actor: Actor, action: ContractorReviewAction, hire: HireRef): boolean {
  return allows(CONTRACTOR_REVIEW_ACTIONS[action], reviewRelations(actor, hire));
}

const REVIEW_REFUSED: Partial<Record<Condition, string>> = {
  whenProjectStatus: CONTRACTOR_REVIEW_MESSAGES.notCompleted,
  whenHired: CONTRACTOR_REVIEW_MESSAGES.noHire,
};

/**
 * Whether the actor may review the project's hire now: only its homeowner, only once the project
 * is completed, only when a contractor was hired, and once. `hire` is the project's recorded hire
 * when it was sent from an account (null otherwise: nobody to review).
 */
export async function assertCanWriteReview(
  actor: Actor,
  project: HiringRef,
  hire: { proposalId: number; contractorId: string } | null,
  alreadyReviewed: boolean,
): Promise<void> {
  await assertCanView(actor, project);
  const rule = CONTRACTOR_REVIEW_ACTIONS.write;
  const relations = reviewRelations(actor, { ownerId: project.ownerId, contractorId: hire?.contractorId ?? '' });
  if (!allows(rule, relations)) refuse(actor, CONTRACTOR_REVIEW_MESSAGES.notTheHomeowner);
  // Only the recorded hire counts, and only one a contractor account sent.
  const unmet = unmetCondition(rule, { ...project, hiredProposalId: hire && hire.proposalId === project.hiredProposalId ? hire.proposalId : null }, relations);
  if (unmet) throw new ForbiddenError(REVIEW_REFUSED[unmet] ?? CONTRACTOR_REVIEW_MESSAGES.noHire);
  if (alreadyReviewed) throw new ConflictError(CONTRACTOR_REVIEW_MESSAGES.alreadyReviewed);
}

/** The same rule as a yes/no for the screens (Project.viewerCanReview). */
export async function canWriteReview(
  actor: Actor,
  project: HiringRef,
  hire: { proposalId: number; contractorId: string } | null,
  alreadyReviewed: boolean,
): Promise<boolean> {
  try {
    await assertCanWriteReview(actor, project, hire, alreadyReviewed);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Refuses an action on a review the actor's relation to its hire does not allow. */
export function assertOnReview(actor: Actor, action: ContractorReviewAction, hire: HireRef, message?: string): void {
  if (!canOnReview(actor, action, hire)) refuse(actor, message);
}

/** Where a private file is attached, and who uploaded it, as the private-file rules need it. */
export interface PrivateFilePlaces {
  /** Null for a file that is not a private upload (or was uploaded before uploads were recorded). */
  upload: { uploaderId: string | null; private: boolean } | null;
  credentials: readonly { contractorId: string }[];
  messages: readonly { project: ProjectRef; proposal: Pick<Proposal, 'contractorId'> }[];
  /** The agreements whose progress updates show it. */
  progress?: readonly Pick<AgreementRef, 'homeownerId' | 'contractorId'>[];
  /** The agreements whose disputes hold it as evidence. */
  disputes?: readonly Pick<AgreementRef, 'homeownerId' | 'contractorId'>[];
}

const allowsFile = (action: PrivateFileAction, relations: ReadonlySet<string>) =>
  (PRIVATE_FILE_ACTIONS[action].by as readonly string[]).some((relation) => relations.has(relation));

function uploaderRelations(actor: Actor, upload: PrivateFilePlaces['upload']): Set<PrivateFileRelation> {
  return new Set(isUser(actor) && upload?.private && upload.uploaderId === actor.userId ? ['uploader'] : []);
}

/** Whether the actor may fetch a private file (PRIVATE_FILE_ACTIONS), from any place it is attached to. */
export async function canViewPrivateFile(actor: Actor, places: PrivateFilePlaces): Promise<boolean> {
  for (const credential of places.credentials) {
    if (allowsFile('viewCredentialDocument', credentialRelations(actor, credential.contractorId))) return true;
  }
  for (const message of places.messages) {
    if (allowsFile('viewMessagePhoto', await relationsTo(actor, message.project, message.proposal))) return true;
  }
  for (const agreement of places.progress ?? []) {
    if (allowsFile('viewProgressPhoto', agreementRelations(actor, agreement))) return true;
  }
  for (const agreement of places.disputes ?? []) {
    if (allowsFile('viewDisputePhoto', agreementRelations(actor, agreement))) return true;
  }
  const attached = places.credentials.length > 0 || places.messages.length > 0 || (places.progress?.length ?? 0) > 0 || (places.disputes?.length ?? 0) > 0;
  return !attached && allowsFile('viewUnattached', uploaderRelations(actor, places.upload));
}

/** A private file the actor may not see does not exist for them (no leak of its existence). */
export async function assertCanViewPrivateFile(actor: Actor, name: string, places: PrivateFilePlaces): Promise<void> {
  if (!(await canViewPrivateFile(actor, places))) throw new NotFoundError('File', name);
}

/** Whether the actor may attach this upload to a credential or a message: only their own private uploads. */
export function canAttachPrivateFile(actor: Actor, upload: PrivateFilePlaces['upload']): boolean {
  return allowsFile('attach', uploaderRelations(actor, upload));
}

/** Private uploads (credential documents, message photos) come from signed-in people only. */
export function assertCanUploadPrivately(actor: Actor): void {
  if (!isUser(actor)) throw new UnauthenticatedError('Sign in to upload a document or a photo for a message.');
}

/** An agreement as the policy reads it: its parties and state, and when its copy was delivered. */
export interface AgreementRef {
  id: number;
  homeownerId: string;
  contractorId: string;
  status: AgreementState;
  inForceAt: Date | null;
  copyDeliveredAt: Date | null;
}

/** How the actor relates to an agreement (AgreementRelation); partner keys and visitors relate to none. */
export function agreementRelations(actor: Actor, agreement: Pick<AgreementRef, 'homeownerId' | 'contractorId'>): Set<AgreementRelation> {
  const relations = new Set<AgreementRelation>();
  if (actor.kind === 'system') relations.add('system');
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (actor.userId === agreement.homeownerId) relations.add('homeowner');
  if (actor.userId === agreement.contractorId && actor.role === 'contractor') relations.add('contractor');
  return relations;
}

/** The party the actor signs as, if any (an operator who is also a party signs as that party). */
export function agreementPartyOf(actor: Actor, agreement: Pick<AgreementRef, 'homeownerId' | 'contractorId'>): AgreementParty | null {
  const relations = agreementRelations(actor, agreement);
  return relations.has('homeowner') ? 'homeowner' : relations.has('contractor') ? 'contractor' : null;
}

const allowsAgreement = (rule: { by: readonly AgreementRelation[] }, relations: ReadonlySet<AgreementRelation>) => rule.by.some((relation) => relations.has(relation));

/** Whether the actor may see the agreement at all (AGREEMENT_ACTIONS.view). */
export function canViewAgreement(actor: Actor, agreement: Pick<AgreementRef, 'homeownerId' | 'contractorId'>): boolean {
  return allowsAgreement(AGREEMENT_ACTIONS.view, agreementRelations(actor, agreement));
}

/** An agreement the actor may not see does not exist for them: 404, never a hint that it exists. */
export function assertCanViewAgreement(actor: Actor, agreement: AgreementRef): void {
  if (!canViewAgreement(actor, agreement)) {
    if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to see this agreement.');
    throw new NotFoundError('Agreement', agreement.id);
  }
}

/** Whether a step of AGREEMENT_STEPS is open to the actor now: who they are, the state, and the cooling-off clock. */
export function canTakeAgreementStep(actor: Actor, step: AgreementStepName, agreement: AgreementRef, now: Date = new Date()): boolean {
  const rule: AgreementStep = AGREEMENT_STEPS[step];
  if (!allowsAgreement(rule, agreementRelations(actor, agreement))) return false;
  if (!rule.from.includes(agreement.status)) return false;
  if (rule.whenCoolingOff && !(agreement.inForceAt && withinCoolingOff(now, agreement.copyDeliveredAt, agreement.inForceAt))) return false;
  return true;
}

const AGREEMENT_STATE_REFUSED: Record<AgreementStepName, string> = {
  prepare: 'This proposal already has an agreement.',
  edit: 'This agreement can no longer be changed: it has been sent or signed. Ask the homeowner to request changes, or propose a change order once it is in force.',
  send: 'This agreement has already been sent.',
  requestChanges: 'This agreement is not waiting for your signature.',
  decline: 'This agreement is not waiting for your signature.',
  sign: 'This agreement is not waiting for a signature.',
  cancel: AGREEMENT_MESSAGES.coolingOffOver,
  recordCancellation: 'This agreement is already closed.',
  supersede: 'This agreement is already binding.',
  proposeChange: 'Change orders can be proposed only on an agreement in force.',
};

/**
 * Refuses a step: 404 to people who may not see the agreement, 403 to a party the table does not let take
 * it, 409 (saying why) when the agreement's state or the cooling-off clock does not allow it.
 */
export function assertAgreementStep(actor: Actor, step: AgreementStepName, agreement: AgreementRef, now: Date = new Date()): void {
  if (actor.kind !== 'system') assertCanViewAgreement(actor, agreement);
  const rule: AgreementStep = AGREEMENT_STEPS[step];
  if (!allowsAgreement(rule, agreementRelations(actor, agreement))) {
    throw new ForbiddenError(step === 'cancel' && isOperator(actor) ? 'Operators record a cancellation both sides agreed to (recordAgreementCancellation).' : 'Your account may not do that with this agreement.');
  }
  if (!canTakeAgreementStep(actor, step, agreement, now)) {
    throw new ConflictError(AGREEMENT_STATE_REFUSED[step]);
  }
}

/** How the actor relates to a change order of an agreement they may see. */
export function changeOrderRelations(actor: Actor, agreement: AgreementRef, change: { proposedBy: AgreementParty }): Set<AgreementRelation> {
  const relations = agreementRelations(actor, agreement);
  const party = agreementPartyOf(actor, agreement);
  if (party && party === change.proposedBy) relations.add('proposer');
  if (party && party !== change.proposedBy) relations.add('counterparty');
  return relations;
}

export function canTakeChangeOrderStep(actor: Actor, step: ChangeOrderStepName, agreement: AgreementRef, change: { proposedBy: AgreementParty; status: ChangeOrderStatusValue }): boolean {
  const rule = CHANGE_ORDER_STEPS[step];
  return agreement.status === 'in-force' && (rule.from as readonly string[]).includes(change.status) && allowsAgreement(rule, changeOrderRelations(actor, agreement, change));
}

export function assertChangeOrderStep(actor: Actor, step: ChangeOrderStepName, agreement: AgreementRef, change: { proposedBy: AgreementParty; status: ChangeOrderStatusValue }): void {
  assertCanViewAgreement(actor, agreement);
  const rule = CHANGE_ORDER_STEPS[step];
  if (!allowsAgreement(rule, changeOrderRelations(actor, agreement, change))) {
    throw new ForbiddenError(step === 'withdraw' ? 'Only the side that proposed this change order can withdraw it.' : 'The other side signs or declines a change order: you proposed this one.');
  }
  if (!canTakeChangeOrderStep(actor, step, agreement, change)) throw new ConflictError('This change order is no longer waiting for a decision.');
}

/**
 * The job's money (docs/payments.md): a step of JOB_STEPS, INVOICE_STEPS, PAYMENT_STEPS or
 * SUBSTANTIAL_PERFORMANCE_STEPS, on an agreement in force. `subject` is the state of what the step acts on
 * (an invoice's, a payment's, the agreement's substantial performance); JOB_STEPS act on the agreement.
 */
export type JobMoneyStep =
  | { table: 'job'; step: JobStepName }
  | { table: 'invoice'; step: InvoiceStepName; subject: InvoiceState }
  | { table: 'payment'; step: PaymentStepName; subject: PaymentState }
  | { table: 'substantial-performance'; step: SubstantialPerformanceStepName; subject: SubstantialPerformanceState }
  | { table: 'dispute'; step: DisputeStepName; subject: DisputeState };

function jobRule(step: JobMoneyStep): { from: readonly string[]; by: readonly AgreementRelation[] } {
  switch (step.table) {
    case 'job':
      return JOB_STEPS[step.step];
    case 'invoice':
      return INVOICE_STEPS[step.step];
    case 'payment':
      return PAYMENT_STEPS[step.step];
    case 'dispute':
      return DISPUTE_STEPS[step.step];
    default:
      return SUBSTANTIAL_PERFORMANCE_STEPS[step.step];
  }
}

/** Whether the table lets the actor take the step now: who they are, the agreement in force, and the subject's state. */
export function canTakeJobStep(actor: Actor, step: JobMoneyStep, agreement: AgreementRef): boolean {
  const rule = jobRule(step);
  if (!allowsAgreement(rule, agreementRelations(actor, agreement))) return false;
  if (step.table === 'job') return rule.from.includes(agreement.status);
  // A dispute is settled whatever became of the agreement since it was opened.
  if (step.table === 'dispute') return rule.from.includes(step.subject);
  return agreement.status === 'in-force' && rule.from.includes(step.subject);
}

const JOB_STATE_REFUSED: Record<JobMoneyStep['table'], Record<string, string>> = {
  job: {
    issueInvoice: 'Invoices are issued on an agreement in force.',
    recordPayment: 'Payments are recorded on an agreement in force.',
    openDispute: 'Disputes are opened on an agreement in force; for anything else, write to our team from the contact page.',
    postProgress: 'Progress is posted on an agreement in force.',
  },
  dispute: { settle: 'This dispute already has an outcome.' },
  invoice: { giveNotice: 'This invoice has been paid: there is nothing left to withhold.' },
  payment: { confirm: 'This payment has already been confirmed.', dispute: 'Only a payment waiting for confirmation can be disputed.' },
  'substantial-performance': {
    declare: 'Substantial performance has already been declared.',
    confirm: 'There is no declaration of substantial performance waiting for your answer.',
    dispute: 'There is no declaration of substantial performance waiting for your answer.',
    releaseHoldback: 'The holdback is released once the homeowner has confirmed substantial performance.',
  },
};

/**
 * Refuses a step of the job's money: 404 to people who may not see the agreement, 403 to a party the table
 * does not let take it, 409 (saying why) when the agreement's or the subject's state does not allow it.
 */
export function assertJobStep(actor: Actor, step: JobMoneyStep, agreement: AgreementRef): void {
  assertCanViewAgreement(actor, agreement);
  if (!allowsAgreement(jobRule(step), agreementRelations(actor, agreement))) throw new ForbiddenError('Your account may not do that on this job.');
  if (!canTakeJobStep(actor, step, agreement)) {
    throw new ConflictError(agreement.status !== 'in-force' && step.table !== 'dispute' && step.table !== 'job' ? 'This agreement is not in force: its job has ended.' : JOB_STATE_REFUSED[step.table][step.step]);
  }
}

/**
 * A site visit as the policy reads it: its two sides and its state. Before one is proposed, `contractorId` is
 * the contractor who may propose it (one who bid on the project or was invited to; '' for anyone else) and the
 * state is that of their last visit there ('new' when none is live).
 */
export interface VisitRef {
  id: number;
  homeownerId: string;
  contractorId: string;
  status: VisitState;
}

/** Whether the actor may see the visit at all (VISIT_ACTIONS.view): its two sides and staff. */
export function canViewVisit(actor: Actor, visit: Pick<VisitRef, 'homeownerId' | 'contractorId'>): boolean {
  return allowsAgreement(VISIT_ACTIONS.view, agreementRelations(actor, visit));
}

/** A visit the actor may not see does not exist for them: 401 to visitors and partner keys, 404 to everyone else. */
export function assertCanViewVisit(actor: Actor, visit: VisitRef): void {
  if (canViewVisit(actor, visit)) return;
  if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to see this visit.');
  throw new NotFoundError('Visit', visit.id);
}

/** Whether a step of VISIT_STEPS is open to the actor now: who they are and the visit's state. */
export function canTakeVisitStep(actor: Actor, step: VisitStepName, visit: VisitRef): boolean {
  const rule = VISIT_STEPS[step];
  return allowsAgreement(rule, agreementRelations(actor, visit)) && (rule.from as readonly VisitState[]).includes(visit.status);
}

const VISIT_STATE_REFUSED: Record<VisitStepName, string> = {
  propose: 'You already have a visit on this project: reschedule it instead of proposing another.',
  pick: 'This visit is not waiting for you to pick a time.',
  askOtherTimes: 'This visit is cancelled or already over.',
  reschedule: 'This visit is cancelled or already over: propose a new one.',
  cancel: 'This visit is already cancelled or over.',
  markNoShow: 'Only a confirmed visit can be marked as a no-show.',
  remind: 'This visit is not confirmed.',
};

/**
 * Refuses a visit step: 401 to visitors and partner keys, 404 to people who may not see the visit (a proposal
 * is checked against the project first, by the service), 403 to a side the table does not let take it, 409
 * (saying why) when the visit's state does not allow it.
 */
export function assertVisitStep(actor: Actor, step: VisitStepName, visit: VisitRef, refusal = 'Your account may not do that with this visit.'): void {
  if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to arrange a site visit.');
  if (step !== 'propose' && actor.kind !== 'system') assertCanViewVisit(actor, visit);
  if (!allowsAgreement(VISIT_STEPS[step], agreementRelations(actor, visit))) throw new ForbiddenError(refusal);
  if (!canTakeVisitStep(actor, step, visit)) throw new ConflictError(VISIT_STATE_REFUSED[step]);
}
