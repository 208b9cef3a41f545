/**
 * The lifecycle table (src/policy/lifecycle*.ts) read as the authorization matrix reads it: which of
 * the matrix's people each relation is, in a state of a project (or a contractor's credentials, a
 * private file, or a written agreement), and who a rule lets in there. authorization-matrix.test.ts builds its lifecycle
 * rows from this, so a rule changed in the table changes what the matrix expects.
 *
 * Deliberately not the policy's own code: the policy is what the matrix checks, so the conditions
 * are read here again, from what the table says they mean (lifecycle.ts, Conditions).
 */
import {
  PROJECT_STATUSES,
  PROJECT_VISIBILITIES,
  PROPOSAL_STATUSES,
  type AgreementParty,
  type ChangeOrderStatusValue,
  type ProjectStatusValue,
  type ProjectVisibilityValue,
  type ProposalStatusValue,
} from '@marketplace/shared';
import { contactRevealed, type Condition, type Conditions, type Relation } from '../src/policy/lifecycle';
import type { AgreementRelation, AgreementState } from '../src/policy/lifecycle-agreement';
import type { CredentialRelation, CredentialState } from '../src/policy/lifecycle-contractor';
import type { PrivateFileRelation } from '../src/policy/lifecycle-file';
import type { DisputeState, InvoiceState, PaymentState, SubstantialPerformanceState } from '../src/policy/lifecycle-job';
import type { VisitState } from '../src/policy/lifecycle-visit';

/**
 * partner: a request with an API key (one an operator made); partnerAccount: an approved partner
 * signed in to their console; disabledPartner: a request with the key of a partner account an
 * operator has since disabled, refused everywhere a key is read.
 */
export const PEOPLE = ['visitor', 'owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partner', 'partnerAccount', 'disabledPartner'] as const;
export type Person = (typeof PEOPLE)[number];
const CONTRACTORS: Person[] = ['contractor', 'hiredContractor'];

/**
 * A project as a row finds it. It is always owner's; a hire is an accepted proposal recorded on it;
 * the proposal a rule about a proposal is tried on is contractor's.
 */
export interface ProjectState {
  status: ProjectStatusValue;
  visibility: ProjectVisibilityValue;
  /** Whose accepted proposal is the hire: hiredContractor's, contractor's (the proposal below), or nobody's. */
  hire: 'hiredContractor' | 'contractor' | null;
  /** contractor's proposal, with a message from owner carrying a photo (null: contractor has not bid). */
  proposal: { status: ProposalStatusValue; contactShared: boolean } | null;
  /** Proposals from a third pro, outside the matrix; they count against the quote limit like any other. */
  otherBids: number;
  quoteLimit: number;
  /** owner has reviewed the hire. */
  reviewed: boolean;
  /** A built-in sample (project.showcase): every rule but viewing refuses everyone on it. */
  showcase?: boolean;
}

/**
 * A written agreement as a row finds it: drafted from hiredContractor's accepted proposal on a project
 * of owner's (its homeowner is owner, its contractor hiredContractor), with every field filled in.
 */
export interface AgreementFixture {
  /** 'new': the hire has no agreement yet. */
  status: AgreementState;
  /** In signed-by-one, the party who signed the document (the other one has not). */
  signedFirst: AgreementParty;
  /** In force: the signed copy was delivered today (the cooling-off period runs), or 11 days ago (it is over). */
  coolingOff: boolean;
  /** A change order on it (in force), proposed by one of the two parties. */
  changeOrder: { proposedBy: AgreementParty; status: ChangeOrderStatusValue } | null;
  /** In force: an invoice for work on it (with a holdback kept back), in this state. */
  invoice?: InvoiceState | null;
  /** In force: a payment the homeowner recorded against that invoice, in this state. */
  payment?: PaymentState | null;
  /** In force: where substantial performance stands (confirmed 61 days ago: the holdback has fallen due). */
  performance?: SubstantialPerformanceState;
  /** In force: a dispute the homeowner opened on the whole job, in this state. */
  dispute?: DisputeState | null;
  /** In force: a progress update of the contractor's, with a photo they uploaded. */
  progress?: boolean;
  /**
   * A site visit between the two on the agreement's project (its homeowner owner, its contractor hiredContractor),
   * in this state ('new': none). Times proposed are days ahead; a confirmed one (or a no-show) began two hours ago.
   */
  visit?: VisitState;
}

