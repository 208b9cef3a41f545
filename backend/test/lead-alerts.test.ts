/**
 * Lead alerts over real e-mail: an SMTP server (the smtp-server package) receives what the product
 * sends. Seeded pros and a newly approved project: the right contractors hear of it once each, by
 * the channel they chose; the wrong ones (other trade, other city, paused, at their daily cap) not at all.
 */
import type { ParsedMail } from 'mailparser';
import { freePort, startSmtp, type TestSmtp } from './smtp-test-server';
import { startTestServer, type TestServer } from './test-server';
import { waitFor } from './replica-helpers';
import { projectMatchFacts } from '../src/modules/matching/project-facts';

const to = (mail: ParsedMail) => (mail.to as { text: string }).text;

let server: TestServer | undefined;
let second: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterAll(async () => {
  await second?.stop();
  await server?.stop();
  await smtp?.close();
});

/** A contractor account with a business profile and lead preferences. */
async function pro(email: string, name: string, profile: { trades: number[]; areas: string[]; availability?: string; maxAlerts?: number; delivery?: 'daily' | 'off' }) {
  const id = await server!.createUser(email, 'contractor', name);
  await server!.db.query(
    `INSERT INTO contractor_profile (user_id, trades, service_areas, availability, max_alerts_per_day) VALUES ($1, $2, $3, $4, $5)`,
    [id, profile.trades, profile.areas, profile.availability ?? 'now', profile.maxAlerts ?? 10],
  );
  if (profile.delivery) await server!.db.query(`INSERT INTO notification_preference (user_id, kind, email) VALUES ($1, 'new-lead', $2)`, [id, profile.delivery]);
  return id;
}

