/**
 * The site's figures (issue 26 item 9): every number the home and about pages state as fact is
 * computed from the tables into the site_figures view, refreshed at start and by a job every 10
 * minutes, and read by anyone through Query.siteFigures. A fresh database shows true zeros.
 */
import type { MailQueue } from '../src/mail/mail-queue';
import { addDays, torontoDate } from '../src/shared/toronto-date';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
const FIGURES = `{ siteFigures { projectsCompleted verifiedContractors citiesServed reviewCount averageRating satisfactionPercent refreshedAt } }`;
const figures = async (cookie = '') => {
  const res = await server.graphql(FIGURES, {}, { cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.siteFigures;
};
const day = (offset: number) => addDays(torontoDate(), offset);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

/** A contractor with a business profile serving `areas` and one credential in `status`, expiring on `expiresOn`. */
async function contractor(email: string, areas: string[], credential: { status: string; expiresOn: string | null } | null, banned = false): Promise<string> {
  const id = await server.createUser(email, 'contractor', email.split('@')[0]);
  await server.db.query(`INSERT INTO contractor_profile (user_id, trades, service_areas) VALUES ($1, '{5}', $2)`, [id, areas]);
  if (credential) {
    await server.db.query(
      `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, status) VALUES ($1, 'wsib-clearance', 'WSIB 100', 'WSIB', $2, $3)`,
      [id, credential.expiresOn, credential.status],
    );
  }
  if (banned) await server.db.query(`UPDATE "user" SET banned = true, "banReason" = 'Fake licences' WHERE id = $1`, [id]);
  return id;
}

let projectCount = 0;
/** A project of the homeowner's in `status` and `visibility`, hiring `hiredId` when given. */
async function project(ownerId: string, status: string, visibility = 'published', hiredId?: string): Promise<number> {
  const [row] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Replace the deck boards and railings on a 12 x 16 ft backyard deck', 'Decks', '$5,000 - $10,000', 'Within 1 month', 'Priya Raman', $2, $3, $4)
     RETURNING id`,
    [`Deck rebuild ${++projectCount}`, status, ownerId, visibility],
  );
  if (hiredId) {
    const [proposal] = await server.db.query(
      `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, status)
       VALUES ($1, $2, 'Maple Decks', 'bids@mapledecks.example.ca', '$8,000', '2 weeks', 'New joists where rotten, then boards', 'Decks since 2010', 'accepted') RETURNING id`,
      [row.id, hiredId],
    );
    await server.db.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [proposal.id, row.id]);
  }
  return row.id;
}

/** The homeowner's review of the hire on a completed project, every score `stars`. */
async function review(projectId: number, contractorId: string, authorId: string, stars: number, hidden = false): Promise<void> {
  await server.db.query(
    `INSERT INTO contractor_review (project_id, contractor_id, author_id, quality, punctuality, communication, value, text, hidden_at, hidden_reason)
     VALUES ($1, $2, $3, $4, $4, $4, $4, 'The crew arrived on time every day and left the yard clean.', $5, $6)`,
    [projectId, contractorId, authorId, stars, hidden ? new Date() : null, hidden ? 'Not about the work' : null],
  );
}

test('a fresh database states true zeros, and no average or share where there is nothing to average', async () => {
  expect(await figures()).toEqual({
    projectsCompleted: 0,
    verifiedContractors: 0,
    citiesServed: 0,
    reviewCount: 0,
    averageRating: null,
    satisfactionPercent: null,
    refreshedAt: expect.any(String),
  });
  // The service answers the same as the API.
  expect(await server.services.siteFigures.current()).toMatchObject({ projectsCompleted: 0, averageRating: null, satisfactionPercent: null });
});

test('the refresh job runs every 10 minutes from one schedule in the shared queue', async () => {
  const rows = await server.db.query(`SELECT name, cron FROM pgboss.schedule WHERE name = 'refresh-site-figures'`);
  expect(rows).toEqual([{ name: 'refresh-site-figures', cron: '*/10 * * * *' }]);
});

test('every figure is counted from the tables: completed projects, verified contractors in good standing, their cities, visible reviews', async () => {
  const before = await figures();
  const homeowner = await server.createUser('priya@example.ca', 'homeowner', 'Priya Raman');
  const verified = await contractor('office@mapledecks.example.ca', ['toronto', 'markham'], { status: 'verified', expiresOn: day(30) });
  // A second verified credential counts the contractor once.
  await server.db.query(`INSERT INTO credential (contractor_id, kind, number, issuer, status) VALUES ($1, 'other', 'RCAT 12', 'RenoMark', 'verified')`, [verified]);
  await contractor('bids@unverified.example.ca', ['brampton'], { status: 'submitted', expiresOn: day(30) });
  await contractor('bids@nocredential.example.ca', ['vaughan'], null);
  // Verified but past its expiry date (the nightly job has not marked it expired yet): it no longer counts.
  await contractor('bids@lapsed.example.ca', ['pickering'], { status: 'verified', expiresOn: day(-1) });
  await contractor('bids@banned.example.ca', ['oakville', 'toronto'], { status: 'verified', expiresOn: null }, true);
  // A homeowner's account never counts as a contractor, whatever is on file.
  await server.db.query(
    `INSERT INTO credential (contractor_id, kind, number, issuer, status) VALUES ($1, 'wsib-clearance', 'WSIB 200', 'WSIB', 'verified')`,
    [homeowner],
  );

  const five = await project(homeowner, 'completed', 'published', verified);
  const four = await project(homeowner, 'completed', 'published', verified);
  const two = await project(homeowner, 'completed', 'published', verified);
  const hidden = await project(homeowner, 'completed', 'published', verified);
  await project(homeowner, 'in-progress', 'published', verified);
  await project(homeowner, 'open');
  await project(homeowner, 'completed', 'rejected');
  await review(five, verified, homeowner, 5);
  await review(four, verified, homeowner, 4);
  await review(two, verified, homeowner, 2);
  await review(hidden, verified, homeowner, 5, true);

  // Read from the view: nothing changes until it is refreshed.
  expect(await figures()).toEqual(before);
  const refreshed = await server.services.siteFigures.refresh();
  const expected = {
    projectsCompleted: 4,
    verifiedContractors: 1,
    citiesServed: 2,
    reviewCount: 3,
    averageRating: 3.7,
    satisfactionPercent: 67,
  };
  expect(refreshed).toMatchObject(expected);
  expect(refreshed.refreshedAt.getTime()).toBeGreaterThan(Date.parse(before.refreshedAt));
  // Everyone reads the same figures: visitors and signed-in people alike.
  expect(await figures()).toEqual({ ...expected, refreshedAt: refreshed.refreshedAt.toISOString() });
  expect(await figures(await server.signIn('priya@example.ca'))).toMatchObject(expected);

  // A review rated 3.75 (scores 4, 4, 4, 3) is not satisfied: satisfied means a rating of 4 or more.
  const mixed = await project(homeowner, 'completed', 'published', verified);
  await server.db.query(
    `INSERT INTO contractor_review (project_id, contractor_id, author_id, quality, punctuality, communication, value, text)
     VALUES ($1, $2, $3, 4, 4, 4, 3, 'Good work, but the railing came a week late.')`,
    [mixed, verified, homeowner],
  );
  expect(await server.services.siteFigures.refresh()).toMatchObject({ projectsCompleted: 5, reviewCount: 4, satisfactionPercent: 50, averageRating: 3.7 });

  // Per trade (the cleaning, moving and visualization pages): that trade's projects and their reviews, and the verified pros who do it.
  await server.db.query(`UPDATE project SET trade_id = 5 WHERE id = ANY($1)`, [[five, four]]);
  await server.services.siteFigures.refresh();
  const TRADE = `query($trade: Int) { siteFigures(trade: $trade) { projectsCompleted verifiedContractors citiesServed reviewCount averageRating satisfactionPercent } }`;
  const forTrade = async (trade: number) => (await server.graphql(TRADE, { trade })).body;
  expect((await forTrade(5)).data.siteFigures).toEqual({ projectsCompleted: 2, verifiedContractors: 1, citiesServed: 2, reviewCount: 2, averageRating: 4.5, satisfactionPercent: 100 });
  expect((await forTrade(2)).data.siteFigures).toEqual({ projectsCompleted: 0, verifiedContractors: 0, citiesServed: 0, reviewCount: 0, averageRating: null, satisfactionPercent: null });
  expect((await forTrade(99)).errors[0]).toMatchObject({ message: 'Choose a trade from the list', extensions: { code: 'BAD_USER_INPUT' } });
});

test('the scheduled job refreshes the figures (run through the queue, as the cron enqueues it)', async () => {
  const homeowner = await server.createUser('sam@example.ca', 'homeowner', 'Sam Chen');
  const before = await server.services.siteFigures.current();
  await project(homeowner, 'completed');
  await (server.mail as MailQueue).jobs.send('refresh-site-figures', {});
  const deadline = Date.now() + 15_000;
  let now = before;
  while (now.projectsCompleted === before.projectsCompleted) {
    if (Date.now() > deadline) throw new Error('The refresh job did not run within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
    now = await server.services.siteFigures.current();
  }
  expect(now.projectsCompleted).toBe(before.projectsCompleted + 1);
});

test('a server starting on a database refreshes the figures before it answers', async () => {
  const homeowner = await server.createUser('lee@example.ca', 'homeowner', 'Lee Park');
  const before = await server.services.siteFigures.current();
  await project(homeowner, 'completed');
  expect((await server.services.siteFigures.current()).projectsCompleted).toBe(before.projectsCompleted);
  const second = await startTestServer({ databaseUrl: server.databaseUrl });
  try {
    expect((await second.services.siteFigures.current()).projectsCompleted).toBe(before.projectsCompleted + 1);
  } finally {
    await second.stop();
  }
}, 60_000);
