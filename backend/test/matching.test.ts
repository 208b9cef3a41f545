import { cityForLocation } from '@marketplace/rules';
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
