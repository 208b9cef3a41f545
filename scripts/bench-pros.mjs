// The contractor-side scenarios of `npm run bench:api` (issue 26), on 10,000 seeded contractor accounts:
// - matching: what the lead-alert job does for one new project (LeadAlertService.candidates, the product's
//   own code from backend/dist, then rankMatches), timed in this process against the scratch database;
// - directory: the GraphQL `pros(trade, city)` page the /pros screens ask for, through the API, with autocannon
//   (its own document: bench-api.mjs runs the API with GRAPHQL_ANONYMOUS=any).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import autocannon from 'autocannon';

export const PRO_COUNT = 10_000;
const TRADE_IDS = Array.from({ length: 15 }, (_, i) => i + 1);
const CITIES = ['toronto', 'mississauga', 'brampton', 'markham', 'vaughan', 'richmond-hill'];
/** Every trade × city pair, in a fixed shuffled order so consecutive runs do not hit neighbouring rows. */
export const PAIRS = TRADE_IDS.flatMap((trade) => CITIES.map((city) => ({ trade, city }))).sort(
  (a, b) => ((a.trade * 31 + a.city.length * 7) % 13) - ((b.trade * 31 + b.city.length * 7) % 13) || a.trade - b.trade,
);

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (value) => Math.round(value * 100) / 100;
const summary = (values) => ({ n: values.length, p50: ms(percentile(values, 50)), p95: ms(percentile(values, 95)), p99: ms(percentile(values, 99)), max: ms(Math.max(...values)) });

/**
 * 10,000 contractor accounts with profiles (1-3 trades, 1-4 cities, a bio, availability with 10 % paused),
 * credentials (40 % with a verified, unexpired one), 2,000 homeowners, hires on the bench's in-progress and
 * completed projects, reviews of the completed ones (1 in 50 hidden), lead alerts over the last four days and
 * proposals answering a third of them. Set-based SQL on one connection (the temp table is per session).
 */
