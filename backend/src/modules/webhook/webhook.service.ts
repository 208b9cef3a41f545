import type PgBoss from 'pg-boss';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource, EntityManager } from 'typeorm';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT } from '@marketplace/shared';
import type { Logger } from '../../logger';
import { isOperator, type Actor } from '../../policy/actor';
import { assertOperator, assertPartner } from '../../policy/account';
import { sharedLimiter } from '../../rest/shared-limiter';
import { NotFoundError, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../shared/errors';
import { newEventId, newSecret } from './webhook-events';
import { cleanEndpointInput, parseEndpointId, type EndpointInput } from './webhook-input';
import { wakeEndpoint } from './webhook-outbox';
import {
  ATTEMPT_COLUMNS,
  ENDPOINT_COLUMNS,
  giveUpPending,
  logAttempt,
  rowsOf,
  signingSecrets,
  withoutSecrets,
  type EndpointRow,
  type WebhookDeliveryModel,
  type WebhookDeliveryPage,
  type WebhookEndpointModel,
} from './webhook-rows';
import { WebhookSecretKeyError, type WebhookSecretBox } from './webhook-secret-box';
import { WebhookSender, type SigningSecrets } from './webhook-sender';

/** After a rotation the previous secret signs too, for this long. */
export const PREVIOUS_SECRET_HOURS = 24;
export const MAX_DELIVERY_PAGE = 100;
/**
 * "Send test event" reaches any address a partner types, at once: at most this many an hour per
 * endpoint, and per partner (endpoints can be deleted and added again), counted in PostgreSQL.
 */
export const TEST_SENDS_PER_ENDPOINT_HOUR = 10;
export const TEST_SENDS_PER_PARTNER_HOUR = 30;

export function tooManyTestSends(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Test events are limited to ${TEST_SENDS_PER_ENDPOINT_HOUR} an hour per endpoint (${TEST_SENDS_PER_PARTNER_HOUR} per partner account). Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const encodeCursor = (id: string) => Buffer.from(`webhook-delivery:${id}`).toString('base64url');
function decodeCursor(cursor: string): string {
  const match = /^webhook-delivery:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ValidationError({ after: 'This cursor is not one of ours: start again from the first page' });
  return match[1];
}
export { encodeCursor as encodeDeliveryCursor };

/**
 * Partners' webhook console: the endpoints a partner keeps (operators read and manage them per
 * partner), their secrets, test events and delivery log. The events themselves are stored by
 * webhook-outbox.ts and sent by webhook-delivery.ts.
 */
export class WebhookService {
  private readonly sender: WebhookSender;
  private readonly testsPerEndpoint: RateLimiterPostgres;
  private readonly testsPerPartner: RateLimiterPostgres;

  constructor(
    private readonly deps: {
      db: DataSource;
      jobs: PgBoss;
      production: boolean;
      /** WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS; refused in production. */
      allowLoopback: boolean;
      /** Encrypts signing secrets at rest and decrypts them to sign (WEBHOOK_SECRET_KEY). */
      secretBox: WebhookSecretBox;
      /** Why test events could not connect, and secrets that cannot be decrypted: for operators, never partners. */
      logger?: Logger;
    },
  ) {
    this.sender = new WebhookSender({ allowLoopback: deps.allowLoopback, production: deps.production });
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
    const input = cleanEndpointInput(data, { creating: true, production: this.deps.production });
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
    const input = cleanEndpointInput(data, { creating: false, production: this.deps.production });
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
      if (disabling) await giveUpPending(manager, Number(row.id));
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
      secrets = signingSecrets(this.deps.secretBox, row);
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
      const logged = await logAttempt(manager, this.deps.logger, { endpointId: Number(row.id), eventId, eventType: WEBHOOK_TEST_EVENT, attempt: 1 }, result);
      if (result.succeeded && row.enabled) {
        await manager.query(`UPDATE webhook_endpoint SET failing_since = NULL WHERE id = $1`, [row.id]);
        const [waiting] = rowsOf(
          await manager.query(`UPDATE webhook_delivery SET next_attempt_at = now() WHERE endpoint_id = $1 AND state = 'pending' RETURNING id`, [row.id]),
        );
        if (waiting) await wakeEndpoint(this.deps.jobs, Number(row.id), manager);
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
}
