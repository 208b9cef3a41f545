import { bayesianRating, budgetFit, matchScore, rankMatches, WEIGHTS, type MatchPro, type MatchProject } from '../src/modules/matching/match-score';

const NOW = new Date('2026-11-26T15:00:00Z');
const dollars = (amount: number) => amount * 100;

const plumbingJob: MatchProject = { tradeId: 8, city: 'mississauga', budget: { minCents: dollars(5_000), maxCents: dollars(10_000) }, urgency: 'medium' };

const plumber = (over: Partial<MatchPro> = {}): MatchPro => ({
  trades: [8],
  cities: ['mississauga', 'brampton'],
  budget: { minCents: null, maxCents: null },
  takesUrgent: true,
  availability: { kind: 'now' },
  verifiedCredentials: ['liability-insurance'],
  rating: { average: 4.8, count: 40 },
  medianResponseHours: 2,
  hires: { completed: 9, total: 10 },
  alertsToday: 0,
  ...over,
});

describe('hard filters', () => {
  it.each([
    ['trade', plumber({ trades: [13] }), plumbingJob],
    ['city', plumber({ cities: ['toronto'] }), plumbingJob],
    ['paused', plumber({ availability: { kind: 'paused' } }), plumbingJob],
    ['urgent', plumber({ takesUrgent: false }), { ...plumbingJob, urgency: 'high' as const }],
    ['budget', plumber({ budget: { minCents: dollars(25_000), maxCents: null } }), plumbingJob],
    ['not-yet-available', plumber({ availability: { kind: 'from', date: new Date('2026-12-01T00:00:00Z') } }), { ...plumbingJob, urgency: 'high' as const }],
  ])('leaves out a pro for %s', (excluded, pro, project) => {
    expect(matchScore(project, pro, NOW)).toEqual({ matched: false, excluded });
  });

  it('asks electrical and gas work for its Ontario licence, verified and unexpired', () => {
    const electricalJob = { ...plumbingJob, tradeId: 9 };
    const electrician = plumber({ trades: [9] });
    expect(matchScore(electricalJob, electrician, NOW)).toEqual({ matched: false, excluded: 'licence' });
    expect(matchScore(electricalJob, { ...electrician, verifiedCredentials: ['esa-ecra-electrical'] }, NOW).matched).toBe(true);
    const gasJob = { ...plumbingJob, tradeId: 4 };
    expect(matchScore(gasJob, plumber({ trades: [4] }), NOW)).toEqual({ matched: false, excluded: 'licence' });
    expect(matchScore(gasJob, plumber({ trades: [4], verifiedCredentials: ['tssa-gas'] }), NOW).matched).toBe(true);
  });
});

describe('ranking signals', () => {
  it('rates by a Bayesian average: one 5-star review does not beat forty 4.8-star reviews', () => {
    expect(bayesianRating({ average: 5, count: 1 })).toBeLessThan(bayesianRating({ average: 4.8, count: 40 }));
    const one = matchScore(plumbingJob, plumber({ rating: { average: 5, count: 1 } }), NOW);
    const forty = matchScore(plumbingJob, plumber(), NOW);
    expect(one.matched && forty.matched && one.score < forty.score).toBe(true);
    expect(bayesianRating({ average: null, count: 0 })).toBe(4);
  });

  it('gives the budget points by how much of the project range the pro wants', () => {
    expect(budgetFit(plumbingJob.budget, { minCents: null, maxCents: null })).toBe(1);
    expect(budgetFit(plumbingJob.budget, { minCents: dollars(7_500), maxCents: null })).toBeCloseTo(0.5);
    expect(budgetFit(plumbingJob.budget, { minCents: dollars(20_000), maxCents: null })).toBe(0);
    expect(budgetFit({ minCents: dollars(100_000), maxCents: null }, { minCents: dollars(50_000), maxCents: null })).toBe(1);
    expect(budgetFit(null, { minCents: dollars(50_000), maxCents: null })).toBe(0.5);
  });

  it('ranks faster answers, more finished hires and more verified credentials higher', () => {
    const score = (pro: MatchPro) => {
      const result = matchScore(plumbingJob, pro, NOW);
      if (!result.matched) throw new Error('expected a match');
      return result.score;
    };
    expect(score(plumber({ medianResponseHours: 1 }))).toBeGreaterThan(score(plumber({ medianResponseHours: 30 })));
    expect(score(plumber({ hires: { completed: 10, total: 10 } }))).toBeGreaterThan(score(plumber({ hires: { completed: 3, total: 10 } })));
    expect(score(plumber({ verifiedCredentials: ['liability-insurance', 'wsib-clearance'] }))).toBeGreaterThan(score(plumber()));
    expect(score(plumber({ availability: { kind: 'from', date: new Date('2026-12-03T00:00:00Z') } }))).toBeLessThan(score(plumber()));
  });

  it('lowers a pro who already had many alerts today, up to the fairness weight', () => {
    const fresh = matchScore(plumbingJob, plumber(), NOW);
    const busy = matchScore(plumbingJob, plumber({ alertsToday: 3 }), NOW);
    const swamped = matchScore(plumbingJob, plumber({ alertsToday: 50 }), NOW);
    if (!fresh.matched || !busy.matched || !swamped.matched) throw new Error('expected matches');
    expect(busy.score).toBeLessThan(fresh.score);
    expect(swamped.points.fairness).toBe(-WEIGHTS.fairness);
  });

  it('keeps every score between 0 and 100', () => {
    const best = matchScore(plumbingJob, plumber({ verifiedCredentials: ['liability-insurance', 'wsib-clearance', 'toronto-renovator-licence'], rating: { average: 5, count: 500 }, medianResponseHours: 0.5, hires: { completed: 200, total: 200 } }), NOW);
    const worst = matchScore(plumbingJob, plumber({ verifiedCredentials: [], rating: { average: 1, count: 500 }, medianResponseHours: 200, hires: { completed: 0, total: 200 }, alertsToday: 99, availability: { kind: 'from', date: new Date('2027-03-01T00:00:00Z') }, budget: { minCents: dollars(9_999), maxCents: null } }), NOW);
    if (!best.matched || !worst.matched) throw new Error('expected matches');
    expect(best.score).toBeLessThanOrEqual(100);
    expect(best.score).toBeGreaterThan(95);
    expect(worst.score).toBeGreaterThanOrEqual(0);
  });
});

it('says why in words a contractor reads', () => {
  const result = matchScore(plumbingJob, plumber(), NOW);
  expect(result.matched && result.reasons).toEqual(['Plumbing', 'serves Mississauga', 'budget in your range', 'insurance verified']);
  // docs/matching.md's worked example.
  expect(result.matched && result.score).toBe(82.8);
});

it('ranks best first, leaves out who does not fit, and puts the less-alerted of two equal pros first', () => {
  const ranked = rankMatches(plumbingJob, [
    { id: 'b', pro: plumber({ alertsToday: 1 }) },
    { id: 'a', pro: plumber({ trades: [13] }) },
    { id: 'c', pro: plumber({ rating: { average: 3, count: 20 } }) },
    { id: 'd', pro: plumber() },
  ], NOW);
  expect(ranked.map((match) => match.id)).toEqual(['d', 'b', 'c']);
});