export async function seedPros(pool) {
  const client = await pool.connect();
  try {
    // Trades and cities drawn with hashtext (deterministic, and not correlated with the g % n columns below).
    await client.query(`CREATE TEMP TABLE bench_pro AS
      SELECT g, 'bench-pro-' || g AS id,
        ARRAY(SELECT DISTINCT 1 + abs(hashtext(g || ':trade:' || k)) % 15 FROM generate_series(0, abs(hashtext(g || ':trades')) % 3) k) AS trades,
        ARRAY(SELECT DISTINCT ($1::text[])[1 + abs(hashtext(g || ':city:' || k)) % 6] FROM generate_series(0, abs(hashtext(g || ':cities')) % 4) k) AS areas
      FROM generate_series(1, ${PRO_COUNT}) g`, [CITIES]);
    const tradeWords = ['Bollards', 'Cleaning', 'Photo & Video', 'Heating & Cooling', 'Contracting', 'Movers', 'Landscaping', 'Plumbing',
      'Electric', 'Restaurant Cleaning', 'EV Charging', 'Custom Homes', 'Renovations', 'Painting', 'Design Studio'];
    const places = ['Etobicoke', 'Scarborough', 'North York', 'Leslieville', 'Port Credit', 'Streetsville', 'Bramalea', 'Unionville',
      'Woodbridge', 'Oak Ridges', 'Danforth', 'Liberty Village', 'Thornhill', 'Meadowvale', 'Kleinburg', 'Cabbagetown'];
    await client.query(`INSERT INTO "user" (id, name, email, "emailVerified", role, "businessName", phone)
      SELECT id, 'Owner ' || g, 'pro' || g || '@bench.example.ca', true, 'contractor',
        ($1::text[])[1 + g % ${places.length}] || ' ' || ($2::text[])[trades[1]] || ' ' || g, '416-555-' || lpad((g % 10000)::text, 4, '0')
      FROM bench_pro`, [places, tradeWords]);
    await client.query(`INSERT INTO "user" (id, name, email, "emailVerified", role)
      SELECT 'bench-home-' || g, 'Homeowner ' || g, 'home' || g || '@bench.example.ca', true, 'homeowner' FROM generate_series(1, 2000) g`);
    await client.query(`INSERT INTO contractor_profile (user_id, trades, service_areas, years_in_business, bio, availability, available_from,
        max_alerts_per_day, takes_urgent, min_budget_cents, max_budget_cents)
      SELECT id, trades, areas, 1 + g % 30,
        'Licensed and insured ' || lower(($1::text[])[trades[1]]) || ' team serving ' || initcap(replace(array_to_string(areas, ', '), '-', ' '))
          || ' since ' || (2025 - g % 30) || '. Free estimates, tidy job sites and references on request.',
        CASE g % 10 WHEN 0 THEN 'paused' WHEN 1 THEN 'from' ELSE 'now' END,
        CASE WHEN g % 10 = 1 THEN current_date + (g % 60) END,
        1 + g % 20, g % 7 <> 0,
        CASE WHEN g % 4 = 0 THEN 100000 * (g % 5) END, CASE WHEN g % 4 = 0 THEN 100000 * (g % 5) + 5000000 END
      FROM bench_pro`, [tradeWords]);
    // Credentials: 40 % hold a verified, unexpired one (half of those a second, insurance), 5 % a verified one
    // past its date, 10 % one waiting for an operator.
    const kinds = ['esa-ecra-electrical', 'tssa-gas', 'wsib-clearance', 'liability-insurance', 'toronto-renovator-licence'];
    await client.query(`INSERT INTO credential (contractor_id, kind, number, issuer, coverage_cents, expires_on, status, submitted_at, reviewed_at)
      SELECT id, ($1::text[])[1 + g % 5], 'LIC-' || g, 'Province of Ontario', CASE WHEN g % 5 = 3 THEN 200000000 END,
        current_date + 30 + g % 700, 'verified', now() - interval '60 days', now() - interval '59 days'
      FROM bench_pro WHERE g % 5 IN (0, 1)
      UNION ALL
      SELECT id, 'liability-insurance', 'POL-' || g, 'Intact Insurance', 200000000, current_date + 100 + g % 300, 'verified', now() - interval '30 days', now() - interval '29 days'
      FROM bench_pro WHERE g % 10 = 0
      UNION ALL
      SELECT id, 'wsib-clearance', 'WSIB-' || g, 'WSIB Ontario', NULL, current_date - 1 - g % 90, 'verified', now() - interval '400 days', now() - interval '399 days'
      FROM bench_pro WHERE g % 20 = 2
      UNION ALL
      SELECT id, 'tssa-gas', 'TSSA-' || g, 'TSSA', NULL, current_date + 365, 'submitted', now() - interval '2 days', NULL
      FROM bench_pro WHERE g % 10 = 7`, [kinds]);
    // The bench's projects get match facts and owners; in-progress and completed ones a hire by a seeded pro.
    await client.query(`UPDATE project SET owner_id = 'bench-home-' || (1 + id % 2000), trade_id = 1 + id % 15, city = ($1::text[])[1 + id % 6]`, [CITIES]);
    await client.query(`INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, status, created_at)
      SELECT p.id, 'bench-pro-' || (1 + (p.id * 7919) % ${PRO_COUNT}), 'Bench Pro', 'pro@bench.example.ca', '$15,000 - $20,000', '3 weeks',
        'Site visit, written scope, staged work', 'Fifteen years in the GTA', 'accepted', p.created_at + interval '3 hours'
      FROM project p WHERE p.status IN ('in-progress', 'completed')`);
    await client.query(`UPDATE project p SET hired_proposal_id = pr.id FROM proposal pr
      WHERE pr.project_id = p.id AND pr.status = 'accepted' AND pr.contractor_id IS NOT NULL`);
    await client.query(`INSERT INTO contractor_review (project_id, contractor_id, author_id, proposal_id, quality, punctuality, communication, value, text, hidden_at, created_at)
      SELECT p.id, pr.contractor_id, p.owner_id, pr.id, 3 + p.id % 3, 2 + p.id % 4, 4 + p.id % 2, 3 + (p.id / 3) % 3,
        'Showed up on time, kept the site clean and finished on budget.', CASE WHEN p.id % 50 = 0 THEN now() END, now() - (p.id % 300) * interval '1 day'
      FROM project p JOIN proposal pr ON pr.id = p.hired_proposal_id WHERE p.status = 'completed'`);
    // Lead alerts over the last four days (some today, which count against daily caps), a third answered by a proposal.
    await client.query(`INSERT INTO lead_alert (project_id, contractor_id, score, reasons, created_at)
      SELECT 1 + g % 10000, 'bench-pro-' || (1 + (g * 37 + g / 10000) % ${PRO_COUNT}), 50 + g % 50, ARRAY['does this trade', 'serves this city'],
        now() - (g % 96) * interval '1 hour'
      FROM generate_series(1, 30000) g ON CONFLICT DO NOTHING`);
    await client.query(`INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, created_at)
      SELECT a.project_id, a.contractor_id, 'Bench Pro', 'pro@bench.example.ca', '$5,000 - $10,000', '2 weeks', 'Careful staged approach', 'Ten years in the GTA',
        a.created_at + (1 + a.id % 47) * interval '1 hour'
      FROM lead_alert a WHERE a.id % 3 = 0`);
    // As autovacuum leaves a live database: statistics and visibility maps (index-only scans) up to date.
    await client.query('VACUUM ANALYZE');
    const [counts] = (await client.query(`SELECT (SELECT count(*)::int FROM contractor_profile) AS profiles,
        (SELECT count(*)::int FROM credential WHERE credential_counts(status, expires_on, current_date)) AS "verifiedCredentials",
        (SELECT count(*)::int FROM contractor_review) AS reviews, (SELECT count(*)::int FROM lead_alert) AS "leadAlerts",
        (SELECT count(*)::int FROM project WHERE hired_proposal_id IS NOT NULL) AS hires,
        (SELECT count(*)::int FROM project) AS projects, (SELECT count(*)::int FROM proposal) AS proposals`)).rows;
    return counts;
  } finally {
    client.release();
  }
}