/** A homeowner's post waiting in the review queue, with what matching reads of it. */
async function waitingPost(ownerId: string, title: string, category: string, location: string, budget: string): Promise<number> {
  const [{ id }] = await server!.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, status, owner_id, visibility, submitted_at)
     VALUES ($1, 'Replace the cast-iron stack and the basement bathroom rough-in before the drywall goes up.', $2, $3, 'Within 1 month', 'medium', 'Amara Okafor', $4, 'open', $5, 'in-review', now())
     RETURNING id`,
    [title, category, budget, location, ownerId],
  );
  const facts = projectMatchFacts({ category, location, budget });
  await server!.db.query(`UPDATE project SET trade_id = $2, city = $3, budget_min_cents = $4, budget_max_cents = $5 WHERE id = $1`, [
    id, facts.tradeId, facts.city, facts.budgetMinCents, facts.budgetMaxCents,
  ]);
  return id;
}

test('an approved project reaches the contractors whose trade, city, availability and daily cap fit, once each, as each chose', async () => {
  const port = await freePort();
  smtp = await startSmtp(port);
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'GTA Home Pros <no-reply@gtahomepros.ca>' });

  const instant = await pro('leads@portcreditplumbing.ca', 'Port Credit Plumbing', { trades: [8], areas: ['mississauga', 'toronto'] });
  const digest = await pro('office@cooksvilleplumbing.ca', 'Cooksville Plumbing', { trades: [8], areas: ['mississauga'], delivery: 'daily' });
  const torontoOnly = await pro('jobs@leasideplumbing.ca', 'Leaside Plumbing', { trades: [8], areas: ['toronto'] });
  const renovator = await pro('hello@streetsvillereno.ca', 'Streetsville Renovations', { trades: [13], areas: ['mississauga'] });
  const paused = await pro('quotes@meadowvaleplumbing.ca', 'Meadowvale Plumbing', { trades: [8], areas: ['mississauga'], availability: 'paused' });
  const capped = await pro('team@erindaleplumbing.ca', 'Erindale Plumbing', { trades: [8], areas: ['mississauga'], maxAlerts: 1 });
  const homeowner = await server.createUser('amara.okafor@example.ca', 'homeowner', 'Amara Okafor');
  // Erindale already had its one alert today. It is stamped an hour ahead, so that it counts as today's
  // whichever side of Toronto's midnight the runs below fall: a run after midnight would rightly alert
  // Erindale again for the new day (the cap is per day), and the test ran across midnight at times.
  const earlier = await waitingPost(homeowner, 'Earlier job', 'Plumbing', 'Mississauga, ON', '$1,000 - $5,000');
  await server.db.query(`INSERT INTO lead_alert (project_id, contractor_id, score, reasons, created_at) VALUES ($1, $2, 50, '{}', now() + interval '1 hour')`, [earlier, capped]);

  const projectId = await waitingPost(homeowner, 'Basement bathroom rough-in in Port Credit', 'Plumbing', 'Port Credit, Mississauga, ON', '$5,000 - $10,000');
  const operatorEmail = 'reviews@gtahomepros.ca';
  await server.createUser(operatorEmail, 'operator', 'Review team');
  await server.graphql(`mutation { requestSignInLink(email: "${operatorEmail}") }`);
  let operatorMail: ParsedMail | undefined;
  await waitFor("the operator's sign-in link", async () => Boolean((operatorMail = smtp!.received.find((mail) => to(mail) === operatorEmail))));
  const link = new URL(/http\S+magic-link\/verify\S+/.exec(operatorMail!.text ?? '')![0]);
  const signedIn = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const operator = signedIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

  const approved = await server.graphql(`mutation($id: ID!) { approveProject(id: $id) { visibility } }`, { id: projectId }, { cookie: operator });
  expect(approved.body.data.approveProject.visibility).toBe('PUBLISHED');

  // The instant choice gets an e-mail with the reasons, a link to the project and a one-click unsubscribe.
  let alert: ParsedMail | undefined;
  await waitFor('the lead alert e-mail', async () => Boolean((alert = smtp!.received.find((mail) => to(mail) === 'leads@portcreditplumbing.ca'))), 60_000);
  expect(alert!.subject).toBe('New lead: "Basement bathroom rough-in in Port Credit"');
  expect(alert!.text).toContain('Hi Port Credit Plumbing,');
  expect(alert!.text).toContain('Plumbing · serves Mississauga · budget in your range');
  expect(alert!.text).toContain(`/project/db-${projectId}`);
  const unsubscribe = alert!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
  expect(unsubscribe).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
  expect(alert!.text).toMatch(/Stop e-mails about new leads: http:\/\/localhost:\d+\/notifications\/unsubscribe\?token=/);

  const alerted = async () =>
    (await server!.db.query(`SELECT contractor_id FROM lead_alert WHERE project_id = $1 ORDER BY contractor_id`, [projectId])).map((row: { contractor_id: string }) => row.contractor_id);
  expect(await alerted()).toEqual([instant, digest].sort());
  const notified: { recipient_id: string }[] = await server.db.query(`SELECT recipient_id FROM notification WHERE kind = 'new-lead' AND project_id = $1`, [projectId]);
  expect(notified.map((row) => row.recipient_id).sort()).toEqual([instant, digest].sort());
  for (const left of [torontoOnly, renovator, paused, capped]) expect(notified.map((row) => row.recipient_id)).not.toContain(left);

  // A retry of the job, and the same job on a second API process at the same time, tell nobody twice.
  second = await startTestServer({ databaseUrl: server.databaseUrl, smtpUrl: `smtp://127.0.0.1:${port}` });
  const [again, alsoAgain] = await Promise.all([server.services.leadAlerts.run(projectId), second.services.leadAlerts.run(projectId)]);
  expect([...again, ...alsoAgain]).toEqual([]);
  await server.jobsIdle();
  expect(smtp.received.filter((mail) => mail.subject?.startsWith('New lead')).map(to)).toEqual(['leads@portcreditplumbing.ca']);
  expect(await alerted()).toEqual([instant, digest].sort());

  // The cap is per day in Toronto, counted on the run's own clock: two days on, Erindale hears of it.
  const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  expect(await server.services.leadAlerts.run(projectId, later)).toEqual([capped]);
  await server.jobsIdle();
});
