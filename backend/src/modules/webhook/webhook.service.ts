import type PgBoss from 'pg-boss';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource, EntityManager } from 'typeorm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  SERVICE_AREAS,
  TRADES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX,
  type WebhookEventTypeValue,
} from '@marketplace/rules';
import type { Logger } from '../../logger';
import { inTransaction } from '../../mail/mail-queue';
import type { Mailer } from '../../mail/mailer';
import { isOperator, type Actor } from '../../policy/actor';
import { assertOperator, assertPartner } from '../../policy/policy';
import { sharedLimiter } from '../../rest/shared-limiter';
import { NotFoundError, ServiceUnavailableError, TooManyRequestsError, ValidationError, type FieldErrors } from '../../shared/errors';
import { assertNoNul } from '../../shared/validate';
import { closedReason, newEventId, newSecret, publicProject, readProject, takesQuotes, type ClosedReason, type QuoteState } from './webhook-events';
import { WebhookSecretKeyError, type WebhookSecretBox } from './webhook-secret-box';
import { WebhookSender, type AttemptResult, type SigningSecrets } from './webhook-sender';
import { endpointDisabledEmail } from './webhook-emails';

/** The job queue that delivers each endpoint's events, in order. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-deliveries';
export interface WebhookDeliveryJob {
  endpointId: number;
}

/** An event is retried until it is this old, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest wait between two attempts of one event. */
const MAX_RETRY_DELAY_MS = 12 * 60 * 60 * 1000;
/** After a rotation the previous secret signs too, for this long. */
export const PREVIOUS_SECRET_HOURS = 24;
/** An endpoint whose every attempt failed for this long is disabled, and its owner told. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * 60 * 1000;
/** Attempts are kept (the delivery log) this long. */
export const WEBHOOK_LOG_DAYS = 30;
/** One worker holds an endpoint this long at most per run (attempts are 5 s at most each). */
const LEASE_SECONDS = 60;
const RUN_BUDGET_MS = 40_000;
export const MAX_DELIVERY_PAGE = 100;
/**
 * "Send test event" reaches any address a partner types, at once: at most this many an hour per
 * endpoint, and per partner (endpoints can be deleted and added again), counted in PostgreSQL.
 */
export const TEST_SENDS_PER_ENDPOINT_HOUR = 10;
export const TEST_SENDS_PER_PARTNER_HOUR = 30;
/** When a stored secret cannot be decrypted (a key missing from the configuration), the endpoint's deliveries wait this long before the next try. */
const KEY_PROBLEM_RETRY_MS = 5 * 60 * 1000;