/** More projects (open, with one anonymous proposal each, no hire by a seeded pro): the job should not notice them. */
export async function addProjects(pool, count) {
  await pool.query(`INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, status, owner_id, trade_id, city, created_at)
    SELECT 'Extra project ' || g, 'Work posted after the first ten thousand', 'Plumbing', '$5,000 - $10,000', 'Within 3 months',
      (ARRAY['low','medium','high'])[1 + g % 3], 'Homeowner', 'Toronto, ON', (ARRAY['open','in-progress','completed','awaiting-estimation'])[1 + g % 4],
      'bench-home-' || (1 + g % 2000), 1 + g % 15, ($1::text[])[1 + g % 6], now() - g * interval '1 minute'
    FROM generate_series(1, $2::int) g`, [CITIES, count]);
  await pool.query(`INSERT INTO proposal (project_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience)
    SELECT id, 'Contractor ' || id, 'c' || id || '@example.ca', '$5,000 - $10,000', '2 weeks', 'Careful staged approach', 'Ten years in the GTA'
    FROM project WHERE title LIKE 'Extra project %'`);
  await pool.query('VACUUM ANALYZE');
  return (await pool.query('SELECT count(*)::int AS n FROM project')).rows[0].n;
}

/**
 * The lead-alert job's matching step with the product's own classes (backend/dist), on their own DataSource:
 * `candidates` (the one candidates SQL, then ratings and credentials in two batch queries) and `rankMatches`.
 * Every statement is timed; the first of each call is the candidates SQL, whose text and parameters are kept for EXPLAIN.
 */
