import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner webhooks (docs/api.md, "Webhooks"): a partner's endpoints with their signing secrets, each event
 * stored once under the id receivers de-duplicate on, one delivery per endpoint and event (retried in
 * event order until delivered or 24 hours old), and the log of every attempt, purged after 30 days.
 */
export class Webhooks1765900000000 implements MigrationInterface {
  name = 'Webhooks1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE webhook_endpoint (
      id serial PRIMARY KEY,
      owner_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
      url text NOT NULL,
      description text NOT NULL DEFAULT '',
      events text[] NOT NULL,
      trade_ids integer[] NOT NULL DEFAULT '{}',
      cities text[] NOT NULL DEFAULT '{}',
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text,
      disabled_at timestamptz,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_expires_at timestamptz,
      failing_since timestamptz,
      lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "idx_webhook_endpoint_owner" ON webhook_endpoint (owner_id, id)`);
    await q.query(`CREATE TABLE webhook_event (
      id text PRIMARY KEY,
      type text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "idx_webhook_event_created" ON webhook_event (created_at)`);
    await q.query(`CREATE TABLE webhook_delivery (
      id bigserial PRIMARY KEY,
      endpoint_id integer NOT NULL REFERENCES webhook_endpoint(id) ON DELETE CASCADE,
      event_id text NOT NULL REFERENCES webhook_event(id) ON DELETE CASCADE,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      UNIQUE (endpoint_id, event_id)
    )`);
    await q.query(`CREATE INDEX "idx_webhook_delivery_pending" ON webhook_delivery (endpoint_id, id) WHERE state = 'pending'`);
    await q.query(`CREATE TABLE webhook_attempt (
      id bigserial PRIMARY KEY,
      endpoint_id integer NOT NULL REFERENCES webhook_endpoint(id) ON DELETE CASCADE,
      event_id text NOT NULL REFERENCES webhook_event(id) ON DELETE CASCADE,
      event_type text NOT NULL,
      attempt integer NOT NULL,
      succeeded boolean NOT NULL,
      status_code integer,
      duration_ms integer NOT NULL,
      error text,
      response_body text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "idx_webhook_attempt_endpoint" ON webhook_attempt (endpoint_id, id DESC)`);
    await q.query(`CREATE INDEX "idx_webhook_attempt_created" ON webhook_attempt (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS webhook_attempt`);
    await q.query(`DROP TABLE IF EXISTS webhook_delivery`);
    await q.query(`DROP TABLE IF EXISTS webhook_event`);
    await q.query(`DROP TABLE IF EXISTS webhook_endpoint`);
  }
}
