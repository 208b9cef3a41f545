/**
 * Photos of finished work on a contractor's profile: through the upload pipeline, with captions,
 * at most 12, kept when a save leaves them out, shown on the public profile, and never purged as
 * unattached while a portfolio holds them.
 */
import { PROFILE_MESSAGES } from '@marketplace/shared';
import { png, uploadForm } from './photo-fixtures';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let cookie: string;
let contractorId: string;

beforeAll(async () => {
  server = await startTestServer();
  contractorId = await server.createUser('office@cooksvilleplumbing.ca', 'contractor', 'Cooksville Plumbing');
  cookie = await server.signIn('office@cooksvilleplumbing.ca');
});
afterAll(async () => {
  await server?.stop();
});

const SAVE = `mutation($i: ContractorProfileInput!) { updateContractorProfile(input: $i) { portfolio { name caption photo { url } } } }`;
const profile = { businessName: 'Cooksville Plumbing', trades: [8], serviceAreas: ['mississauga'] };

it('shows captioned photos of finished work, keeps them when a save leaves them out, and refuses a thirteenth or a foreign name', async () => {
  const response = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    body: uploadForm([
      { name: 'bathroom.png', bytes: await png(900, 600) },
      { name: 'sump.png', bytes: await png(900, 600) },
    ]),
    headers: { cookie },
  });
  const [bathroom, sump] = ((await response.json()) as { files: { name: string }[] }).files.map((file) => file.name);
  const saved = await server.graphql(SAVE, { i: { ...profile, portfolio: [{ photo: bathroom, caption: 'Basement bathroom in Port Credit, 2025' }, { photo: sump, caption: '  ' }] } }, { cookie });
  expect(saved.body.errors).toBeUndefined();
  expect(saved.body.data.updateContractorProfile.portfolio).toEqual([
    { name: bathroom, caption: 'Basement bathroom in Port Credit, 2025', photo: { url: expect.stringContaining(bathroom.replace(/\.\w+$/, '')) } },
    { name: sump, caption: null, photo: { url: expect.any(String) } },
  ]);

  // A save without the field keeps the portfolio; everyone sees it on the public profile.
  expect((await server.graphql(SAVE, { i: { ...profile, bio: 'Licensed plumbers in Peel since 2011.' } }, { cookie })).body.errors).toBeUndefined();
  const shown = await server.graphql(`query($id: ID!) { contractorProfile(id: $id) { portfolio { caption } } }`, { id: contractorId });
  expect(shown.body.data.contractorProfile.portfolio).toEqual([{ caption: 'Basement bathroom in Port Credit, 2025' }, { caption: null }]);

  // Thirteen photos, a repeated photo, or a name that is not an upload: refused, nothing changed.
  const thirteen = Array.from({ length: 13 }, (_, i) => ({ photo: `${'0'.repeat(8)}-0000-4000-8000-${String(i).padStart(12, '0')}.png` }));
  for (const portfolio of [thirteen, [{ photo: bathroom }, { photo: bathroom }], [{ photo: '../../etc/passwd' }], [{ photo: bathroom, caption: 'x'.repeat(121) }]]) {
    const refused = await server.graphql(SAVE, { i: { ...profile, portfolio } }, { cookie });
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { portfolio: PROFILE_MESSAGES.portfolio } } });
  }
  const [{ n }] = await server.db.query(`SELECT jsonb_array_length(portfolio) AS n FROM contractor_profile WHERE user_id = $1`, [contractorId]);
  expect(n).toBe(2);

  // A day later, photos a portfolio holds are not purged as unattached.
  await server.db.query(`UPDATE upload SET created_at = now() - interval '25 hours' WHERE name = ANY($1)`, [[bathroom, sump]]);
  expect(await server.photoRegistry.purgeUnattached()).toBe(0);
});
