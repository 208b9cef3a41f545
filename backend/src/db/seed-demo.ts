import { randomBytes } from 'node:crypto';
import { LICENCE_FOR_TRADE } from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Role } from '../auth/auth';
import type { Logger } from '../logger';
import { bidRangeOf } from '../shared/bid-amount';
import { projectMatchFacts } from '../modules/matching/project-facts';
import { DEMO_HOMEOWNERS, DEMO_INSURERS, DEMO_PROS } from './demo-pros';
import { DEMO_PROJECTS } from './demo-projects';

/** Demo accounts for development: sign in as any of them through /sign-in and the development mailbox. */
export const DEMO_ACCOUNTS = {
  homeowner: { email: 'priya.raman@demo.gtahomepros.ca', name: 'Priya Raman', role: 'homeowner', phone: '416-555-0199' },
  contractor: {
    email: 'quotes@danforthreno.demo.gtahomepros.ca',
    name: 'Danforth Renovations Inc.',
    role: 'contractor',
    phone: '416-555-0142',
  },
  secondContractor: {
    email: 'bids@lakeshorebasements.demo.gtahomepros.ca',
    name: 'Lakeshore Basements',
    role: 'contractor',
    phone: '647-555-0117',
  },
} as const satisfies Record<string, { email: string; name: string; role: Role; phone: string }>;

interface Account {
  key: string;
  email: string;
  name: string;
  role: Role;
  phone: string;
}

/** Every demo account under the key the data tables use. */
function demoAccounts(): Account[] {
  return [
    { key: 'priya', ...DEMO_ACCOUNTS.homeowner },
    { key: 'danforth', ...DEMO_ACCOUNTS.contractor },
    { key: 'lakeshore', ...DEMO_ACCOUNTS.secondContractor },
    ...DEMO_HOMEOWNERS.map((owner) => ({ ...owner, role: 'homeowner' as const })),
    ...DEMO_PROS.map(({ key, email, name, phone }) => ({ key, email, name, phone, role: 'contractor' as const })),
  ];
}

const json = (rows: unknown[]) => JSON.stringify(rows);

/**
 * Seeds the demo marketplace once (when the demo homeowner does not exist yet), in one transaction
 * and a dozen batched statements: homeowners and contractors with profiles and verified
 * credentials, projects in every status with bids, hires, reviews and message threads. Development
 * only: NODE_ENV=production or SEED_DEMO=false skips it (config.seedDemo).
 */
export async function seedDemoData(db: DataSource, logger: Logger): Promise<void> {
  const started = performance.now();
  const created = await db.transaction(async (tx) => {
    // The lock makes a second process starting at the same time wait, then find the accounts.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed-demo'))`);
    const [existing] = await tx.query(`SELECT 1 FROM "user" WHERE email = $1`, [DEMO_ACCOUNTS.homeowner.email]);
    if (existing) return false;
    const accounts = demoAccounts();
    const ids = new Map<string, string>(accounts.map((account) => [account.key, randomBytes(16).toString('hex')]));
    await tx.query(
      `INSERT INTO "user" (id, name, email, "emailVerified", role, phone, "businessName")
       SELECT r.id, r.name, r.email, true, r.role, r.phone, CASE WHEN r.role = 'contractor' THEN r.name END
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, email text, role text, phone text)`,
      [json(accounts.map((account) => ({ ...account, id: ids.get(account.key) })))],
    );
    await seedProfiles(tx, ids);
    await seedProjects(tx, ids);
    return true;
  });
  if (!created) return;
  logger.info(
    { accounts: Object.values(DEMO_ACCOUNTS).map((account) => account.email), ms: Math.round(performance.now() - started) },
    'Demo accounts created: sign in at /sign-in with one of these addresses; the link arrives in /dev/mailbox',
  );
}

/**
 * Business profiles and credentials. Danforth Renovations is WSIB-cleared and insured to $2M;
 * Lakeshore Basements' ESA licence expires in three weeks (the daily job's reminder) and its WSIB
 * clearance waits in the operators' queue; every other pro is WSIB-cleared, insured, and licensed
 * where its trade needs it (LICENCE_FOR_TRADE).
 */
