import type { DataSource, EntityManager } from 'typeorm';
import type { Auth, Role } from '../auth/auth';
import type { Logger } from '../logger';
import { bidRangeOf } from '../shared/bid-amount';
import { projectMatchFacts } from '../modules/matching/project-facts';

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

/**
 * Creates the demo accounts and two projects with proposals, once (when the demo homeowner does
 * not exist yet). Development only: NODE_ENV=production or SEED_DEMO=false skips it.
 */
export async function seedDemoData(db: DataSource, auth: Auth, logger: Logger): Promise<void> {
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(DEMO_ACCOUNTS.homeowner.email)) return;
  const ids: Record<keyof typeof DEMO_ACCOUNTS, string> = {} as never;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    const user = await context.internalAdapter.createUser(
      {
        email: account.email,
        name: account.name,
        emailVerified: true,
        role: account.role,
        phone: account.phone,
        businessName: account.role === 'contractor' ? account.name : null,
      },
      { method: 'admin' },
    );
    ids[key] = user.id;
  }
  await db.transaction(async (tx) => {
    const [kitchen] = await tx.query(
      `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, requirements, status, owner_id, visibility)
       VALUES ($1, $2, 'Kitchen Renovation', '$25,000 - $50,000', 'Within 3 months', 'medium', $3, 'Leslieville, Toronto, ON', $4, 'open', $5, 'published')
       RETURNING id`,
      [
        'Kitchen renovation in a Leslieville semi',
        'Gut and rebuild a 12 x 14 ft kitchen in a 1910 semi-detached: new cabinets, quartz counters and an island with seating. The knob-and-tube wiring in the kitchen wall has to go (ESA permit).',
        DEMO_ACCOUNTS.homeowner.name,
        ['ESA electrical permit for the new circuits', 'WSIB clearance certificate', 'Work weekdays 8am-6pm only'],
        ids.homeowner,
      ],
    );
    const [basement] = await tx.query(
      `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, requirements, status, owner_id, visibility)
       VALUES ($1, $2, 'Basement Finishing', '$10,000 - $25,000', 'Within 1 month', 'high', $3, 'Etobicoke, Toronto, ON', $4, 'open', $5, 'published')
       RETURNING id`,
      [
        'Basement waterproofing in Etobicoke',
        'Water comes in along the north wall after heavy rain. Looking for interior weeping tile, a sump pit with a battery backup, and a quote to finish the space afterwards.',
        DEMO_ACCOUNTS.homeowner.name,
        ['City of Toronto basement flooding subsidy paperwork', 'Liability insurance of at least $2M'],
        ids.homeowner,
      ],
    );
    // Bid ranges in cents come from the bid text, read by the server's own parser.
    const proposal = `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline,
      approach, experience, warranty, status, bid_min_cents, bid_max_cents)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`;
    const range = (bid: string) => {
      const read = bidRangeOf(bid);
      return [read?.minCents ?? null, read?.maxCents ?? null];
    };
    await tx.query(proposal, [
      kitchen.id, ids.contractor, DEMO_ACCOUNTS.contractor.name, DEMO_ACCOUNTS.contractor.email, DEMO_ACCOUNTS.contractor.phone,
      '$30,000 - $40,000', '1 month',
      'Demolition in week one, rough-ins with ESA and building permits in week two, cabinets and counters after inspection.',
      'Eighteen years of kitchens in east-end Toronto semis; WSIB-cleared, $5M liability insurance.', '2 years on workmanship', 'pending',
      ...range('$30,000 - $40,000'),
    ]);
    // Lakeshore is hired for the basement and at work: the project records the hire and takes no more bids.
    const [hired] = await tx.query(proposal, [
      basement.id, ids.secondContractor, DEMO_ACCOUNTS.secondContractor.name, DEMO_ACCOUNTS.secondContractor.email,
      DEMO_ACCOUNTS.secondContractor.phone, '$10,000 - $15,000', '2 weeks',
      'Excavate the north wall from inside, install weeping tile to a new sump pit with a battery backup pump, then seal and backfill.',
      'Over 400 basements waterproofed in Etobicoke and Mississauga since 2009; lifetime transferable warranty.', 'Lifetime, transferable', 'accepted',
      ...range('$10,000 - $15,000'),
    ]);
    await tx.query(`UPDATE project SET hired_proposal_id = $1, status = 'in-progress', start_date = now() WHERE id = $2`, [hired.id, basement.id]);
    await seedDemoCredentials(tx, ids);
    // What matching reads of each project, derived as the server derives it for a new post.
    const posted: { id: number; category: string; location: string; budget: string }[] = await tx.query(
      `SELECT id, category, location, budget FROM project WHERE id = ANY($1)`,
      [[kitchen.id, basement.id]],
    );
    for (const row of posted) {
      const facts = projectMatchFacts(row);
      await tx.query(`UPDATE project SET trade_id = $2, city = $3, budget_min_cents = $4, budget_max_cents = $5 WHERE id = $1`, [
        row.id, facts.tradeId, facts.city, facts.budgetMinCents, facts.budgetMaxCents,
      ]);
    }
  });
  logger.info(
    { accounts: Object.values(DEMO_ACCOUNTS).map((account) => account.email) },
    'Demo accounts created: sign in at /sign-in with one of these addresses; the link arrives in /dev/mailbox',
  );
}

/**
 * Business profiles and credentials for the demo contractors, so the demo shows badges: Danforth
 * Renovations is WSIB-cleared and insured to $2M; Lakeshore Basements' ESA licence expires in
 * three weeks (the daily job's reminder) and its WSIB clearance waits in the operators' queue.
 */
async function seedDemoCredentials(tx: EntityManager, ids: Record<keyof typeof DEMO_ACCOUNTS, string>): Promise<void> {
  const profile = `INSERT INTO contractor_profile (user_id, trades, service_areas, years_in_business, bio) VALUES ($1, $2, $3, $4, $5)`;
  await tx.query(profile, [
    ids.contractor, [13, 5], ['toronto'], 18,
    'Kitchens, bathrooms and whole-house renovations in east-end Toronto semis and detached homes, from permit drawings to final inspection.',
  ]);
  await tx.query(profile, [
    ids.secondContractor, [13, 9], ['toronto', 'mississauga'], 16,
    'Basement waterproofing, underpinning and finishing in Etobicoke and Mississauga, with our own licensed electricians for basement suites.',
  ]);
  const credential = `INSERT INTO credential (contractor_id, kind, number, issuer, coverage_cents, expires_on, status, reviewed_at)
    VALUES ($1, $2, $3, $4, $5, current_date + $6::int, $7::varchar, CASE WHEN $7::varchar = 'verified' THEN now() END)`;
  await tx.query(credential, [ids.contractor, 'wsib-clearance', 'WSIB 8841207', 'Workplace Safety and Insurance Board', null, 80, 'verified']);
  await tx.query(credential, [ids.contractor, 'liability-insurance', 'CGL 4471-2290', 'Intact Insurance', 200_000_000, 240, 'verified']);
  await tx.query(credential, [ids.secondContractor, 'esa-ecra-electrical', 'ECRA/ESA 7009876', 'Electrical Safety Authority', null, 21, 'verified']);
  await tx.query(credential, [ids.secondContractor, 'wsib-clearance', 'WSIB 5520913', 'Workplace Safety and Insurance Board', null, 85, 'submitted']);
}
