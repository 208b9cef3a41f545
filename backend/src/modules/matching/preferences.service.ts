import type { DataSource } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { assertContractor, canOnContractorProfile } from '../../policy/contractor';
import { ForbiddenError } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { NotificationService } from '../notification/notification.service';
import type { EmailChoice } from '../notification/notification.types';
import type { AvailabilityValue } from '@marketplace/shared';
import { LeadPreferencesInput } from './matching.inputs';

/** A contractor's targeting preferences. Job sizes in whole CAD dollars; null means no bound. */
export interface LeadPreferencesModel {
  trades: number[];
  serviceAreas: string[];
  minJobSize: number | null;
  maxJobSize: number | null;
  takesUrgentJobs: boolean;
  availability: AvailabilityValue;
  availableFrom: string | null;
  maxLeadAlertsPerDay: number;
  /** How lead alerts arrive: the new-lead kind's notification setting (immediate, daily digest, off = in the app only). */
  alertEmail: EmailChoice;
}

const dollars = (cents: string | null) => (cents === null ? null : Math.floor(Number(cents) / 100));

/**
 * Which jobs a contractor hears about. The trades and cities are the business profile's; the rest
 * lives beside them in contractor_profile, with a new sign-up's defaults (any job size, urgent jobs
 * welcome, taking work now, 10 alerts a day, each e-mailed at once).
 */
export class LeadPreferencesService {
  constructor(
    private readonly db: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  /** The signed-in contractor's preferences; null for everyone else (they are private). */
  async mine(actor: Actor): Promise<LeadPreferencesModel | null> {
    if (!isUser(actor) || actor.role !== 'contractor') return null;
    const [row] = await this.db.query(
      `SELECT COALESCE(p.trades, '{}') AS trades, COALESCE(p.service_areas, '{}') AS "serviceAreas",
         p.min_budget_cents::text AS "minCents", p.max_budget_cents::text AS "maxCents",
         COALESCE(p.takes_urgent, true) AS "takesUrgentJobs", COALESCE(p.availability, 'now') AS availability,
         to_char(p.available_from, 'YYYY-MM-DD') AS "availableFrom", COALESCE(p.max_alerts_per_day, 10) AS "maxLeadAlertsPerDay"
       FROM "user" u LEFT JOIN contractor_profile p ON p.user_id = u.id WHERE u.id = $1`,
      [actor.userId],
    );
    if (!row) return null;
    const setting = (await this.notifications.settings(actor)).find((entry) => entry.kind === 'new-lead');
    return {
      trades: row.trades.map(Number),
      serviceAreas: row.serviceAreas,
      minJobSize: dollars(row.minCents),
      maxJobSize: dollars(row.maxCents),
      takesUrgentJobs: row.takesUrgentJobs,
      availability: row.availability,
      availableFrom: row.availability === 'from' ? row.availableFrom : null,
      maxLeadAlertsPerDay: row.maxLeadAlertsPerDay,
      alertEmail: setting?.email ?? 'immediate',
    };
  }

  async update(actor: Actor, data: unknown): Promise<LeadPreferencesModel> {
    assertContractor(actor);
    if (!canOnContractorProfile(actor, 'edit', actor.userId)) throw new ForbiddenError();
    const input = await parseInput(LeadPreferencesInput, data);
    const cents = (value: number | null | undefined) => (value == null ? null : value * 100);
    await this.db.query(
      `INSERT INTO contractor_profile (user_id, min_budget_cents, max_budget_cents, takes_urgent, availability, available_from, max_alerts_per_day)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET min_budget_cents = $2, max_budget_cents = $3, takes_urgent = $4, availability = $5,
         available_from = $6, max_alerts_per_day = $7, updated_at = now()`,
      [
        actor.userId,
        cents(input.minJobSize),
        cents(input.maxJobSize),
        input.takesUrgentJobs,
        input.availability,
        input.availability === 'from' ? input.availableFrom : null,
        input.maxLeadAlertsPerDay,
      ],
    );
    await this.notifications.updateSetting(actor, 'new-lead', input.alertEmail);
    return (await this.mine(actor))!;
  }
}