export async function openMatching(root, databaseUrl) {
  const dist = (file) => import(pathToFileURL(path.join(root, 'backend/dist', file)).href);
  const [{ createDataSource }, { LeadAlertService }, { ReviewService }, { CredentialService }, { rankMatches }] = await Promise.all([
    dist('db/data-source.js'),
    dist('modules/matching/lead-alerts.js'),
    dist('modules/review/review.service.js'),
    dist('modules/contractor/credential.service.js'),
    dist('modules/matching/match-score.js'),
  ]);
  const db = createDataSource({ url: databaseUrl, poolSize: 4 });
  await db.initialize();
  const statements = [];
  const query = db.query.bind(db);
  db.query = async (sql, params, ...rest) => {
    const started = performance.now();
    try {
      return await query(sql, params, ...rest);
    } finally {
      statements.push({ sql, params, ms: performance.now() - started });
    }
  };
  // Only the reads the matching step makes are called: no queue, mailer, audit log or notifications are needed.
  const service = new LeadAlertService({ db, jobs: undefined, notifications: undefined, perProject: 5,
    reviews: new ReviewService(db, undefined, undefined), credentials: new CredentialService(db, undefined, undefined, '') });

  async function once({ trade, city }, index) {
    const project = { tradeId: trade, city, urgency: ['low', 'medium', 'high'][index % 3], budget: index % 2 ? { minCents: 1_000_000, maxCents: 2_500_000 } : null };
    statements.length = 0;
    const started = performance.now();
    const candidates = await service.candidates({ ...project, ownerId: null });
    const fetched = performance.now();
    const ranked = rankMatches(project, candidates, new Date());
    const done = performance.now();
    return { sqlMs: statements[0].ms, candidatesMs: fetched - started, stepMs: done - started, candidates: candidates.length, matched: ranked.length, sql: statements[0] };
  }

  return {
    /** `runs` sequential matchings over the trade × city pairs, after a warm-up of one round of pairs. */
    async measure(runs) {
      for (let i = 0; i < PAIRS.length; i++) await once(PAIRS[i], i);
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await once(PAIRS[i % PAIRS.length], i));
      const candidates = results.map((r) => r.candidates);
      return {
        sql: summary(results.map((r) => r.sqlMs)),
        candidates: summary(results.map((r) => r.candidatesMs)),
        step: summary(results.map((r) => r.stepMs)),
        candidateRange: [Math.min(...candidates), Math.round(candidates.reduce((a, b) => a + b, 0) / candidates.length), Math.max(...candidates)],
      };
    },
    /** EXPLAIN (ANALYZE, BUFFERS) of the candidates SQL, exactly as the service sends it, for one pair. */
    async explain(pair) {
      const { sql } = await once(pair, 0);
      const rows = await query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.sql}`, sql.params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    },
    close: () => db.destroy(),
  };
}

const DIRECTORY_QUERY = 'query Pros($trade: Int, $city: String) { pros(trade: $trade, city: $city, first: 12) { totalCount nodes { id businessName badges { label } rating { average count } completedProjects typicalResponse } } }';
const directoryBody = ({ trade, city }) => JSON.stringify({ query: DIRECTORY_QUERY, variables: { trade, city } });

/** Each pair's page once, checked (no GraphQL errors, 12 cards): what the timed runs ask for is a real page. */
export async function checkDirectory(appUrl) {
  const totals = [];
  for (const pair of PAIRS) {
    const response = await fetch(`${appUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: directoryBody(pair) });
    const body = await response.json();
    if (!response.ok || body.errors || body.data.pros.nodes.length !== Math.min(12, body.data.pros.totalCount)) {
      throw new Error(`The directory page for trade ${pair.trade} in ${pair.city} failed: ${JSON.stringify(body).slice(0, 500)}`);
    }
    totals.push(body.data.pros.totalCount);
  }
  return [Math.min(...totals), Math.round(totals.reduce((a, b) => a + b, 0) / totals.length), Math.max(...totals)];
}