async function seedProfiles(tx: EntityManager, ids: Map<string, string>): Promise<void> {
  const profiles = [
    { key: 'danforth', trades: [13, 5], areas: ['toronto'], years: 18,
      bio: 'Kitchens, bathrooms and whole-house renovations in east-end Toronto semis and detached homes, from permit drawings to final inspection.' },
    { key: 'lakeshore', trades: [13, 9], areas: ['toronto', 'mississauga'], years: 16,
      bio: 'Basement waterproofing, underpinning and finishing in Etobicoke and Mississauga, with our own licensed electricians for basement suites.' },
    ...DEMO_PROS,
  ];
  await tx.query(
    `INSERT INTO contractor_profile (user_id, trades, service_areas, years_in_business, bio)
     SELECT r.id, ARRAY(SELECT jsonb_array_elements_text(r.trades))::int[], ARRAY(SELECT jsonb_array_elements_text(r.areas)), r.years, r.bio
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, trades jsonb, areas jsonb, years int, bio text)`,
    [json(profiles.map(({ key, trades, areas, years, bio }) => ({ id: ids.get(key), trades, areas, years, bio })))],
  );
  const credentials: { id: string | undefined; kind: string; number: string; issuer: string; coverage: number | null; days: number; status: string }[] = [
    { id: ids.get('danforth'), kind: 'wsib-clearance', number: 'WSIB 8841207', issuer: 'Workplace Safety and Insurance Board', coverage: null, days: 80, status: 'verified' },
    { id: ids.get('danforth'), kind: 'liability-insurance', number: 'CGL 4471-2290', issuer: 'Intact Insurance', coverage: 200_000_000, days: 240, status: 'verified' },
    { id: ids.get('lakeshore'), kind: 'esa-ecra-electrical', number: 'ECRA/ESA 7009876', issuer: 'Electrical Safety Authority', coverage: null, days: 21, status: 'verified' },
    { id: ids.get('lakeshore'), kind: 'wsib-clearance', number: 'WSIB 5520913', issuer: 'Workplace Safety and Insurance Board', coverage: null, days: 85, status: 'submitted' },
  ];
  DEMO_PROS.forEach((pro, index) => {
    const id = ids.get(pro.key);
    // A clearance certificate lasts 90 days; policies renew yearly.
    credentials.push({ id, kind: 'wsib-clearance', number: `WSIB ${6100000 + index * 7919}`, issuer: 'Workplace Safety and Insurance Board', coverage: null, days: 30 + (index * 11) % 60, status: 'verified' });
    credentials.push({
      id, kind: 'liability-insurance', number: `CGL ${3300 + index * 17}-${1000 + index * 389}`, issuer: DEMO_INSURERS[index % DEMO_INSURERS.length],
      coverage: (index % 3 === 0 ? 5 : 2) * 100_000_000, days: 90 + (index * 23) % 270, status: 'verified',
    });
    const needed = new Set(pro.trades.map((trade) => LICENCE_FOR_TRADE[trade]).filter(Boolean));
    if (pro.licence && needed.has(pro.licence[0])) {
      credentials.push({ id, kind: pro.licence[0], number: pro.licence[1], issuer: pro.licence[2], coverage: null, days: 400 + index * 9, status: 'verified' });
    }
  });
  await tx.query(
    `INSERT INTO credential (contractor_id, kind, number, issuer, coverage_cents, expires_on, status, reviewed_at)
     SELECT r.id, r.kind, r.number, r.issuer, r.coverage, current_date + r.days, r.status, CASE WHEN r.status = 'verified' THEN now() END
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, kind text, number text, issuer text, coverage bigint, days int, status text)`,
    [json(credentials)],
  );
}