/** What a row is tried on: a project, a contractor's profile and credential, a private file's uploader, an agreement. */
export interface State {
  project?: ProjectState;
  /** Each contractor's own profile ('own': a contractor acting on theirs), or contractor's; its credential ('new': not filed yet). */
  profile?: { whose: 'own' | 'contractor'; credential: CredentialState | null };
  /** Who uploaded the private file the row uses. */
  uploader?: Person;
  /** An agreement (on a project of its own: a state with an agreement has no `project`). */
  agreement?: AgreementFixture;
}

/** An agreement in force since today (its cooling-off period runs), without change orders. */
export const BASE_AGREEMENT: AgreementFixture = { status: 'in-force', signedFirst: 'homeowner', coolingOff: true, changeOrder: null };

/** A published, open project of owner's with hiredContractor hired and contractor's proposal pending: every relation has someone. */
export const BASE_PROJECT: ProjectState = {
  status: 'open',
  visibility: 'published',
  hire: 'hiredContractor',
  proposal: { status: 'pending', contactShared: false },
  otherBids: 0,
  quoteLimit: 5,
  reviewed: false,
};

type AnyRelation = Relation | CredentialRelation | PrivateFileRelation | AgreementRelation;

/** Who is each party of an agreement. */
export const PARTY_PERSON: Record<AgreementParty, Person> = { homeowner: 'owner', contractor: 'hiredContractor' };
const otherParty = (party: AgreementParty): AgreementParty => (party === 'homeowner' ? 'contractor' : 'homeowner');

/**
 * The one mapping from the table's relations to the matrix's people, in a state. Visitors, partner
 * keys, otherHomeowner and partnerAccount hold no relation anywhere: the table lets them do nothing.
 */
const PEOPLE_WITH: Record<AnyRelation, (state: State) => Person[]> = {
  owner: (s) => (s.project ? ['owner'] : []),
  hired: (s) => (s.project?.hire ? [s.project.hire] : []),
  // A project's proposer is contractor (the proposal's sender); a change order's, the party who proposed it.
  proposer: (s) => (s.project?.proposal ? ['contractor'] : s.agreement?.changeOrder ? [PARTY_PERSON[s.agreement.changeOrder.proposedBy]] : []),
  bidder: (s) => [...(s.project?.hire === 'hiredContractor' ? (['hiredContractor'] as Person[]) : []), ...(s.project?.proposal ? (['contractor'] as Person[]) : [])],
  // On a project, any contractor; on an agreement, its contractor (the hire's, for one not drafted yet).
  contractor: (s) => (s.project ? CONTRACTORS : s.agreement ? ['hiredContractor'] : []),
  operator: () => ['operator'],
  holder: (s) => (!s.profile ? [] : s.profile.whose === 'own' ? CONTRACTORS : ['contractor']),
  // The daily job: nobody in the matrix is the clock.
  clock: () => [],
  uploader: (s) => (s.uploader ? [s.uploader] : []),
  homeowner: (s) => (s.agreement ? ['owner'] : []),
  counterparty: (s) => (s.agreement?.changeOrder ? [PARTY_PERSON[otherParty(s.agreement.changeOrder.proposedBy)]] : []),
  // The marketplace's own knock-on (a hire released, a project cancelled): nobody in the matrix.
  system: () => [],
};

export function relationsOf(person: Person, state: State): Set<string> {
  return new Set(Object.entries(PEOPLE_WITH).filter(([, people]) => people(state).includes(person)).map(([relation]) => relation));
}

/** Whether a relation of the table is one the mapping knows (a new one fails the completeness test, by name). */
export const knownRelation = (relation: string) => relation in PEOPLE_WITH;

function proposalCount(project: ProjectState): number {
  return (project.hire === 'hiredContractor' ? 1 : 0) + (project.proposal ? 1 : 0) + project.otherBids;
}