/** The directory page cycling trade × city pairs for `seconds` at `connections`; every response time is kept for p95. */
export function benchDirectory(appUrl, { connections, seconds }) {
  let next = 0;
  const latencies = [];
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      {
        url: `${appUrl}/graphql`,
        connections,
        duration: seconds,
        requests: [{ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: directoryBody(PAIRS[next++ % PAIRS.length]) }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ connections, rps: Math.round(result.requests.average), errors: result.errors + result.timeouts + (result.non2xx ?? 0), ...summary(latencies) });
      },
    );
    tracker.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The section of docs/benchmarks.md these scenarios write. */
export function prosSection({ seed, matching, growth, explain, indexUsed, directory, directoryTotals, seconds, load }) {
  const row = (title, s, target) => `| ${title} | ${s.n} | ${s.p50} | **${s.p95}** | ${s.p99} | ${s.max} | ${target ?? ''} |`;
  const verdict = (value, limit) => (value <= limit ? `≤ ${limit} ms: met` : `≤ ${limit} ms: **missed**`);
  return `## Contractors: matching and the pro directory (10,000 pros)

Run on ${new Date().toISOString().slice(0, 10)} (same machine, Node and PostgreSQL as above); load average (1 min) when these scenarios started: ${load[0].toFixed(2)},
when they ended: ${load[1].toFixed(2)}, on 2 cores shared by the API, PostgreSQL and the load generator.

Seed (scripts/bench-pros.mjs, set-based SQL): ${seed.profiles} contractor accounts with profiles (1-3 trades, 1-4 cities, a bio,
availability now / from a date / paused 10 %), ${seed.verifiedCredentials} counting (verified, unexpired) credentials, ${seed.hires} hires and
${seed.reviews} reviews, ${seed.leadAlerts} lead alerts, over ${seed.projects} projects and ${seed.proposals} proposals.

**Match one new project against 10,000 pros.** The lead-alert job's matching step for one project, run in the bench
process with the product's own code (backend/dist: \`LeadAlertService.candidates\`, then \`rankMatches\`) on its own
connection pool, ${matching.sql.n} sequential runs cycling the 90 trade × city pairs after one warm-up round; ${matching.candidateRange[0]} to
${matching.candidateRange[2]} candidates per project (mean ${matching.candidateRange[1]}). Times in ms:

| measured | runs | p50 | p95 | p99 | max | target |
|---|---:|---:|---:|---:|---:|---|
${row('candidates SQL (the one query)', matching.sql, verdict(matching.sql.p95, 50))}
${row('candidates() (that query + ratings + credentials)', matching.candidates)}
${row('whole matching step (+ rankMatches)', matching.step)}

GIN index on the profiles in the plan: ${indexUsed}. Cost against the number of projects (the job reads its one project by
primary key; each candidate's track record is one row of the pro_track_record view, and their alerts today an index probe on lead_alert), same runs:

| projects in the database | candidates SQL p50 | p95 | whole step p50 | p95 |
|---:|---:|---:|---:|---:|
${growth.map((g) => `| ${g.projects} | ${g.sql.p50} | ${g.sql.p95} | ${g.step.p50} | ${g.step.p95} |`).join('\n')}

<details><summary>EXPLAIN (ANALYZE, BUFFERS) of the candidates SQL (plumbing in Toronto)</summary>

\`\`\`
${explain}
\`\`\`
</details>

**Directory page for a trade × city.** \`POST /graphql\` \`pros(trade, city, first: 12)\` with totalCount, business name,
badges, rating, completed projects and typical response (4 SQL statements: the page, then credentials, ratings and
track records batched by DataLoader), cycling the 90 pairs (${directoryTotals[0]} to ${directoryTotals[2]} pros per pair, mean ${directoryTotals[1]}),
${seconds}s per row, every response time kept. One connection is a page's own latency; ten show it under load on these 2 cores.

| connections | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | target |
|---:|---:|---:|---:|---:|---:|---:|---:|---|
${directory.map((d) => `| ${d.connections} | ${d.n} | ${d.rps} | ${d.p50} | **${d.p95}** | ${d.p99} | ${d.max} | ${d.errors} | ${d.connections === 1 ? verdict(d.p95, 20) : ''} |`).join('\n')}
`;
}
