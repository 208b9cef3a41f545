import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { endpointDisabledEmail } from './webhook-emails';
import { wakeEndpoint } from './webhook-outbox';
import { ENDPOINT_COLUMNS, giveUpPending, logAttempt, rowsOf, signingSecrets, type EndpointRow } from './webhook-rows';
import { WebhookSecretKeyError, type WebhookSecretBox } from './webhook-secret-box';
import { WebhookSender, type AttemptResult, type SigningSecrets } from './webhook-sender';

/** An event is retried until it is this old, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest wait between two attempts of one event. */
const MAX_RETRY_DELAY_MS = 12 * 60 * 60 * 1000;
/** An endpoint whose every attempt failed for this long is disabled, and its owner told. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * 60 * 1000;
/** Attempts are kept (the delivery log) this long. */
export const WEBHOOK_LOG_DAYS = 30;
/** One worker holds an endpoint this long at most per run (attempts are 5 s at most each). */
const LEASE_SECONDS = 60;
const RUN_BUDGET_MS = 40_000;
/** When a stored secret cannot be decrypted (a key missing from the configuration), the endpoint's deliveries wait this long before the next try. */
const KEY_PROBLEM_RETRY_MS = 5 * 60 * 1000;

/**
 * The signed, ordered delivery of the events webhook-outbox.ts stores, at least once each. Each
 * endpoint gets its events one at a time in the order they happened: while one is being retried,
 * later ones wait behind it, until it is delivered or 24 hours old (then given up, and the next one
 * goes). An endpoint failing for 3 days is disabled; the delivery log is purged after 30.
 */
export class WebhookDelivery {
  private readonly sender: WebhookSender;

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
      /** Decrypts signing secrets to sign (WEBHOOK_SECRET_KEY). */
      secretBox: WebhookSecretBox;
      /** Why attempts could not connect, and secrets that cannot be decrypted: for operators, never partners. */
      logger?: Logger;
    },
  ) {
    this.sender = new WebhookSender({ allowLoopback: deps.allowLoopback, production: deps.production });
  }

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
          secrets = signingSecrets(this.deps.secretBox, endpoint);
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
        await wakeEndpoint(this.deps.jobs, endpointId, undefined, at > Date.now() ? new Date(at) : undefined);
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
    await logAttempt(manager, this.deps.logger, { endpointId: Number(endpoint.id), eventId: head.eventId, eventType: head.type, attempt }, result);
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
    await giveUpPending(manager, Number(endpoint.id));
    const [owner] = await manager.query(`SELECT email, name FROM "user" WHERE id = $1`, [endpoint.ownerId]);
    if (owner) await this.deps.mail.send(endpointDisabledEmail({ to: owner.email, name: owner.name, url: endpoint.url, description: endpoint.description, since, siteUrl: this.deps.siteUrl }), manager);
  }

  /** Events (with their deliveries and attempts) older than WEBHOOK_LOG_DAYS are removed: the log stays bounded. */
  async purge(): Promise<number> {
    const rows = rowsOf(await this.deps.db.query(`DELETE FROM webhook_event WHERE created_at < now() - interval '${WEBHOOK_LOG_DAYS} days' RETURNING id`));
    await this.deps.db.query(`DELETE FROM webhook_attempt WHERE created_at < now() - interval '${WEBHOOK_LOG_DAYS} days'`);
    return rows.length;
  }
}
