import { cityForLocation } from '@marketplace/shared';
import { projectMatchFacts } from '../src/modules/matching/project-facts';
import { sampleProject, startTestServer, type TestServer } from './test-server';

describe('what matching reads of a project', () => {
  it('finds the city served in a free-text location', () => {
    expect(cityForLocation('Leaside, Toronto, ON')).toBe('toronto');
    expect(cityForLocation('richmond hill')).toBe('richmond-hill');
    expect(cityForLocation('Port Credit, Mississauga')).toBe('mississauga');
    expect(cityForLocation('Whitby, ON')).toBeUndefined();
    expect(cityForLocation('Torontonian Way, Oshawa')).toBeUndefined();
  });

  it('derives the trade, city and budget in cents from what the homeowner wrote', () => {
    expect(projectMatchFacts({ category: 'Basement Finishing', location: 'Etobicoke, Toronto, ON', budget: '$10,000 - $25,000' })).toEqual({
      tradeId: 13, city: 'toronto', budgetMinCents: 1_000_000, budgetMaxCents: 2_500_000,
    });
    expect(projectMatchFacts({ category: 'Gazebo', location: 'Ajax', budget: 'Over $100,000' })).toEqual({
      tradeId: null, city: null, budgetMinCents: 10_000_000, budgetMaxCents: null,
    });
  });
});

describe('stored with every post and revision', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the category as posted and stores its trade beside it', async () => {
    const { operator } = await server.actAsStaff();
    const created = await server.graphql(
      `mutation($i: CreateProjectInput!) { createProject(input: $i) { id category } }`,
      { i: { ...sampleProject, category: 'Plumbing', location: 'Port Credit, Mississauga, ON', budget: '$1,000 - $5,000' } },
      { cookie: operator },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createProject.category).toBe('Plumbing');
    const [row] = await server.db.query(`SELECT trade_id, city, budget_min_cents, budget_max_cents FROM project WHERE id = $1`, [created.body.data.createProject.id]);
    expect(row).toEqual({ trade_id: 8, city: 'mississauga', budget_min_cents: '100000', budget_max_cents: '500000' });
  });
});

