import type { EntityManager } from 'typeorm';
import type { Logger } from '../../logger';
import type { WebhookSecretBox } from './webhook-secret-box';
import type { AttemptResult, SigningSecrets } from './webhook-sender';

/**
 * The webhook tables as the console (webhook.service.ts), the outbox and the delivery worker read and
 * write them: the shapes they answer, the columns they select, and the writes more than one of them makes.
 */

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
export interface EndpointRow extends WebhookEndpointModel {
  secret: string;
  previousSecret: string | null;
}

export const ENDPOINT_COLUMNS = `e.id::text AS id, e.owner_id AS "ownerId", e.url, e.description, e.events, e.trade_ids AS "tradeIds", e.cities, e.enabled,
  e.disabled_reason AS "disabledReason", e.disabled_at AS "disabledAt", e.failing_since AS "failingSince",
  CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret_expires_at END AS "previousSecretExpiresAt",
  e.created_at AS "createdAt", e.updated_at AS "updatedAt", e.secret,
  CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END AS "previousSecret"`;

export const ATTEMPT_COLUMNS = `a.id::text AS id, a.event_id AS "eventId", a.event_type AS "eventType", a.attempt, a.succeeded, a.status_code AS "statusCode",
  a.duration_ms AS "durationMs", a.error, a.response_body AS "responseBody", a.created_at AS "createdAt"`;

export function withoutSecrets(row: EndpointRow): WebhookEndpointModel {
  const { secret: _secret, previousSecret: _previous, ...model } = row;
  return { ...model, tradeIds: model.tradeIds.map(Number) };
}

/** The secrets an endpoint signs with, decrypted; throws WebhookSecretKeyError when a key is missing. */
export function signingSecrets(box: WebhookSecretBox, row: EndpointRow): SigningSecrets {
  return { secret: box.open(row.secret), previousSecret: row.previousSecret ? box.open(row.previousSecret) : null };
}

/** Keeps one attempt in the delivery log (the partner's); why it could not connect goes to the server log only. */
export async function logAttempt(
  manager: EntityManager,
  logger: Logger | undefined,
  attempt: { endpointId: number; eventId: string; eventType: string; attempt: number },
  result: AttemptResult,
): Promise<WebhookDeliveryModel> {
  if (result.detail) logger?.info({ ...attempt, reason: result.detail }, 'Webhook attempt could not connect');
  const [row] = await manager.query(
    `INSERT INTO webhook_attempt (endpoint_id, event_id, event_type, attempt, succeeded, status_code, duration_ms, error, response_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ATTEMPT_COLUMNS.replaceAll('a.', '')}`,
    [attempt.endpointId, attempt.eventId, attempt.eventType, attempt.attempt, result.succeeded, result.statusCode, result.durationMs, result.error, scrub(result.responseBody)],
  );
  return row;
}

/** An endpoint's waiting events are given up (it was disabled): enabling it again starts from new events. */
export async function giveUpPending(manager: EntityManager, endpointId: number): Promise<void> {
  await manager.query(`UPDATE webhook_delivery SET state = 'failed', finished_at = now() WHERE endpoint_id = $1 AND state = 'pending'`, [endpointId]);
}

/** TypeORM answers an UPDATE or DELETE ... RETURNING with [rows, affected count]; an INSERT or SELECT with the rows. */
export function rowsOf(result: unknown): any[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0];
  return result as any[];
}

/** PostgreSQL text cannot hold NUL: a receiver's answer is kept without it. */
function scrub(text: string | null): string | null {
  return text === null ? null : text.replaceAll('\u0000', '');
}
