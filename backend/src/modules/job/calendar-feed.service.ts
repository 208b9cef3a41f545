import { createHash, randomBytes } from 'node:crypto';
import { formatCents, paymentDueOn, holdbackReleaseOn, torontoDayOf } from '@marketplace/shared';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { DataSource } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { UnauthenticatedError } from '../../shared/errors';
import { projectPath } from '../../shared/site-paths';
import { agreementPath } from '../agreement/agreement-rows';
import { invoiceNumber } from './job-money-rows';

export const CALENDAR_PRODUCT_ID = '-//GTA Home Pros//Job calendar//EN';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SECRET = /^[A-Za-z0-9_-]{32}$/;
const dayArray = (day: string): DateArray => day.split('-').map(Number) as DateArray;
const nextDay = (day: string): DateArray => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

/**
 * A private calendar feed per person: their confirmed site visits (at their time, without the address), the start
 * and completion dates of their agreements in force, the day each unpaid invoice falls due and the day the
 * holdback falls due, as events any calendar can subscribe to
 * (webcal://). The address holds a random secret, stored only as its SHA-256; the person makes a new address (the
 * old one stops working) or turns the feed off from Account settings. Work addresses are never in it.
 */
export class CalendarFeedService {
  constructor(private readonly deps: { db: DataSource; siteUrl: string }) {}