/** Projects with what matching reads of them (derived as the server derives it for a new post), bids, hires, reviews and threads. */
async function seedProjects(tx: EntityManager, ids: Map<string, string>): Promise<void> {
  const accounts = new Map(demoAccounts().map((account) => [account.key, account]));
  const rows = DEMO_PROJECTS.map((project, index) => {
    const facts = projectMatchFacts(project);
    const started = ['in-progress', 'pending', 'completed'].includes(project.status);
    return {
      index, title: project.title, description: project.description, category: project.category, budget: project.budget, timeline: project.timeline,
      urgency: project.urgency, homeowner: accounts.get(project.owner)?.name, location: project.location, requirements: project.requirements ?? [],
      status: project.status, owner: ids.get(project.owner), days: project.daysAgo, estimated: project.estimatedCost ?? null,
      started: started ? Math.max(project.daysAgo - 7, 1) : null, completed: project.status === 'completed' ? Math.max(project.daysAgo - 21, 1) : null,
      trade: facts.tradeId, city: facts.city, min: facts.budgetMinCents, max: facts.budgetMaxCents,
    };
  });
  const projects: { id: number; title: string }[] = await tx.query(
    `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, requirements, status, owner_id, visibility,
       estimated_cost, created_at, updated_at, start_date, completion_date, trade_id, city, budget_min_cents, budget_max_cents)
     SELECT r.title, r.description, r.category, r.budget, r.timeline, r.urgency, r.homeowner, r.location,
       ARRAY(SELECT jsonb_array_elements_text(r.requirements)), r.status, r.owner, 'published', r.estimated,
       now() - make_interval(days => r.days), now() - make_interval(days => r.days),
       now() - make_interval(days => r.started), now() - make_interval(days => r.completed), r.trade, r.city, r.min, r.max
     FROM jsonb_to_recordset($1::jsonb) AS r(index int, title text, description text, category text, budget text, timeline text, urgency text,
       homeowner text, location text, requirements jsonb, status text, owner text, days int, estimated text, started int, completed int,
       trade int, city text, min bigint, max bigint)
     RETURNING id, title`,
    [json(rows)],
  );
  // Titles are unique in the table, so they name the rows back.
  const byTitle = new Map(projects.map((row) => [row.title, row.id]));
  const projectId = new Map(DEMO_PROJECTS.map((project, index) => [index, byTitle.get(project.title)]));
  // Bid ranges in cents come from the bid text, read by the server's own parser.
  const bids = DEMO_PROJECTS.flatMap((project, index) =>
    project.bids.map((bid, order) => {
      const pro = accounts.get(bid.pro);
      const years = DEMO_PROS.find((entry) => entry.key === bid.pro)?.years ?? (bid.pro === 'danforth' ? 18 : 16);
      const range = bidRangeOf(bid.amount);
      return {
        project: projectId.get(index), contractor: ids.get(bid.pro), name: pro?.name, email: pro?.email, phone: pro?.phone,
        amount: bid.amount, timeline: bid.timeline, approach: bid.approach, warranty: bid.warranty ?? null, status: bid.status,
        experience: `${years} years in the GTA; WSIB-cleared, with liability insurance on file.`, days: Math.max(project.daysAgo - 1 - order, 0),
        min: range?.minCents ?? null, max: range?.maxCents ?? null,
      };
    }),
  );
  const proposals: { id: number; project: number; contractor: string; status: string }[] = await tx.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience,
       warranty, status, bid_min_cents, bid_max_cents, created_at, updated_at)
     SELECT r.project, r.contractor, r.name, r.email, r.phone, r.amount, r.timeline, r.approach, r.experience, r.warranty, r.status, r.min, r.max,
       now() - make_interval(days => r.days), now() - make_interval(days => r.days)
     FROM jsonb_to_recordset($1::jsonb) AS r(project int, contractor text, name text, email text, phone text, amount text, timeline text,
       approach text, experience text, warranty text, status text, min bigint, max bigint, days int)
     RETURNING id, project_id AS project, contractor_id AS contractor, status`,
    [json(bids)],
  );
  // A contractor bids once on a project, so the pair names the row back.
  const proposalOf = (index: number, pro: string) => proposals.find((row) => row.project === projectId.get(index) && row.contractor === ids.get(pro));
  // The hire is the accepted bid; the project records it, as accepting a proposal does.
  const hires = proposals.filter((row) => row.status === 'accepted').map((row) => ({ project: row.project, proposal: row.id }));
  await tx.query(
    `UPDATE project SET hired_proposal_id = r.proposal FROM jsonb_to_recordset($1::jsonb) AS r(project int, proposal int) WHERE project.id = r.project`,
    [json(hires)],
  );
  const reviews = DEMO_PROJECTS.flatMap((project, index) => {
    const hired = project.bids.find((bid) => bid.status === 'accepted');
    if (!project.review || !hired || project.status !== 'completed') return [];
    const [quality, punctuality, communication, value] = project.review.scores;
    return [{
      project: projectId.get(index), contractor: ids.get(hired.pro), author: ids.get(project.owner), quality, punctuality, communication, value,
      text: project.review.text, reply: project.review.reply ?? null, days: Math.max(project.daysAgo - 25, 0),
    }];
  });
  await tx.query(
    `INSERT INTO contractor_review (project_id, contractor_id, author_id, quality, punctuality, communication, value, text, reply_text, replied_at, created_at)
     SELECT r.project, r.contractor, r.author, r.quality, r.punctuality, r.communication, r.value, r.text, r.reply,
       CASE WHEN r.reply IS NOT NULL THEN now() - make_interval(days => r.days) + interval '1 day' END, now() - make_interval(days => r.days)
     FROM jsonb_to_recordset($1::jsonb) AS r(project int, contractor text, author text, quality int, punctuality int, communication int, value int,
       text text, reply text, days int)`,
    [json(reviews)],
  );
  const messages = DEMO_PROJECTS.flatMap((project, index) => {
    const proposal = project.bids[0] && proposalOf(index, project.bids[0].pro);
    return (project.thread ?? []).map(([who, body], order) => ({
      proposal: proposal?.id, sender: ids.get(who === 'owner' ? project.owner : project.bids[0].pro), body,
      minutes: (project.thread!.length - order) * 95,
    }));
  });
  await tx.query(
    `INSERT INTO proposal_message (proposal_id, sender_id, body, created_at)
     SELECT r.proposal, r.sender, r.body, now() - make_interval(mins => r.minutes)
     FROM jsonb_to_recordset($1::jsonb) AS r(proposal int, sender text, body text, minutes int)`,
    [json(messages)],
  );
}