export function tooManyTestSends(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Test events are limited to ${TEST_SENDS_PER_ENDPOINT_HOUR} an hour per endpoint (${TEST_SENDS_PER_PARTNER_HOUR} per partner account). Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export interface WebhookEndpointModel {
  id: string;
  ownerId: string;
  url: string;
  description: string;
  events: string[];
  tradeIds: number[];
  cities: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  failingSince: Date | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookDeliveryModel {
  id: string;
  eventId: string;
  eventType: string;
  attempt: number;
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
  createdAt: Date;
}

export interface WebhookDeliveryPage {
  nodes: WebhookDeliveryModel[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

/** An endpoint as stored: its secrets encrypted (webhook-secret-box.ts). */
interface EndpointRow extends WebhookEndpointModel {
  secret: string;
  previousSecret: string | null;
}

const ENDPOINT_COLUMNS = `e.id::text AS id, e.owner_id AS "ownerId", e.url, e.description, e.events, e.trade_ids AS "tradeIds", e.cities, e.enabled,
  e.disabled_reason AS "disabledReason", e.disabled_at AS "disabledAt", e.failing_since AS "failingSince",
  CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret_expires_at END AS "previousSecretExpiresAt",
  e.created_at AS "createdAt", e.updated_at AS "updatedAt", e.secret,
  CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END AS "previousSecret"`;

const ATTEMPT_COLUMNS = `a.id::text AS id, a.event_id AS "eventId", a.event_type AS "eventType", a.attempt, a.succeeded, a.status_code AS "statusCode",
  a.duration_ms AS "durationMs", a.error, a.response_body AS "responseBody", a.created_at AS "createdAt"`;

function withoutSecrets(row: EndpointRow): WebhookEndpointModel {
  const { secret: _secret, previousSecret: _previous, ...model } = row;
  return { ...model, tradeIds: model.tradeIds.map(Number) };
}

export interface EndpointInput {
  url?: unknown;
  description?: unknown;
  events?: unknown;
  tradeIds?: unknown;
  cities?: unknown;
  enabled?: unknown;
}

interface CleanInput {
  url?: string;
  description?: string;
  events?: WebhookEventTypeValue[];
  tradeIds?: number[];
  cities?: string[];
  enabled?: boolean;
}

const encodeCursor = (id: string) => Buffer.from(`webhook-delivery:${id}`).toString('base64url');
function decodeCursor(cursor: string): string {
  const match = /^webhook-delivery:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ValidationError({ after: 'This cursor is not one of ours: start again from the first page' });
  return match[1];
}
export { encodeCursor as encodeDeliveryCursor };

/**
 * Partner webhooks: the endpoints a partner keeps (their console; operators read and manage them per
 * partner), the events the marketplace's changes emit, and their signed, ordered delivery.
 *
 * Events are written in the transaction of the change they describe (a transactional outbox): a
 * rolled-back change sends nothing, and a committed one is delivered at least once. Each endpoint
 * gets its events one at a time in the order they happened: while one is being retried, later ones
 * wait behind it, until it is delivered or 24 hours old (then given up, and the next one goes).
 */
export class WebhookService {
  private readonly sender: WebhookSender;
  private readonly testsPerEndpoint: RateLimiterPostgres;
  private readonly testsPerPartner: RateLimiterPostgres;

  constructor(
    private readonly deps: {
      db: DataSource;
      jobs: PgBoss;
      mail: Mailer;
      siteUrl: string;
      production: boolean;
      /** WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS; refused in production. */
      allowLoopback: boolean;
      retryBaseMs: number;
      /** The longest wait between two attempts (WEBHOOK_RETRY_MAX_MS); 12 hours unless set. */
      retryMaxMs?: number;
      /** Encrypts signing secrets at rest and decrypts them to sign (WEBHOOK_SECRET_KEY). */
      secretBox: WebhookSecretBox;
      /** Why attempts could not connect, and secrets that cannot be decrypted: for operators, never partners. */
      logger?: Logger;
    },
  ) {
    if (deps.production && deps.allowLoopback) throw new Error('WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS is for tests only and is refused in production.');
    this.sender = new WebhookSender({ allowLoopback: deps.allowLoopback });
    this.testsPerEndpoint = sharedLimiter(deps.db, 'webhook-test-endpoint', TEST_SENDS_PER_ENDPOINT_HOUR, 3600);
    this.testsPerPartner = sharedLimiter(deps.db, 'webhook-test-partner', TEST_SENDS_PER_PARTNER_HOUR, 3600);
  }

  /** Whether a stored secret opens with the configured keys. */
  private opens(sealed: string): boolean {
    try {
      this.deps.secretBox.open(sealed);
      return true;
    } catch (error) {
      if (error instanceof WebhookSecretKeyError) return false;
      throw error;
    }
  }

  /** The secrets an endpoint signs with, decrypted; throws WebhookSecretKeyError when a key is missing. */
  private signingSecrets(row: EndpointRow): SigningSecrets {
    const box = this.deps.secretBox;
    return { secret: box.open(row.secret), previousSecret: row.previousSecret ? box.open(row.previousSecret) : null };
  }

  // ---------------------------------------------------------------- the console

  /** Whose endpoints: the partner's own, or (operators only) the partner named. */
  private async ownerFor(actor: Actor, partnerId?: string | null): Promise<string> {
    if (partnerId === undefined || partnerId === null) return assertPartner(actor).userId;
    assertOperator(actor);
    const [partner] = await this.deps.db.query(`SELECT id FROM "user" WHERE id = $1 AND role = 'partner'`, [partnerId]);
    if (!partner) throw new NotFoundError('Partner', partnerId);
    return partnerId;
  }

  /**
   * One endpoint, for its partner or an operator; someone else's does not exist for a partner.
   * `ownerOnly`: what only the partner may do (see a secret).
   */
  private async endpointFor(actor: Actor, rawId: unknown, ownerOnly = false, manager: EntityManager = this.deps.db.manager): Promise<EndpointRow> {
    const staff = !ownerOnly && isOperator(actor);
    const me = staff ? null : assertPartner(actor);
    const id = parseEndpointId(rawId);
    const [row] = await manager.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint e WHERE e.id = $1 ${manager.queryRunner ? 'FOR UPDATE' : ''}`, [id]);
    if (!row || (me && row.ownerId !== me.userId)) throw new NotFoundError('Webhook endpoint', id);
    return row;
  }

  async list(actor: Actor, partnerId?: string | null): Promise<WebhookEndpointModel[]> {
    const owner = await this.ownerFor(actor, partnerId);
    const rows: EndpointRow[] = await this.deps.db.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint e WHERE e.owner_id = $1 ORDER BY e.id`, [owner]);
    return rows.map(withoutSecrets);
  }

  async get(actor: Actor, id: unknown): Promise<WebhookEndpointModel> {
    return withoutSecrets(await this.endpointFor(actor, id));
  }

  /** A partner adds an endpoint (MAX_WEBHOOK_ENDPOINTS at most); its secret is shown this once. */
  async create(actor: Actor, data: EndpointInput): Promise<{ endpoint: WebhookEndpointModel; secret: string }> {
    const me = assertPartner(actor);
    const input = this.clean(data, true);
    const secret = newSecret();
    const row = await this.deps.db.transaction(async (manager) => {
      // Counted under a lock on the partner's row: two forms sent at once cannot make a sixth.
      await manager.query(`SELECT id FROM "user" WHERE id = $1 FOR UPDATE`, [me.userId]);
      const [{ count }] = await manager.query(`SELECT COUNT(*)::int AS count FROM webhook_endpoint WHERE owner_id = $1`, [me.userId]);
      if (count >= MAX_WEBHOOK_ENDPOINTS) throw new ValidationError({ url: WEBHOOK_MESSAGES.tooMany }, WEBHOOK_MESSAGES.tooMany);
      const [created] = await manager.query(
        `INSERT INTO webhook_endpoint (owner_id, url, description, events, trade_ids, cities, enabled, secret)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [me.userId, input.url, input.description ?? '', input.events, input.tradeIds ?? [], input.cities ?? [], input.enabled ?? true, this.deps.secretBox.seal(secret)],
      );
      return this.endpointFor(actor, created.id, true, manager);
    });
    return { endpoint: withoutSecrets(row), secret };
  }

  /** Changes an endpoint; enabling one (after it was disabled) clears why, and it counts failures afresh. */
  async update(actor: Actor, id: unknown, data: EndpointInput): Promise<WebhookEndpointModel> {
    const input = this.clean(data, false);
    return this.deps.db.transaction(async (manager) => {
      const row = await this.endpointFor(actor, id, false, manager);
      const enabling = input.enabled === true && !row.enabled;
      const disabling = input.enabled === false && row.enabled;
      await manager.query(
        `UPDATE webhook_endpoint SET url = $2, description = $3, events = $4, trade_ids = $5, cities = $6, enabled = $7,
           disabled_reason = CASE WHEN $7 THEN NULL WHEN $8 THEN $9 ELSE disabled_reason END,
           disabled_at = CASE WHEN $7 THEN NULL WHEN $8 THEN now() ELSE disabled_at END,
           failing_since = CASE WHEN $10 THEN NULL ELSE failing_since END, updated_at = now()
         WHERE id = $1`,
        [
          row.id,
          input.url ?? row.url,
          input.description ?? row.description,
          input.events ?? row.events,
          input.tradeIds ?? row.tradeIds,
          input.cities ?? row.cities,
          input.enabled ?? row.enabled,
          disabling,
          isOperator(actor) ? 'Disabled by GTA Home Pros staff' : 'Disabled by you',
          enabling,
        ],
      );
      // Events waiting for a disabled endpoint are given up: enabling it again starts from new events.
      if (disabling) await this.giveUpPending(manager, Number(row.id));
      return withoutSecrets(await this.endpointFor(actor, row.id, false, manager));
    });
  }

  async delete(actor: Actor, id: unknown): Promise<string> {
    const row = await this.endpointFor(actor, id);
    await this.deps.db.query(`DELETE FROM webhook_endpoint WHERE id = $1`, [row.id]);
    return row.id;
  }

  /**
   * A new secret, shown this once. The previous one keeps signing beside it for 24 hours (both
   * signatures go in webhook-signature), so receivers can switch without losing an event. Both stay
   * encrypted: the previous one moves over as it is stored.
   */
  async rotateSecret(actor: Actor, id: unknown): Promise<{ endpoint: WebhookEndpointModel; secret: string }> {
    const secret = newSecret();
    const row = await this.deps.db.transaction(async (manager) => {
      const current = await this.endpointFor(actor, id, true, manager);
      // A secret no configured key opens (a lost key) is dropped, not kept: it could not sign anyway,
      // and rotating is how a partner recovers from it.
      const keep = this.opens(current.secret);
      await manager.query(
        `UPDATE webhook_endpoint SET previous_secret = CASE WHEN $3 THEN secret END,
           previous_secret_expires_at = CASE WHEN $3 THEN now() + interval '${PREVIOUS_SECRET_HOURS} hours' END,
           secret = $2, updated_at = now() WHERE id = $1`,
        [current.id, this.deps.secretBox.seal(secret), keep],
      );
      return this.endpointFor(actor, current.id, true, manager);
    });
    return { endpoint: withoutSecrets(row), secret };
  }

  /**
   * Sends a `webhook.test` event to one endpoint now (enabled or not, whatever it subscribes to),
   * once, and answers the attempt as logged. When it is delivered, events waiting behind a failed
   * one are tried again at once: the receiver works again. At most TEST_SENDS_PER_ENDPOINT_HOUR an
   * hour per endpoint and TEST_SENDS_PER_PARTNER_HOUR per partner, whoever sends them.
   */
  async sendTest(actor: Actor, id: unknown): Promise<WebhookDeliveryModel> {
    const row = await this.endpointFor(actor, id);
    try {
      await this.testsPerEndpoint.consume(row.id);
      await this.testsPerPartner.consume(row.ownerId);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) throw new TooManyRequestsError(tooManyTestSends(outcome.msBeforeNext));
      throw outcome;
    }
    let secrets: SigningSecrets;
    try {
      secrets = this.signingSecrets(row);
    } catch (error) {
      if (!(error instanceof WebhookSecretKeyError)) throw error;
      this.deps.logger?.error({ err: error, endpointId: row.id }, 'A webhook signing secret cannot be decrypted: no test event sent');
      throw new ServiceUnavailableError('Test events cannot be signed right now: GTA Home Pros has been told. Please try again later.');
    }
    const eventId = newEventId();
    const payload = { type: WEBHOOK_TEST_EVENT, timestamp: new Date().toISOString(), data: { endpointId: row.id, message: 'A test event from GTA Home Pros: your endpoint is reachable and can verify our signature.' } };
    await this.deps.db.query(`INSERT INTO webhook_event (id, type, payload) VALUES ($1, $2, $3)`, [eventId, WEBHOOK_TEST_EVENT, payload]);
    const result = await this.sender.post(row.url, secrets, { id: eventId, body: JSON.stringify(payload) });
    const attempt = await this.deps.db.transaction(async (manager) => {
      const logged = await this.log(manager, Number(row.id), eventId, WEBHOOK_TEST_EVENT, 1, result);
      if (result.succeeded && row.enabled) {
        await manager.query(`UPDATE webhook_endpoint SET failing_since = NULL WHERE id = $1`, [row.id]);
        const [waiting] = rowsOf(
          await manager.query(`UPDATE webhook_delivery SET next_attempt_at = now() WHERE endpoint_id = $1 AND state = 'pending' RETURNING id`, [row.id]),
        );
        if (waiting) await this.wake(Number(row.id), manager);
      }
      return logged;
    });
    return attempt;
  }

  /** The delivery log of one endpoint, newest first. */
  async deliveries(actor: Actor, endpointId: unknown, first = 20, after?: string | null): Promise<WebhookDeliveryPage> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_DELIVERY_PAGE) throw new ValidationError({ first: `Must be between 1 and ${MAX_DELIVERY_PAGE}` });
    const row = await this.endpointFor(actor, endpointId);
    const before = after ? decodeCursor(after) : null;
    const rows: WebhookDeliveryModel[] = await this.deps.db.query(
      `SELECT ${ATTEMPT_COLUMNS} FROM webhook_attempt a WHERE a.endpoint_id = $1 AND ($2::bigint IS NULL OR a.id < $2::bigint) ORDER BY a.id DESC LIMIT $3`,
      [row.id, before, first + 1],
    );
    const [{ count }] = await this.deps.db.query(`SELECT COUNT(*)::int AS count FROM webhook_attempt WHERE endpoint_id = $1`, [row.id]);
    return { nodes: rows.slice(0, first), hasNextPage: rows.length > first, hasPreviousPage: before !== null, totalCount: count };
  }

  /** The newest attempt of each endpoint, for the list's status. */
  async lastAttempts(endpointIds: readonly string[]): Promise<(WebhookDeliveryModel | null)[]> {
    const rows: (WebhookDeliveryModel & { endpointId: string })[] = await this.deps.db.query(
      `SELECT DISTINCT ON (a.endpoint_id) a.endpoint_id::text AS "endpointId", ${ATTEMPT_COLUMNS}
       FROM webhook_attempt a WHERE a.endpoint_id = ANY($1::int[]) ORDER BY a.endpoint_id, a.id DESC`,
      [endpointIds.map(Number)],
    );
    return endpointIds.map((id) => rows.find((row) => row.endpointId === id) ?? null);
  }

  /** Checks an endpoint's fields; `creating` requires the URL and events. Every message is specific. */
  private clean(data: EndpointInput, creating: boolean): CleanInput {
    const errors: FieldErrors = {};
    const input: CleanInput = {};
    assertNoNul({ url: data.url, description: data.description, events: data.events, cities: data.cities });
    if (data.url !== undefined && data.url !== null) {
      const url = typeof data.url === 'string' ? data.url.trim() : '';
      const message = this.urlProblem(url);
      if (message) errors.url = message;
      else input.url = url;
    } else if (creating) errors.url = WEBHOOK_MESSAGES.url;
    if (data.description !== undefined && data.description !== null) {
      const description = typeof data.description === 'string' ? data.description.trim() : null;
      if (description === null || description.length > WEBHOOK_DESCRIPTION_MAX) errors.description = WEBHOOK_MESSAGES.description;
      else input.description = description;
    }
    if (data.events !== undefined && data.events !== null) {
      const events = Array.isArray(data.events) ? data.events : [];
      if (events.length === 0) errors.events = WEBHOOK_MESSAGES.events;
      else if (!events.every((event) => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(event))) errors.events = WEBHOOK_MESSAGES.unknownEvent;
      else input.events = [...new Set(events as WebhookEventTypeValue[])];
    } else if (creating) errors.events = WEBHOOK_MESSAGES.events;
    if (data.tradeIds !== undefined && data.tradeIds !== null) {
      const ids = Array.isArray(data.tradeIds) ? data.tradeIds : [null];
      if (!ids.every((id) => TRADES.some((trade) => trade.id === id))) errors.tradeIds = WEBHOOK_MESSAGES.unknownTrade;
      else input.tradeIds = [...new Set(ids as number[])];
    }
    if (data.cities !== undefined && data.cities !== null) {
      const cities = Array.isArray(data.cities) ? data.cities : [null];
      if (!cities.every((city) => SERVICE_AREAS.some((area) => area.slug === city))) errors.cities = WEBHOOK_MESSAGES.unknownCity;
      else input.cities = [...new Set(cities as string[])];
    }
    if (data.enabled !== undefined && data.enabled !== null) input.enabled = data.enabled === true;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return input;
  }

  /** What is wrong with an endpoint's address, or null. Addresses are checked again when connecting. */
  private urlProblem(url: string): string | null {
    if (url.length > WEBHOOK_URL_MAX) return WEBHOOK_MESSAGES.urlTooLong;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return WEBHOOK_MESSAGES.url;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return WEBHOOK_MESSAGES.scheme;
    if (this.deps.production && parsed.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsOnly;
    if (parsed.username || parsed.password) return WEBHOOK_MESSAGES.credentials;
    if (!parsed.hostname) return WEBHOOK_MESSAGES.url;
    return null;
  }

  // ---------------------------------------------------------------- events

  /** A project became public (approved, or an operator's own post): project.published. */
  async projectPublished(manager: EntityManager, projectId: number): Promise<void> {
    const row = await readProject(manager, projectId);
    if (!row || row.visibility !== 'published') return;
    await this.emit(manager, 'project.published', { project: publicProject(row, this.deps.siteUrl) }, row);
  }

  /**
   * After a change to a public project (status, hire, a new bid), inside its transaction: its status
   * change (project.status_changed) and, when it stopped taking quotes, project.closed.
   */
  async projectChanged(manager: EntityManager, before: QuoteState): Promise<void> {
    if (before.visibility !== 'published') return;
    const row = await readProject(manager, before.id);
    if (!row || row.visibility !== 'published') return;
    const project = publicProject(row, this.deps.siteUrl);
    if (row.status !== before.status) {
      await this.emit(manager, 'project.status_changed', { project, previousStatus: before.status, status: row.status }, row);
    }
    if (takesQuotes(before) && !takesQuotes(row)) {
      await this.emit(manager, 'project.closed', { project, reason: closedReason(row) satisfies ClosedReason }, row);
    }
  }

  /**
   * A step of a project's written agreement (agreement.signed, agreement.cancelled, change_order.signed), inside
   * its transaction: ids and states only, never the parties' names, addresses or amounts; the project's trade and
   * city filters apply as to its other events.
   */
  async agreementEvent(manager: EntityManager, type: 'agreement.signed' | 'agreement.cancelled' | 'change_order.signed', data: { projectId: string } & Record<string, string>): Promise<void> {
    const row = await readProject(manager, Number(data.projectId));
    if (!row || row.visibility !== 'published') return;
    await this.emit(manager, type, data, row);
  }

  /**
   * A step of a job's money (invoice.issued, invoice.paid, dispute.opened), inside its transaction: ids, states and amounts,
   * never the parties' names, addresses or the invoice's text; the project's trade and city filters apply.
   */
  async jobEvent(manager: EntityManager, type: 'invoice.issued' | 'invoice.paid' | 'dispute.opened', data: { projectId: string } & Record<string, string | number>): Promise<void> {
    const row = await readProject(manager, Number(data.projectId));
    if (!row || row.visibility !== 'published') return;
    await this.emit(manager, type, data, row);
  }

  /** A public project is about to be deleted (same transaction): project.closed with reason deleted, if it was taking quotes. */
  async projectDeleting(manager: EntityManager, projectId: number): Promise<void> {
    const row = await readProject(manager, projectId);
    if (!row || row.visibility !== 'published' || !takesQuotes(row)) return;
    await this.emit(manager, 'project.closed', { project: publicProject(row, this.deps.siteUrl), reason: 'deleted' satisfies ClosedReason }, row);
  }

  /**
   * Stores the event once and a delivery for each enabled endpoint of an approved partner that
   * subscribes to it and whose trade and city filters (empty: all) let the project through.
   */
  private async emit(manager: EntityManager, type: WebhookEventTypeValue, data: object, project: { tradeId: number | null; city: string | null }): Promise<void> {
    const endpoints: { id: number }[] = await manager.query(
      `SELECT e.id FROM webhook_endpoint e JOIN "user" u ON u.id = e.owner_id
       WHERE e.enabled AND u.role = 'partner' AND u.banned IS NOT TRUE AND $1 = ANY(e.events)
         AND (cardinality(e.trade_ids) = 0 OR $2::int = ANY(e.trade_ids))
         AND (cardinality(e.cities) = 0 OR $3::text = ANY(e.cities))
       ORDER BY e.id`,
      [type, project.tradeId, project.city],
    );
    if (endpoints.length === 0) return;
    const id = newEventId();
    const payload = { type, timestamp: new Date().toISOString(), data };
    await manager.query(`INSERT INTO webhook_event (id, type, payload) VALUES ($1, $2, $3)`, [id, type, payload]);
    await manager.query(`INSERT INTO webhook_delivery (endpoint_id, event_id) SELECT unnest($1::int[]), $2`, [endpoints.map((e) => e.id), id]);
    for (const endpoint of endpoints) await this.wake(endpoint.id, manager);
  }

  /** Queues a run of the endpoint's deliveries (with a transaction's manager: only if it commits). */
  private async wake(endpointId: number, manager?: EntityManager, startAfter?: Date): Promise<void> {
    await this.deps.jobs.send(WEBHOOK_DELIVERY_QUEUE, { endpointId } satisfies WebhookDeliveryJob, {
      ...(manager ? { db: inTransaction(manager) } : {}),
      ...(startAfter ? { startAfter } : {}),
    });
  }

  // ---------------------------------------------------------------- delivery

  /**
   * Delivers an endpoint's due events in order, one worker at a time across every API process (a
   * lease on the endpoint row). Stops at the first failure: the events behind it wait for its retry.
   * Then queues the next run for when the first waiting event is due.
   */
  async deliver(endpointId: number): Promise<void> {
    const [leased] = rowsOf(
      await this.deps.db.query(
        `UPDATE webhook_endpoint SET lease_until = now() + interval '${LEASE_SECONDS} seconds'
         WHERE id = $1 AND (lease_until IS NULL OR lease_until < now()) RETURNING id`,
        [endpointId],
      ),
    );
    // Another worker has it: it looks for more once it lets go (below), so nothing is left behind.
    if (!leased) return;
    let keyProblem = false;
    try {
      const started = Date.now();
      while (Date.now() - started < RUN_BUDGET_MS) {
        const [endpoint]: EndpointRow[] = await this.deps.db.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint e WHERE e.id = $1`, [endpointId]);
        if (!endpoint?.enabled) return;
        const [head] = await this.deps.db.query(
          `SELECT d.id, d.event_id AS "eventId", d.attempts, d.created_at AS "createdAt", d.next_attempt_at <= now() AS due, ev.type, ev.payload
           FROM webhook_delivery d JOIN webhook_event ev ON ev.id = d.event_id
           WHERE d.endpoint_id = $1 AND d.state = 'pending' ORDER BY d.id LIMIT 1`,
          [endpointId],
        );
        if (!head || !head.due) return;
        let secrets: SigningSecrets;
        try {
          secrets = this.signingSecrets(endpoint);
        } catch (error) {
          if (!(error instanceof WebhookSecretKeyError)) throw error;
          // Our configuration, not the partner's receiver: no attempt is logged against them, and the
          // events wait (and age) until the key is set, tried again every few minutes.
          this.deps.logger?.error({ err: error, endpointId }, "A webhook signing secret cannot be decrypted: this endpoint's deliveries wait until the key is configured");
          keyProblem = true;
          return;
        }
        const result = await this.sender.post(endpoint.url, secrets, { id: head.eventId, body: JSON.stringify(head.payload) });
        await this.deps.db.transaction((manager) => this.record(manager, endpoint, head, result));
        if (!result.succeeded) return;
      }
    } finally {
      await this.deps.db.query(`UPDATE webhook_endpoint SET lease_until = NULL WHERE id = $1`, [endpointId]);
      const [next] = await this.deps.db.query(
        `SELECT min(d.next_attempt_at) AS at FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
         WHERE d.endpoint_id = $1 AND d.state = 'pending' AND e.enabled`,
        [endpointId],
      );
      if (next?.at) {
        const at = Math.max(new Date(next.at).getTime(), keyProblem ? Date.now() + KEY_PROBLEM_RETRY_MS : 0);
        await this.wake(endpointId, undefined, at > Date.now() ? new Date(at) : undefined);
      }
    }
  }

  /** Logs one attempt and moves the delivery on: delivered, retried later, or given up after 24 hours. */
  private async record(
    manager: EntityManager,
    endpoint: EndpointRow,
    head: { id: string; eventId: string; type: string; attempts: number; createdAt: Date },
    result: AttemptResult,
  ): Promise<void> {
    const attempt = head.attempts + 1;
    await this.log(manager, Number(endpoint.id), head.eventId, head.type, attempt, result);
    if (result.succeeded) {
      await manager.query(`UPDATE webhook_delivery SET state = 'delivered', attempts = $2, finished_at = now() WHERE id = $1`, [head.id, attempt]);
      await manager.query(`UPDATE webhook_endpoint SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`, [endpoint.id]);
      return;
    }
    const now = Date.now();
    const deadline = new Date(head.createdAt).getTime() + WEBHOOK_RETRY_WINDOW_MS;
    if (now >= deadline) {
      await manager.query(`UPDATE webhook_delivery SET state = 'failed', attempts = $2, finished_at = now() WHERE id = $1`, [head.id, attempt]);
    } else {
      // Exponential: base, 4 x base, 16 x base ... at most 12 hours, the last try at 24 hours.
      const delay = Math.min(this.deps.retryBaseMs * 4 ** (attempt - 1), this.deps.retryMaxMs ?? MAX_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS);
      await manager.query(`UPDATE webhook_delivery SET attempts = $2, next_attempt_at = $3 WHERE id = $1`, [head.id, attempt, new Date(Math.min(now + delay, deadline))]);
    }
    const [failing] = rowsOf(
      await manager.query(`UPDATE webhook_endpoint SET failing_since = COALESCE(failing_since, now()) WHERE id = $1 RETURNING failing_since AS "failingSince"`, [endpoint.id]),
    );
    if (now - new Date(failing.failingSince).getTime() >= DISABLE_AFTER_FAILING_MS) await this.disableFailing(manager, endpoint, new Date(failing.failingSince));
  }

  /** Three days of failures: the endpoint is disabled, its waiting events given up, and its owner e-mailed. */
  private async disableFailing(manager: EntityManager, endpoint: EndpointRow, since: Date): Promise<void> {
    const reason = `Every delivery failed for 3 days (since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
    const [disabled] = rowsOf(
      await manager.query(`UPDATE webhook_endpoint SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now() WHERE id = $1 AND enabled RETURNING id`, [
        endpoint.id,
        reason,
      ]),
    );
    if (!disabled) return;
    await this.giveUpPending(manager, Number(endpoint.id));
    const [owner] = await manager.query(`SELECT email, name FROM "user" WHERE id = $1`, [endpoint.ownerId]);
    if (owner) await this.deps.mail.send(endpointDisabledEmail({ to: owner.email, name: owner.name, url: endpoint.url, description: endpoint.description, since, siteUrl: this.deps.siteUrl }), manager);
  }

  private async giveUpPending(manager: EntityManager, endpointId: number): Promise<void> {
    await manager.query(`UPDATE webhook_delivery SET state = 'failed', finished_at = now() WHERE endpoint_id = $1 AND state = 'pending'`, [endpointId]);
  }

  /** Keeps one attempt in the delivery log (the partner's); why it could not connect goes to the server log only. */
  private async log(manager: EntityManager, endpointId: number, eventId: string, eventType: string, attempt: number, result: AttemptResult): Promise<WebhookDeliveryModel> {
    if (result.detail) this.deps.logger?.info({ endpointId, eventId, eventType, attempt, reason: result.detail }, 'Webhook attempt could not connect');
    const [row] = await manager.query(
      `INSERT INTO webhook_attempt (endpoint_id, event_id, event_type, attempt, succeeded, status_code, duration_ms, error, response_body)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ATTEMPT_COLUMNS.replaceAll('a.', '')}`,
      [endpointId, eventId, eventType, attempt, result.succeeded, result.statusCode, result.durationMs, result.error, scrub(result.responseBody)],
    );
    return row;
  }

  /** Events (with their deliveries and attempts) older than WEBHOOK_LOG_DAYS are removed: the log stays bounded. */
  async purge(): Promise<number> {
    const rows = rowsOf(await this.deps.db.query(`DELETE FROM webhook_event WHERE created_at < now() - interval '${WEBHOOK_LOG_DAYS} days' RETURNING id`));
    await this.deps.db.query(`DELETE FROM webhook_attempt WHERE created_at < now() - interval '${WEBHOOK_LOG_DAYS} days'`);
    return rows.length;
  }
}

/** TypeORM answers an UPDATE or DELETE ... RETURNING with [rows, affected count]; an INSERT or SELECT with the rows. */
function rowsOf(result: unknown): any[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0];
  return result as any[];
}

function parseEndpointId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new ValidationError({ id: 'Must be a webhook endpoint id' }, 'Invalid webhook endpoint id');
  return Number(text);
}

/** PostgreSQL text cannot hold NUL: a receiver's answer is kept without it. */
function scrub(text: string | null): string | null {
  return text === null ? null : text.replaceAll('\u0000', '');
}
