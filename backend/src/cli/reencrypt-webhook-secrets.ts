/**
 * `npm run webhooks:reencrypt-secrets -w backend` (built: `node backend/dist/cli/reencrypt-webhook-secrets.js`):
 * the last step of rotating WEBHOOK_SECRET_KEY (docs/security.md, "Rotating the webhook secrets key").
 * With the new key in WEBHOOK_SECRET_KEY and the old one in WEBHOOK_SECRET_KEY_PREVIOUS, on every API
 * process already, it decrypts each partner's signing secret still under the old key and encrypts it
 * under the new one, in one transaction. Then WEBHOOK_SECRET_KEY_PREVIOUS can be unset. Running it
 * again changes nothing; a secret no configured key opens changes nothing and is named.
 */
import { Client } from 'pg';
import { isConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { embeddedUrl, startEmbeddedPostgres } from '../db/embedded';
import { reencryptWebhookSecrets, webhookSecretBoxFor, WebhookSecretKeyError, WEBHOOK_PREVIOUS_KEY_ENV } from '../modules/webhook/webhook-secret-box';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let url = config.databaseUrl;
  if (!url) {
    // The embedded PostgreSQL of `npm start`: used as it is when the server runs, started otherwise.
    url = embeddedUrl(config.embeddedPgPort);
    const probe = new Client({ connectionString: url });
    const running = await probe.connect().then(() => true, () => false);
    await probe.end().catch(() => {});
    if (!running) {
      console.log(`Starting the embedded PostgreSQL (data in ${config.embeddedPgDir}) ...`);
      embedded = await startEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort);
    }
  }
  const db = await openDatabase({ url, poolSize: 2 });
  try {
    const box = await webhookSecretBoxFor(config, db);
    const { reencrypted, endpoints } = await reencryptWebhookSecrets(db, box);
    console.log(`Done: ${reencrypted} of ${endpoints} endpoints' secrets re-encrypted under key ${box.currentKeyId}.`);
    if (box.previousKeyId) console.log(`Every secret is under the current key: ${WEBHOOK_PREVIOUS_KEY_ENV} (key ${box.previousKeyId}) can now be unset on every API process.`);
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(isConfigError(error) || error instanceof WebhookSecretKeyError ? `${isConfigError(error) ? 'Configuration error' : 'Nothing changed'}: ${(error as Error).message}` : error);
    process.exit(1);
  });
}
