import { LICENCE_FOR_TRADE, SERVICE_AREAS, tradeName, type CredentialKindValue, type UrgencyValue } from '@marketplace/shared';

/**
 * How well a contractor fits a project: one pure function, so an operator can read it and explain
 * any ranking to a contractor (docs/matching.md walks through it with examples). No I/O here: the
 * caller loads the facts, this decides.
 */

/** A project as matching sees it. Budgets are CAD cents; `maxCents` null is open-ended ("Over $100,000"). */
export interface MatchProject {
  tradeId: number;
  /** Service-area slug of the project's city (toronto, mississauga, ...). */
  city: string;
  budget: { minCents: number; maxCents: number | null } | null;
  urgency: UrgencyValue;
}

/** Where a contractor stands on taking work. */
export type Availability = { kind: 'now' } | { kind: 'from'; date: Date } | { kind: 'paused' };

/** A contractor's targeting preferences and track record. */
export interface MatchPro {
  trades: readonly number[];
  cities: readonly string[];
  /** The job sizes they want, CAD cents; either end may be open. */
  budget: { minCents: number | null; maxCents: number | null };
  takesUrgent: boolean;
  availability: Availability;
  /** Kinds of their credentials that are verified and unexpired today. */
  verifiedCredentials: readonly CredentialKindValue[];
  /** Visible reviews: their average (1-5) and how many. */
  rating: { average: number | null; count: number };
  /** Median hours from a lead alert to their first proposal or message on it; null with no history yet. */
  medianResponseHours: number | null;
  /** Hires they finished, of the hires they had (cancelled by the homeowner not counted). */
  hires: { completed: number; total: number };
  /** Lead alerts already sent to them today (Toronto time). */
  alertsToday: number;
  /** Site visits they missed: confirmed visits the homeowner marked as a no-show, unless staff withdrew the mark (docs/visits.md); 0 when absent. */
  noShows?: number;
}

/** Why a contractor is not matched at all (the hard filters), in words an operator can repeat. */
export type Exclusion = 'trade' | 'city' | 'paused' | 'licence' | 'urgent' | 'budget' | 'not-yet-available';

export const EXCLUSION_TEXT: Readonly<Record<Exclusion, string>> = {
  trade: 'does not do this trade',
  city: 'does not serve this city',
  paused: 'has paused new work',
  licence: 'has no verified, unexpired licence this trade needs in Ontario',
  urgent: 'does not take urgent jobs',
  budget: "the project's budget is outside the job sizes they want",
  'not-yet-available': 'is not available until after this urgent job should start',
};

export type MatchResult =
  | { matched: false; excluded: Exclusion }
  | {
      matched: true;
      /** 0-100, higher first. */
      score: number;
      /** Each signal's points, for the operator's explanation. */
      points: Readonly<Record<Signal, number>>;
      /** Short reasons for the contractor, e.g. "Plumbing", "serves Mississauga", "budget in your range". */
      reasons: string[];
    };

export type Signal = 'credentials' | 'rating' | 'response' | 'completion' | 'budget' | 'availability' | 'fairness' | 'reliability';

/** The most each signal gives (fairness and reliability take away up to their weight). Credentials..availability sum to 100. */
export const WEIGHTS: Readonly<Record<Signal, number>> = {
  credentials: 15,
  rating: 30,
  response: 15,
  completion: 15,
  budget: 15,
  availability: 10,
  fairness: 15,
  reliability: 15,
};

/** Each site visit the contractor missed (a no-show the homeowner marked and staff did not withdraw) costs this many points, up to WEIGHTS.reliability. */
export const POINTS_PER_NO_SHOW = 5;

/**
 * The rating's prior: a contractor starts as if they had PRIOR_REVIEWS reviews of PRIOR_AVERAGE stars,
 * so one 5-star review (4.17 after the prior) ranks below forty reviews averaging 4.8 (4.71).
 */
export const PRIOR_AVERAGE = 4;
export const PRIOR_REVIEWS = 5;

/** Completion rate's prior: as if they had finished 4 of 5 hires, so a first hire decides little. */
const PRIOR_COMPLETED = 4;
const PRIOR_HIRES = 5;

/** Each alert already sent today costs this many points, up to WEIGHTS.fairness. */
export const POINTS_PER_ALERT_TODAY = 3;

/** An available-from date within this many days counts as available soon (half the availability points). */
const SOON_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

const CREDENTIAL_REASON: Partial<Record<CredentialKindValue, string>> = {
  'esa-ecra-electrical': 'ESA/ECRA licence verified',
  'tssa-gas': 'TSSA registration verified',
  'wsib-clearance': 'WSIB clearance verified',
  'liability-insurance': 'insurance verified',
  'toronto-renovator-licence': 'Toronto renovator licence verified',
};

/** The rating as a Bayesian average: (prior * weight + sum of stars) / (weight + count). */
export function bayesianRating(rating: { average: number | null; count: number }): number {
  const sum = rating.average === null ? 0 : rating.average * rating.count;
  return (PRIOR_AVERAGE * PRIOR_REVIEWS + sum) / (PRIOR_REVIEWS + rating.count);
}