/**
 * What each condition means, and how to make a project meet it or break it (lifecycle.ts,
 * Conditions). `aboutProposal`: the rule is about contractor's proposal, whose own hire does not
 * count against it (a decision on the hired proposal itself).
 */
interface ConditionMeaning {
  met(rule: Conditions, project: ProjectState, relations: ReadonlySet<string>, aboutProposal: boolean): boolean;
  meet(rule: Conditions, project: ProjectState, aboutProposal: boolean): ProjectState;
  /** The same project with only this condition unmet, for someone the rule's `by` lets in. */
  break(rule: Conditions, project: ProjectState, aboutProposal: boolean): ProjectState;
}

const firstNotIn = <T>(values: readonly T[], list: readonly T[]) => values.find((value) => !list.includes(value));
/** At least one proposal on it, so a limit can be reached (a project takes one quote at the least). */
const withABid = (p: ProjectState): ProjectState => (proposalCount(p) > 0 ? p : { ...p, otherBids: 1 });

export const CONDITIONS: Record<Condition, ConditionMeaning> = {
  whenVisibility: {
    met: (rule, p) => rule.whenVisibility!.includes(p.visibility),
    meet: (rule, p) => (rule.whenVisibility!.includes(p.visibility) ? p : { ...p, visibility: rule.whenVisibility![0] }),
    break: (rule, p) => ({ ...p, visibility: firstNotIn(PROJECT_VISIBILITIES, rule.whenVisibility!)! }),
  },
  whenProjectStatus: {
    met: (rule, p) => rule.whenProjectStatus!.includes(p.status),
    meet: (rule, p) => (rule.whenProjectStatus!.includes(p.status) ? p : { ...p, status: rule.whenProjectStatus![0] }),
    break: (rule, p) => ({ ...p, status: firstNotIn(PROJECT_STATUSES, rule.whenProjectStatus!)! }),
  },
  unlessProjectStatus: {
    met: (rule, p) => !rule.unlessProjectStatus!.includes(p.status),
    meet: (rule, p) => (rule.unlessProjectStatus!.includes(p.status) ? { ...p, status: firstNotIn(PROJECT_STATUSES, rule.unlessProjectStatus!)! } : p),
    break: (rule, p) => ({ ...p, status: rule.unlessProjectStatus![0] }),
  },
  unlessHired: {
    met: (_rule, p, _relations, aboutProposal) => p.hire === null || (aboutProposal && p.hire === 'contractor'),
    meet: (_rule, p, aboutProposal) => (aboutProposal && p.hire === 'contractor' ? p : { ...p, hire: null }),
    // Someone else's proposal is the hire.
    break: (_rule, p) => ({ ...p, hire: 'hiredContractor' }),
  },
  whenHired: {
    met: (_rule, p) => p.hire !== null,
    meet: (_rule, p) => (p.hire ? p : { ...p, hire: 'hiredContractor' }),
    break: (_rule, p) => ({ ...p, hire: null, proposal: p.hire === 'contractor' ? { ...p.proposal!, status: 'pending' } : p.proposal }),
  },
  whenProposalStatus: {
    met: (rule, p) => Boolean(p.proposal && rule.whenProposalStatus!.includes(p.proposal.status)),
    meet: (rule, p) =>
      p.proposal && rule.whenProposalStatus!.includes(p.proposal.status) ? p : { ...p, proposal: { contactShared: false, ...p.proposal, status: rule.whenProposalStatus![0] } },
    // Decided the other way (declined, when the rule waits for pending): no hire comes with it.
    break: (rule, p) => ({ ...p, proposal: { contactShared: false, ...p.proposal, status: PROPOSAL_STATUSES.filter((s) => !rule.whenProposalStatus!.includes(s)).at(-1)! } }),
  },
  unless: {
    met: (rule, _p, relations) => !rule.unless!.some((relation) => relations.has(relation)),
    // Nobody holds the relations left out, where the project decides it (owner and staff always are who they are).
    meet: (rule, p, aboutProposal) => {
      const out = new Set<string>(rule.unless);
      return {
        ...p,
        proposal: (out.has('bidder') || out.has('proposer')) && !aboutProposal ? null : p.proposal,
        hire: out.has('hired') || (out.has('bidder') && p.hire === 'hiredContractor') ? null : p.hire,
      };
    },
    break: (rule, p) => {
      const out = new Set<string>(rule.unless);
      return {
        ...p,
        proposal: out.has('bidder') || out.has('proposer') ? (p.proposal ?? { status: 'pending', contactShared: false }) : p.proposal,
        hire: out.has('hired') ? (p.hire ?? 'hiredContractor') : p.hire,
      };
    },
  },
  underQuoteLimit: {
    met: (_rule, p) => proposalCount(p) < p.quoteLimit,
    meet: (_rule, p) => (proposalCount(p) < p.quoteLimit ? p : { ...p, quoteLimit: proposalCount(p) + 1 }),
    break: (_rule, p) => ({ ...withABid(p), quoteLimit: proposalCount(withABid(p)) }),
  },
  whenQuoteLimitReached: {
    met: (_rule, p) => proposalCount(p) >= p.quoteLimit,
    meet: (_rule, p) => ({ ...withABid(p), quoteLimit: proposalCount(withABid(p)) }),
    break: (_rule, p) => ({ ...p, quoteLimit: proposalCount(p) + 5 }),
  },
};

