/**
 * `npm run webhooks:reencrypt-secrets -w backend` (built: `node backend/dist/cli/reencrypt-webhook-secrets.js`):
 * the last step of rotating WEBHOOK_SECRET_KEY (docs/security.md, "Rotating the webhook secrets key").
 * With the new key in WEBHOOK_SECRET_KEY and the old one in WEBHOOK_SECRET_KEY_PREVIOUS, on every API
 * process already, it decrypts each partner's signing secret still under the old key and encrypts it
 * under the new one, in one transaction. Then WEBHOOK_SECRET_KEY_PREVIOUS can be unset. Running it
 * again changes nothing; a secret no configured key opens changes nothing and is named.
 */
import { isConfigError, loadConfig } from '../config';
import { openCliDatabase } from './cli-database';
import { reencryptWebhookSecrets, webhookSecretBoxFor, WebhookSecretKeyError, WEBHOOK_PREVIOUS_KEY_ENV } from '../modules/webhook/webhook-secret-box';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, close } = await openCliDatabase(config);
  try {
    const box = await webhookSecretBoxFor(config, db);
    const { reencrypted, endpoints } = await reencryptWebhookSecrets(db, box);
    console.log(`Done: ${reencrypted} of ${endpoints} endpoints' secrets re-encrypted under key ${box.currentKeyId}.`);
    if (box.previousKeyId) console.log(`Every secret is under the current key: ${WEBHOOK_PREVIOUS_KEY_ENV} (key ${box.previousKeyId}) can now be unset on every API process.`);
  } finally {
    await close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(isConfigError(error) || error instanceof WebhookSecretKeyError ? `${isConfigError(error) ? 'Configuration error' : 'Nothing changed'}: ${(error as Error).message}` : error);
    process.exit(1);
  });
}