/** Share (0-1) of the project's budget range that falls inside the job sizes the contractor wants. */
export function budgetFit(project: MatchProject['budget'], wanted: MatchPro['budget']): number {
  if (!project) return 0.5; // the homeowner gave no readable budget: neither a fit nor a misfit
  const low = Math.max(project.minCents, wanted.minCents ?? 0);
  const projectMax = project.maxCents ?? Math.max(project.minCents * 2, project.minCents + 1);
  const wantedMax = wanted.maxCents ?? Number.POSITIVE_INFINITY;
  const high = Math.min(projectMax, wantedMax);
  if (high < low) return 0;
  const span = projectMax - project.minCents;
  return span <= 0 ? 1 : Math.min(1, (high - low) / span);
}

function responsePoints(hours: number | null): number {
  if (hours === null) return WEIGHTS.response / 2; // new to the marketplace: neither rewarded nor punished
  if (hours <= 1) return WEIGHTS.response;
  if (hours <= 4) return WEIGHTS.response * 0.8;
  if (hours <= 24) return WEIGHTS.response * 0.5;
  if (hours <= 72) return WEIGHTS.response * 0.2;
  return 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Scores one contractor against one project at `now`. */
export function matchScore(project: MatchProject, pro: MatchPro, now: Date): MatchResult {
  // Hard filters, in the order an operator checks them.
  if (!pro.trades.includes(project.tradeId)) return { matched: false, excluded: 'trade' };
  if (!pro.cities.includes(project.city)) return { matched: false, excluded: 'city' };
  if (pro.availability.kind === 'paused') return { matched: false, excluded: 'paused' };
  const licence = LICENCE_FOR_TRADE[project.tradeId];
  if (licence && !pro.verifiedCredentials.includes(licence)) return { matched: false, excluded: 'licence' };
  const urgent = project.urgency === 'high';
  if (urgent && !pro.takesUrgent) return { matched: false, excluded: 'urgent' };
  const fit = budgetFit(project.budget, pro.budget);
  if (fit === 0) return { matched: false, excluded: 'budget' };
  const waitDays = pro.availability.kind === 'from' ? Math.max(0, (pro.availability.date.getTime() - now.getTime()) / DAY_MS) : 0;
  if (urgent && waitDays > 0) return { matched: false, excluded: 'not-yet-available' };

  const kinds = new Set(pro.verifiedCredentials);
  const completionRate = (PRIOR_COMPLETED + pro.hires.completed) / (PRIOR_HIRES + pro.hires.total);
  const points: Record<Signal, number> = {
    credentials: WEIGHTS.credentials * Math.min(kinds.size, 3) / 3,
    rating: (WEIGHTS.rating * (bayesianRating(pro.rating) - 1)) / 4,
    response: responsePoints(pro.medianResponseHours),
    completion: WEIGHTS.completion * completionRate,
    budget: WEIGHTS.budget * fit,
    availability: waitDays === 0 ? WEIGHTS.availability : waitDays <= SOON_DAYS ? WEIGHTS.availability / 2 : 0,
    fairness: -Math.min(WEIGHTS.fairness, pro.alertsToday * POINTS_PER_ALERT_TODAY),
    reliability: -Math.min(WEIGHTS.reliability, (pro.noShows ?? 0) * POINTS_PER_NO_SHOW),
  };
  const total = Object.values(points).reduce((sum, value) => sum + value, 0);

  const city = SERVICE_AREAS.find((area) => area.slug === project.city)?.name ?? project.city;
  const reasons = [tradeName(project.tradeId) ?? 'Your trade', `serves ${city}`];
  if (project.budget) reasons.push(fit === 1 ? 'budget in your range' : 'budget partly in your range');
  if (urgent) reasons.push('takes urgent jobs');
  if (waitDays > 0 && waitDays <= SOON_DAYS) reasons.push('available within two weeks');
  for (const kind of kinds) {
    const reason = CREDENTIAL_REASON[kind];
    if (reason) reasons.push(reason);
  }
  for (const key of Object.keys(points) as Signal[]) points[key] = round1(points[key]);
  return { matched: true, score: Math.max(0, Math.min(100, round1(total))), points, reasons };
}

/** Ranks the matched contractors, best first; ties go to the one with fewer alerts today, then to the id. */
export function rankMatches<T extends { id: string; pro: MatchPro }>(project: MatchProject, pros: readonly T[], now: Date) {
  return pros
    .map((candidate) => ({ candidate, result: matchScore(project, candidate.pro, now) }))
    .flatMap(({ candidate, result }) => (result.matched ? [{ ...candidate, score: result.score, reasons: result.reasons, points: result.points }] : []))
    .sort((a, b) => b.score - a.score || a.pro.alertsToday - b.pro.alertsToday || a.id.localeCompare(b.id));
}