/** What the agreement tables' conditions mean (lifecycle-agreement.ts, AgreementStep), and how to meet or break them. */
interface AgreementConditionMeaning {
  met(agreement: AgreementFixture): boolean;
  meet(agreement: AgreementFixture): AgreementFixture;
  break(agreement: AgreementFixture): AgreementFixture;
}

export const AGREEMENT_CONDITIONS = {
  /** The homeowner's 10 days run from the day the signed copy was delivered (rules' withinCoolingOff); only an agreement in force has them. */
  whenCoolingOff: {
    met: (a) => a.status === 'in-force' && a.coolingOff,
    meet: (a) => ({ ...a, coolingOff: true }),
    break: (a) => ({ ...a, coolingOff: false }),
  },
} satisfies Record<string, AgreementConditionMeaning>;

/** A condition the matrix reads: a project's (CONDITIONS) or an agreement's (AGREEMENT_CONDITIONS). */
export type MatrixCondition = Condition | keyof typeof AGREEMENT_CONDITIONS;
const isAgreementCondition = (condition: string): condition is keyof typeof AGREEMENT_CONDITIONS => Object.hasOwn(AGREEMENT_CONDITIONS, condition);
export const readsCondition = (condition: string): condition is MatrixCondition => condition in CONDITIONS || isAgreementCondition(condition);

function conditionMet(ref: RuleRef, state: State, condition: string, relations: ReadonlySet<string>, aboutProposal: boolean): boolean {
  if (isAgreementCondition(condition)) return Boolean(state.agreement && AGREEMENT_CONDITIONS[condition].met(state.agreement));
  const meaning = CONDITIONS[condition as Condition];
  return Boolean(meaning && state.project && meaning.met(ref.rule, state.project, relations, aboutProposal));
}

/** The conditions a rule has, in the order CONDITIONS meets them (the quote limits last: they count the bids the others leave). */
export function conditionsOf(rule: object): string[] {
  const order = Object.keys(CONDITIONS);
  return Object.keys(rule)
    .filter((key) => !['by', 'effects', 'from', 'to'].includes(key))
    .sort((a, b) => (order.indexOf(a) === -1 ? 99 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 99 : order.indexOf(b)));
}

/**
 * agreement: a step on a written agreement (its `from` is the agreement's status); change-order: a step on its change order;
 * invoice, payment, substantial-performance: a step of the job's money on an agreement in force (`from` is their state);
 * visit: a step on a site visit between the agreement's two sides on its project (`from` is its state; 'new': none live).
 */
export type RuleKind = 'project' | 'profile' | 'file' | 'agreement' | 'change-order' | 'invoice' | 'payment' | 'substantial-performance' | 'dispute' | 'visit';
/**
 * A rule of the table as the matrix reads it: who (`by`), the conditions, and `from`: the states
 * a step leaves from (a post's review state, a credential's status).
 */