describe('lead preferences', () => {
  let server: TestServer;
  let contractor: string;
  let homeowner: string;
  const PREFERENCES = `{ minJobSize maxJobSize takesUrgentJobs availability availableFrom maxLeadAlertsPerDay alertEmail trades { id } serviceAreas { slug } }`;
  beforeAll(async () => {
    server = await startTestServer();
    await server.createUser('leads@etobicokeplumbing.ca', 'contractor', 'Etobicoke Plumbing');
    await server.createUser('sam@example.ca', 'homeowner', 'Sam Ortiz');
    contractor = await server.signIn('leads@etobicokeplumbing.ca');
    homeowner = await server.signIn('sam@example.ca');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("start at a new sign-up's defaults: any job size, urgent jobs, taking work now, 10 alerts a day e-mailed at once", async () => {
    const res = await server.graphql(`{ myLeadPreferences ${PREFERENCES} }`, {}, { cookie: contractor });
    expect(res.body.data.myLeadPreferences).toEqual({
      minJobSize: null, maxJobSize: null, takesUrgentJobs: true, availability: 'NOW', availableFrom: null, maxLeadAlertsPerDay: 10, alertEmail: 'IMMEDIATE', trades: [], serviceAreas: [],
    });
  });

  it('are saved by their contractor; the delivery is the New leads notification setting', async () => {
    const res = await server.graphql(
      `mutation($i: LeadPreferencesInput!) { updateLeadPreferences(input: $i) ${PREFERENCES} }`,
      { i: { minJobSize: 2000, maxJobSize: 40000, takesUrgentJobs: false, availability: 'FROM_DATE', availableFrom: '2099-01-15', maxLeadAlertsPerDay: 4, alertEmail: 'DAILY' } },
      { cookie: contractor },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateLeadPreferences).toMatchObject({ minJobSize: 2000, maxJobSize: 40000, takesUrgentJobs: false, availability: 'FROM_DATE', availableFrom: '2099-01-15', maxLeadAlertsPerDay: 4, alertEmail: 'DAILY' });
    const settings = await server.graphql(`{ notificationSettings { kind email } }`, {}, { cookie: contractor });
    expect(settings.body.data.notificationSettings).toContainEqual({ kind: 'NEW_LEAD', email: 'DAILY' });
  });

  it('refuse bad values with the shared messages, changing nothing', async () => {
    const bad = await server.graphql(
      `mutation($i: LeadPreferencesInput!) { updateLeadPreferences(input: $i) { availability } }`,
      { i: { minJobSize: 50000, maxJobSize: 1000, takesUrgentJobs: true, availability: 'FROM_DATE', availableFrom: '2001-01-01', maxLeadAlertsPerDay: 0, alertEmail: 'OFF' } },
      { cookie: contractor },
    );
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        maxJobSize: 'The smallest job size must not be larger than the largest',
        availableFrom: 'Enter the date you can take new work from, today or later (YYYY-MM-DD)',
        maxLeadAlertsPerDay: 'Choose from 1 to 50 lead alerts a day',
      },
    });
    const after = await server.graphql(`{ myLeadPreferences { maxLeadAlertsPerDay alertEmail } }`, {}, { cookie: contractor });
    expect(after.body.data.myLeadPreferences).toEqual({ maxLeadAlertsPerDay: 4, alertEmail: 'DAILY' });
  });

  it('are private: homeowners and visitors get nothing and cannot set any', async () => {
    expect((await server.graphql(`{ myLeadPreferences { availability } }`, {}, { cookie: homeowner })).body.data.myLeadPreferences).toBeNull();
    const refused = await server.graphql(
      `mutation { updateLeadPreferences(input: { takesUrgentJobs: true, availability: NOW, maxLeadAlertsPerDay: 5, alertEmail: OFF }) { availability } }`,
      {},
      { cookie: homeowner },
    );
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('Matched for you', () => {
  let server: TestServer;
  let plumber: string;
  let plumberId: string;
  let ids: Record<string, number>;
  const MATCHED = `query($first: Int, $after: String) { matchedProjects(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { score reasons alerted project { id title } } } }`;

  async function project(title: string, category: string, location: string, extra: { urgency?: string; visibility?: string } = {}): Promise<number> {
    const budget = '$5,000 - $10,000';
    const facts = projectMatchFacts({ category, location, budget });
    const [{ id }] = await server.db.query(
      `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, status, visibility, trade_id, city, budget_min_cents, budget_max_cents)
       VALUES ($1, 'Replace the galvanized supply lines in a 1950s bungalow and add a shut-off at each fixture.', $2, $3, 'Within 1 month', $4, 'Sam Ortiz', $5, 'open', $6, $7, $8, $9, $10) RETURNING id`,
      [title, category, budget, extra.urgency ?? 'medium', location, extra.visibility ?? 'published', facts.tradeId, facts.city, facts.budgetMinCents, facts.budgetMaxCents],
    );
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    plumberId = await server.createUser('leads@portcreditplumbing.ca', 'contractor', 'Port Credit Plumbing');
    await server.db.query(`INSERT INTO contractor_profile (user_id, trades, service_areas) VALUES ($1, '{8}', '{mississauga,toronto}')`, [plumberId]);
    const rival = await server.createUser('office@rivalplumbing.ca', 'contractor', 'Rival Plumbing');
    await server.createUser('sam@example.ca', 'homeowner', 'Sam Ortiz');
    plumber = await server.signIn('leads@portcreditplumbing.ca');
    ids = {
      fits: await project('Supply lines in a Cooksville bungalow', 'Plumbing', 'Cooksville, Mississauga, ON'),
      urgent: await project('Burst pipe under a Leslieville kitchen', 'Plumbing', 'Leslieville, Toronto, ON', { urgency: 'high' }),
      otherTrade: await project('Kitchen in Port Credit', 'Kitchen Renovation', 'Port Credit, Mississauga, ON'),
      otherCity: await project('Sump pump in Bramalea', 'Plumbing', 'Bramalea, Brampton, ON'),
      waiting: await project('Laundry drain in Streetsville', 'Plumbing', 'Streetsville, Mississauga, ON', { visibility: 'in-review' }),
      bidOn: await project('Water heater in Erindale', 'Plumbing', 'Erindale, Mississauga, ON'),
      hired: await project('Backflow valve in Clarkson', 'Plumbing', 'Clarkson, Mississauga, ON'),
    };
    const proposal = `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, status)
      VALUES ($1, $2, $3, $4, '$6,000', '1 week', 'Replace and pressure-test the lines.', 'Twenty years of plumbing in Peel.', $5) RETURNING id`;
    await server.db.query(proposal, [ids.bidOn, plumberId, 'Port Credit Plumbing', 'leads@portcreditplumbing.ca', 'pending']);
    const [hire] = await server.db.query(proposal, [ids.hired, rival, 'Rival Plumbing', 'office@rivalplumbing.ca', 'accepted']);
    await server.db.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [hire.id, ids.hired]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists the open projects of their trades and cities that nobody was hired for and they have not bid on, best first, with reasons', async () => {
    const res = await server.graphql(MATCHED, {}, { cookie: plumber });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.matchedProjects;
    expect(page.totalCount).toBe(2);
    expect(page.nodes.map((node: any) => node.project.id).sort()).toEqual([String(ids.fits), String(ids.urgent)].sort());
    const fits = page.nodes.find((node: any) => node.project.id === String(ids.fits));
    expect(fits.reasons).toEqual(['Plumbing', 'serves Mississauga', 'budget in your range']);
    expect(fits.alerted).toBe(false);
    const urgent = page.nodes.find((node: any) => node.project.id === String(ids.urgent));
    expect(urgent.reasons).toContain('takes urgent jobs');
    expect(page.nodes[0].score).toBeGreaterThanOrEqual(page.nodes[1].score);
  });

  it('pages on the server', async () => {
    const first = (await server.graphql(MATCHED, { first: 1 }, { cookie: plumber })).body.data.matchedProjects;
    expect(first.nodes).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await server.graphql(MATCHED, { first: 1, after: first.pageInfo.endCursor }, { cookie: plumber })).body.data.matchedProjects;
    expect(second.nodes).toHaveLength(1);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(second.nodes[0].project.id).not.toBe(first.nodes[0].project.id);
    const forged = await server.graphql(MATCHED, { after: 'bm9wZQ' }, { cookie: plumber });
    expect(forged.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('follows their preferences: urgent jobs drop when they take none, everything when they pause', async () => {
    await server.db.query(`UPDATE contractor_profile SET takes_urgent = false WHERE user_id = $1`, [plumberId]);
    expect((await server.graphql(MATCHED, {}, { cookie: plumber })).body.data.matchedProjects.nodes.map((node: any) => node.project.id)).toEqual([String(ids.fits)]);
    await server.db.query(`UPDATE contractor_profile SET availability = 'paused' WHERE user_id = $1`, [plumberId]);
    expect((await server.graphql(MATCHED, {}, { cookie: plumber })).body.data.matchedProjects.totalCount).toBe(0);
    await server.db.query(`UPDATE contractor_profile SET availability = 'now', takes_urgent = true WHERE user_id = $1`, [plumberId]);
  });

  it('are a contractor\'s own: visitors and homeowners are refused', async () => {
    expect((await server.graphql(MATCHED, {}, { cookie: '' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const homeowner = await server.signIn('sam@example.ca');
    expect((await server.graphql(MATCHED, {}, { cookie: homeowner })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
