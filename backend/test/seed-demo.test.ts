/**
 * The development demo (db/seed-demo.ts): a fresh start with SEED_DEMO on fills the marketplace once,
 * with at least two verified pros in every trade and a pro on every service x city page, projects in
 * every status, reviews of hires and the figures computed from them; seeding again adds nothing.
 */
import { PROJECT_STATUSES, SERVICE_AREAS, TRADES } from '@marketplace/shared';
import { seedDemoData } from '../src/db/seed-demo';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
}, 60_000);
afterAll(() => server?.stop());

const TABLES = ['"user"', 'contractor_profile', 'credential', 'project', 'proposal', 'contractor_review', 'proposal_message'];
async function counts(): Promise<Record<string, number>> {
  const [row] = await server.db.query(`SELECT ${TABLES.map((table, i) => `(SELECT count(*)::int FROM ${table}) AS t${i}`).join(', ')}`);
  return Object.fromEntries(TABLES.map((table, i) => [table, row[`t${i}`]]));
}

it('runs once: seeding again adds no row', async () => {
  const before = await counts();
  expect(before['"user"']).toBeGreaterThan(25);
  await seedDemoData(server.db, server.logger);
  expect(await counts()).toEqual(before);
});

it('gives every trade at least two verified pros, and every service x city page a pro', async () => {
  const perTrade: { trade: number; verified: number }[] = await server.db.query(
    `SELECT t AS trade, count(DISTINCT p.user_id)::int AS verified FROM contractor_profile p, unnest(p.trades) AS t
     WHERE EXISTS (SELECT 1 FROM credential c WHERE c.contractor_id = p.user_id AND credential_counts(c.status, c.expires_on, current_date)) GROUP BY t`,
  );
  expect(TRADES.filter((trade) => (perTrade.find((row) => row.trade === trade.id)?.verified ?? 0) < 2)).toEqual([]);
  const query = `query Pros($trade: Int, $city: String) { pros(trade: $trade, city: $city, verifiedOnly: true, first: 1) { totalCount } }`;
  const empty: string[] = [];
  await Promise.all(
    TRADES.flatMap((trade) =>
      SERVICE_AREAS.map(async (area) => {
        const res = await server.graphql(query, { trade: trade.id, city: area.slug });
        if (!(res.body.data?.pros.totalCount > 0)) empty.push(`${trade.slug} x ${area.slug}`);
      }),
    ),
  );
  expect(empty).toEqual([]);
});

it('has projects in every status, reviews from hires, and figures computed from them', async () => {
  const statuses: { status: string }[] = await server.db.query(`SELECT DISTINCT status FROM project`);
  expect(statuses.map((row) => row.status).sort()).toEqual([...PROJECT_STATUSES].sort());
  const [unhired] = await server.db.query(
    `SELECT count(*)::int AS n FROM contractor_review r JOIN project p ON p.id = r.project_id JOIN proposal h ON h.id = p.hired_proposal_id
     WHERE p.status <> 'completed' OR h.contractor_id <> r.contractor_id OR p.owner_id <> r.author_id`,
  );
  expect(unhired.n).toBe(0);
  const res = await server.graphql(`{ siteFigures { projectsCompleted verifiedContractors citiesServed reviewCount satisfactionPercent } }`);
  const figures = res.body.data.siteFigures;
  expect(figures.reviewCount).toBeGreaterThan(10);
  expect(figures.satisfactionPercent).toBeGreaterThan(0);
  expect(figures.citiesServed).toBe(SERVICE_AREAS.length);
  expect(figures.verifiedContractors).toBeGreaterThanOrEqual(2 * TRADES.length - 6);
});