export interface RuleRef {
  /** 'PROJECT_ACTIONS.submitProposal' */
  name: string;
  kind: RuleKind;
  rule: { by: readonly string[]; from?: readonly string[] } & Conditions;
  /** Only in states where this holds (CONTACT_ONCE_REVEALED: once the contact details are revealed). */
  only?: (state: State) => boolean;
}

/** The rule's conditions the state leaves unmet for the person (none: the conditions let them in). */
export function unmetFor(ref: RuleRef, state: State, person: Person, aboutProposal: boolean): string[] {
  const relations = relationsOf(person, state);
  const unmet = conditionsOf(ref.rule).filter((condition) => !conditionMet(ref, state, condition, relations, aboutProposal));
  if (ref.rule.from && !ref.rule.from.includes(fromState(ref, state) ?? '')) unmet.push('from');
  if (ref.only && !ref.only(state)) unmet.push('only');
  return unmet;
}

function fromState(ref: RuleRef, state: State): string | undefined {
  if (ref.kind === 'profile') return state.profile?.credential ?? undefined;
  if (ref.kind === 'agreement') return state.agreement?.status;
  if (ref.kind === 'change-order') return state.agreement?.changeOrder?.status;
  if (ref.kind === 'invoice') return state.agreement?.invoice ?? undefined;
  if (ref.kind === 'payment') return state.agreement?.payment ?? undefined;
  if (ref.kind === 'substantial-performance') return state.agreement?.performance ?? 'none';
  if (ref.kind === 'dispute') return state.agreement?.dispute ?? undefined;
  if (ref.kind === 'visit') return state.agreement?.visit ?? 'new';
  return state.project?.visibility;
}

/** Who the table lets take the rule in this state: `by` holds one of their relations, and nothing unmet. */
export function permitted(ref: RuleRef, state: State, aboutProposal: boolean): Person[] {
  return PEOPLE.filter((person) => {
    const relations = relationsOf(person, state);
    return ref.rule.by.some((relation) => relations.has(relation)) && unmetFor(ref, state, person, aboutProposal).length === 0;
  });
}

/** The rule's conditions met (from `start`): the state its legal row is tried in. */
export function meeting(ref: RuleRef, start: State, aboutProposal: boolean): State {
  let state = start;
  for (const condition of conditionsOf(ref.rule)) {
    if (isAgreementCondition(condition)) {
      if (state.agreement) state = { ...state, agreement: AGREEMENT_CONDITIONS[condition].meet(state.agreement) };
    } else if (state.project && CONDITIONS[condition as Condition]) {
      state = { ...state, project: CONDITIONS[condition as Condition].meet(ref.rule, state.project, aboutProposal) };
    }
  }
  return state;
}

/** The legal state with only `condition` broken, for someone `by` lets in (null when no one is left with it alone). */
export function breaking(ref: RuleRef, legal: State, condition: MatrixCondition, aboutProposal: boolean): State | null {
  let state: State;
  if (isAgreementCondition(condition)) {
    if (!legal.agreement) return null;
    state = { ...legal, agreement: AGREEMENT_CONDITIONS[condition].break(legal.agreement) };
  } else {
    if (!legal.project) return null;
    state = { ...legal, project: CONDITIONS[condition].break(ref.rule, legal.project, aboutProposal) };
  }
  const isolated = PEOPLE.some((person) => {
    const relations = relationsOf(person, state);
    const unmet = unmetFor(ref, state, person, aboutProposal);
    return ref.rule.by.some((relation) => relations.has(relation)) && unmet.length === 1 && unmet[0] === condition;
  });
  return isolated ? state : null;
}

/** Contact details are revealed (CONTACT_ONCE_REVEALED): the proposal was accepted, or the homeowner shared theirs. */
export function revealed(state: State): boolean {
  const proposal = state.project?.proposal;
  return Boolean(proposal && contactRevealed({ status: proposal.status, contactSharedAt: proposal.contactShared ? new Date() : null }));
}

/** A status other than `status`, for a step that should change something. */
export const otherThan = <T extends string>(values: readonly T[], status: T): T => values.find((value) => value !== status)!;
