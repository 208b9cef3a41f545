import type { MigrationInterface, QueryRunner } from 'typeorm';
import { webhookSecretKeys } from '../../config';
import { webhookSecretBoxFor } from '../../modules/webhook/webhook-secret-box';
import { WEBHOOK_ERRORS } from '../../modules/webhook/webhook-sender';

/**
 * Webhooks, two leaks closed (issue 38, items 5 and 8):
 * - The delivery log said why a connection was not made ("Refused: ... 10.1.2.3", "getaddrinfo
 *   ENOTFOUND billing.internal"), which let a partner map our internal network. Such reasons already
 *   logged become the one general reason the log gives now (WEBHOOK_ERRORS.unreachable); receivers'
 *   statuses, timeouts and the address checks of the partner's own URL stay as they were.
 * - Signing secrets were stored in plain text. Each one (and each previous one) is encrypted with
 *   AES-256-GCM under WEBHOOK_SECRET_KEY, or outside production without it, under the random key kept
 *   in server_secret (webhook-secret-box.ts), which the server then uses too. A check constraint keeps
 *   plain text out of the columns from now on.
 */
export class WebhookSecretsAtRest1766274380000 implements MigrationInterface {
  name = 'WebhookSecretsAtRest1766274380000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE webhook_attempt SET error = $1 WHERE status_code IS NULL AND error IS NOT NULL AND error <> ALL($2::text[])`, [
      WEBHOOK_ERRORS.unreachable,
      Object.values(WEBHOOK_ERRORS),
    ]);
    const rows: { id: number; secret: string; previousSecret: string | null }[] = await q.query(
      `SELECT id, secret, previous_secret AS "previousSecret" FROM webhook_endpoint
       WHERE secret NOT LIKE 'enc1:%' OR previous_secret NOT LIKE 'enc1:%' ORDER BY id`,
    );
    if (rows.length > 0) {
      // The key the server will use: the environment's (production requires it), or the one kept in the database.
      const box = await webhookSecretBoxFor(webhookSecretKeys(process.env.NODE_ENV === 'production'), q);
      const seal = (value: string | null) => (value === null || value.startsWith('enc1:') ? value : box.seal(value));
      for (const row of rows) {
        await q.query(`UPDATE webhook_endpoint SET secret = $2, previous_secret = $3 WHERE id = $1`, [row.id, seal(row.secret), seal(row.previousSecret)]);
      }
    }
    await q.query(
      `ALTER TABLE webhook_endpoint ADD CONSTRAINT "chk_webhook_endpoint_secrets_encrypted"
       CHECK (secret LIKE 'enc1:%' AND (previous_secret IS NULL OR previous_secret LIKE 'enc1:%'))`,
    );
  }

  /** Back to plain text (the delivery log's reasons stay general: what they said is gone). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_endpoint DROP CONSTRAINT IF EXISTS "chk_webhook_endpoint_secrets_encrypted"`);
    const rows: { id: number; secret: string; previousSecret: string | null }[] = await q.query(`SELECT id, secret, previous_secret AS "previousSecret" FROM webhook_endpoint ORDER BY id`);
    if (rows.length === 0) return;
    const box = await webhookSecretBoxFor(webhookSecretKeys(process.env.NODE_ENV === 'production'), q);
    for (const row of rows) {
      await q.query(`UPDATE webhook_endpoint SET secret = $2, previous_secret = $3 WHERE id = $1`, [row.id, box.open(row.secret), row.previousSecret && box.open(row.previousSecret)]);
    }
  }
}
