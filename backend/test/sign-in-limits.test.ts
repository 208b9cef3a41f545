import { clientNetwork } from '../src/modules/account/sign-in-limits';
import { startTestServer, type TestServer } from './test-server';

const ASK = `mutation($email: String!) { requestSignInLink(email: $email) }`;
const TOO_MANY = 'Too many sign-in requests. Please wait a few minutes and try again.';

it('groups clients by network: IPv4 /24, IPv6 /64, IPv4-mapped IPv6 as IPv4', () => {
  expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
  expect(clientNetwork('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
  expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
});

describe('sign-in e-mails to one address', () => {
  let server: TestServer;
  beforeEach(async () => {
    // The product's defaults: 5 per address and network and 30 per client in 15 minutes, 10 per address an hour.
    server = await startTestServer({ signInLimitPerEmail: 5, signInLimitPerAddress: 30, signInLimitPerEmailHourly: 10 });
  });
  afterEach(() => server?.stop());

  const ask = (email: string, ip: string) => server.graphql(ASK, { email }, { cookie: '', 'x-forwarded-for': ip });
  const mailsTo = async (email: string) => {
    await server.jobsIdle();
    return (await server.db.query(`SELECT COUNT(*)::int AS n FROM dev_mailbox WHERE "to" = $1`, [email]))[0].n as number;
  };

  it("requests from another network cannot spend the owner's quota: the owner still gets a link at once", async () => {
    const email = 'target@example.ca';
    await server.createUser(email, 'homeowner');
    const attacker = [];
    // Neighbouring addresses of one network share its quota.
    for (let i = 0; i < 7; i++) attacker.push((await ask(email, `203.0.113.${10 + i}`)).body);
    expect(attacker.slice(0, 5)).toEqual(Array(5).fill({ data: { requestSignInLink: true } }));
    expect(attacker.slice(5).map((body) => body.errors?.[0])).toEqual(Array(2).fill(expect.objectContaining({ message: TOO_MANY, extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }) })));

    const before = await mailsTo(email);
    expect((await ask(email, '198.51.100.20')).body).toEqual({ data: { requestSignInLink: true } });
    expect(await mailsTo(email)).toBe(before + 1);
    // The same answers for an address with no account: nothing to learn from the limits.
    const unknown = [];
    for (let i = 0; i < 6; i++) unknown.push((await ask('nobody@example.ca', `203.0.113.${10 + i}`)).body);
    expect(unknown).toEqual(attacker.slice(0, 6));
  });

  it('a flood from many networks sends an address at most ten e-mails an hour, yet its owner still signs in from home', async () => {
    const email = 'flooded@example.ca';
    await server.createUser(email, 'homeowner');
    // The owner signed in from home once (opening the link there).
    const home = '192.0.2.44';
    await server.graphql(ASK, { email }, { cookie: '', 'x-forwarded-for': home });
    const mail = await server.mailTo(email);
    const link = new URL(/https?:\/\/\S+magic-link\/verify\S+/.exec(mail.text)![0]);
    expect((await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual', headers: { 'x-forwarded-for': home } })).headers.getSetCookie()).not.toHaveLength(0);

    const answers = [];
    for (let n = 0; n < 25; n++) answers.push(await ask(email, `10.${n}.0.1`));
    expect(answers.filter((answer) => answer.body.data?.requestSignInLink === true)).toHaveLength(9);
    expect(answers.slice(9).every((answer) => answer.body.errors?.[0]?.message === TOO_MANY)).toBe(true);
    expect(await mailsTo(email)).toBe(10);

    // From the network the owner signed in from, a link still comes; from a new one, not this hour.
    expect((await ask(email, '192.0.2.99')).body).toEqual({ data: { requestSignInLink: true } });
    expect((await ask(email, '198.51.100.7')).body.errors[0].message).toBe(TOO_MANY);
    expect(await mailsTo(email)).toBe(11);
  });
});