  async status(actor: Actor): Promise<{ active: boolean; createdAt: Date | null; lastReadAt: Date | null }> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see your calendar feed.');
    const [row] = await this.deps.db.query(`SELECT created_at AS "createdAt", last_read_at AS "lastReadAt" FROM calendar_feed WHERE user_id = $1`, [actor.userId]);
    return { active: Boolean(row), createdAt: row?.createdAt ?? null, lastReadAt: row?.lastReadAt ?? null };
  }

  /** A new secret address (the old one, if any, stops working at once). The secret is shown this once. */
  async create(actor: Actor): Promise<{ url: string; webcalUrl: string; createdAt: Date }> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to make a calendar feed.');
    const secret = randomBytes(24).toString('base64url');
    const [row] = await this.deps.db.query(
      `INSERT INTO calendar_feed (user_id, token_sha256) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token_sha256 = EXCLUDED.token_sha256, created_at = now(), last_read_at = NULL RETURNING created_at AS "createdAt"`,
      [actor.userId, sha256(secret)],
    );
    const url = `${this.deps.siteUrl}/api/calendar/${secret}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt };
  }

  async revoke(actor: Actor): Promise<boolean> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to turn off your calendar feed.');
    // A SELECT over the deletion: the driver answers an UPDATE or DELETE with [rows, count], a SELECT with its rows.
    const [{ deleted }] = await this.deps.db.query(`WITH gone AS (DELETE FROM calendar_feed WHERE user_id = $1 RETURNING user_id) SELECT COUNT(*)::int AS deleted FROM gone`, [actor.userId]);
    return deleted > 0;
  }

  /** The feed for a secret, or null when no live feed has it (the route answers 404, as for any unknown address). */
  async feed(secret: string): Promise<string | null> {
    if (!SECRET.test(secret)) return null;
    const [owner] = await this.deps.db.query(`WITH read AS (UPDATE calendar_feed SET last_read_at = now() WHERE token_sha256 = $1 RETURNING user_id) SELECT user_id AS "userId" FROM read`, [sha256(secret)]);
    if (!owner) return null;
    const agreements: { id: number; projectTitle: string; terms: { startDate: string; completionDate: string }; decidedAt: Date | null; performance: string | null }[] = await this.deps.db.query(
      `SELECT a.id, p.title AS "projectTitle", a.terms, a.substantial_performance AS performance, a.substantial_performance_decided_at AS "decidedAt"
       FROM agreement a JOIN project p ON p.id = a.project_id WHERE a.status = 'in-force' AND (a.homeowner_id = $1 OR a.contractor_id = $1) ORDER BY a.id`,
      [owner.userId],
    );
    const invoices: { agreementId: number; number: number; issuedAt: Date; payableNowCents: number; projectTitle: string }[] = await this.deps.db.query(
      `SELECT i.agreement_id AS "agreementId", i.number, i.issued_at AS "issuedAt", i.payable_now_cents::float8 AS "payableNowCents", p.title AS "projectTitle"
       FROM invoice i JOIN agreement a ON a.id = i.agreement_id JOIN project p ON p.id = a.project_id
       WHERE i.status = 'issued' AND a.status = 'in-force' AND (a.homeowner_id = $1 OR a.contractor_id = $1) ORDER BY i.id`,
      [owner.userId],
    );
    const visits: { id: number; projectId: number; agreementId: number | null; startsAt: Date; durationMinutes: number; projectTitle: string }[] = await this.deps.db.query(
      `SELECT v.id, v.project_id AS "projectId", v.starts_at AS "startsAt", v.duration_minutes AS "durationMinutes", p.title AS "projectTitle",
         (SELECT a.id FROM agreement a WHERE a.project_id = v.project_id AND a.contractor_id = v.contractor_id ORDER BY a.id DESC LIMIT 1) AS "agreementId"
       FROM site_visit v JOIN project p ON p.id = v.project_id
       WHERE v.status = 'confirmed' AND v.starts_at > now() - interval '30 days' AND (v.homeowner_id = $1 OR v.contractor_id = $1) ORDER BY v.starts_at LIMIT 200`,
      [owner.userId],
    );
    const events: EventAttributes[] = [];
    for (const visit of visits) {
      const start = new Date(visit.startsAt).getTime();
      events.push({
        uid: `visit-${visit.id}-feed@gtahomepros.ca`,
        start,
        startInputType: 'utc',
        startOutputType: 'utc',
        end: start + visit.durationMinutes * 60_000,
        endInputType: 'utc',
        endOutputType: 'utc',
        title: `Site visit: ${visit.projectTitle}`,
        url: `${this.deps.siteUrl}${visit.agreementId ? agreementPath(visit.agreementId) : projectPath(visit.projectId)}`,
        busyStatus: 'BUSY',
        productId: CALENDAR_PRODUCT_ID,
      });
    }
    const allDay = (uid: string, day: string, title: string, agreementId: number): EventAttributes => ({
      uid: `${uid}@gtahomepros.ca`,
      start: dayArray(day),
      end: nextDay(day),
      title,
      url: `${this.deps.siteUrl}${agreementPath(agreementId)}`,
      busyStatus: 'FREE',
      productId: CALENDAR_PRODUCT_ID,
    });
    const isDay = (value: string | undefined) => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));
    for (const agreement of agreements) {
      if (isDay(agreement.terms.startDate)) events.push(allDay(`agreement-${agreement.id}-start`, agreement.terms.startDate, `Work starts: ${agreement.projectTitle}`, agreement.id));
      if (isDay(agreement.terms.completionDate)) events.push(allDay(`agreement-${agreement.id}-completion`, agreement.terms.completionDate, `Completion due: ${agreement.projectTitle}`, agreement.id));
      if (agreement.performance === 'confirmed' && agreement.decidedAt) {
        events.push(allDay(`agreement-${agreement.id}-holdback`, holdbackReleaseOn(agreement.decidedAt), `Holdback falls due: ${agreement.projectTitle}`, agreement.id));
      }
    }
    for (const invoice of invoices) {
      const due = paymentDueOn(torontoDayOf(invoice.issuedAt));
      events.push(allDay(`invoice-${invoice.agreementId}-${invoice.number}-due`, due, `${invoiceNumber(invoice.number)} due (${formatCents(invoice.payableNowCents)}): ${invoice.projectTitle}`, invoice.agreementId));
    }
    const { error, value } = createEvents(events, { calName: 'GTA Home Pros', productId: CALENDAR_PRODUCT_ID });
    if (error || !value) throw new Error(`The calendar feed could not be made: ${error?.message ?? 'no output'}`);
    return value;
  }
}
