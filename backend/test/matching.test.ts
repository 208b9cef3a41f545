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
