import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { storedSecret, type Queryable } from '../../auth/server-secret';

/**
 * Partners' webhook signing secrets at rest: AES-256-GCM (Node's built-in crypto) under a 256-bit key
 * from the environment (WEBHOOK_SECRET_KEY), or outside production without it, a random key made once
 * and kept in the database (server_secret 'webhook-secret-key'), shared by every replica like the
 * session secret. The server must read a secret back to sign with it, so it is encrypted, not hashed.
 *
 * Stored form: `enc1:<key id>:<iv>:<ciphertext>:<tag>` (base64url parts; a fresh 96-bit IV for each
 * value; the key id is the first 8 hex digits of a SHA-256 of the key, naming which key sealed it).
 * WEBHOOK_SECRET_KEY_PREVIOUS opens values sealed under the key before a rotation; new values are
 * always sealed under the current key, and `npm run webhooks:reencrypt-secrets -w backend` re-seals
 * the old ones (docs/security.md, "Rotating the webhook secrets key").
 */

export const WEBHOOK_KEY_ENV = 'WEBHOOK_SECRET_KEY';
export const WEBHOOK_PREVIOUS_KEY_ENV = 'WEBHOOK_SECRET_KEY_PREVIOUS';
/** The server_secret row that holds the key when WEBHOOK_SECRET_KEY is unset (outside production). */
export const STORED_WEBHOOK_KEY = 'webhook-secret-key';
export const SEALED_PREFIX = 'enc1';
/** Binds each value to its use: a ciphertext made by this key for anything else does not open as a signing secret. */
const AAD = Buffer.from('gta-home-pros:webhook-signing-secret:enc1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored secret that cannot be opened: wrong or missing key, altered or not encrypted. The message says which and what to do. */
export class WebhookSecretKeyError extends Error {
  override name = 'WebhookSecretKeyError';
}

/** The 32 bytes of a key given as base64 or base64url (`openssl rand -base64 32`), or null when it is not one. */
export function decodeWebhookKey(raw: string): Buffer | null {
  const text = raw.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const key = Buffer.from(text.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return key.length === 32 ? key : null;
}

/** Names a key without revealing it: the first 8 hex digits of a SHA-256 of it. */
export function webhookKeyId(key: Buffer): string {
  return createHash('sha256').update('gta-home-pros:webhook-secret-key-id:').update(key).digest('hex').slice(0, 8);
}

export class WebhookSecretBox {
  readonly currentKeyId: string;
  readonly previousKeyId: string | null;
  private readonly keys = new Map<string, Buffer>();

  /** `currentSource` says where the current key came from, for error messages (never the key itself). */
  constructor(
    private readonly current: Buffer,
    previous: Buffer | null = null,
    private readonly currentSource = WEBHOOK_KEY_ENV,
  ) {
    if (current.length !== 32 || (previous && previous.length !== 32)) throw new Error('A webhook secrets key is 32 bytes');
    this.currentKeyId = webhookKeyId(current);
    this.previousKeyId = previous ? webhookKeyId(previous) : null;
    if (previous) this.keys.set(this.previousKeyId as string, previous);
    this.keys.set(this.currentKeyId, current);
  }

  /** Encrypts a secret under the current key. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(AAD);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [SEALED_PREFIX, this.currentKeyId, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
  }

  /** Decrypts a stored secret with the key that sealed it (current or previous); throws WebhookSecretKeyError saying why it cannot. */
  open(sealed: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 5 || parts[0] !== SEALED_PREFIX) {
      throw new WebhookSecretKeyError('A stored webhook signing secret is not in its encrypted form (enc1:...): it was written by hand or by older code. Rotate that endpoint\'s secret.');
    }
    const [, keyId, iv, ciphertext, tag] = parts;
    const key = this.keys.get(keyId);
    if (!key) {
      throw new WebhookSecretKeyError(
        `A webhook signing secret is encrypted with key ${keyId}, which is neither the current key (${this.currentKeyId}, ${this.currentSource}) ` +
          `nor ${WEBHOOK_PREVIOUS_KEY_ENV} (${this.previousKeyId ?? 'unset'}). Set ${WEBHOOK_PREVIOUS_KEY_ENV} to the key it was encrypted with, ` +
          `then run \`npm run webhooks:reencrypt-secrets -w backend\` (docs/security.md, "Rotating the webhook secrets key").`,
      );
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(AAD);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new WebhookSecretKeyError(`A webhook signing secret under key ${keyId} fails its integrity check: it was altered in the database. Rotate that endpoint's secret.`);
    }
  }

  /** The id of the key a stored value was sealed with, or null when it is not sealed. */
  keyIdOf(sealed: string): string | null {
    const parts = sealed.split(':');
    return parts.length === 5 && parts[0] === SEALED_PREFIX ? parts[1] : null;
  }

  /** Whether this box holds the key with this id (current or previous). */
  holds(keyId: string): boolean {
    return this.keys.has(keyId);
  }
}

/**
 * The rotation's last step (`npm run webhooks:reencrypt-secrets -w backend`): every stored secret not
 * under the current key is decrypted (with WEBHOOK_SECRET_KEY_PREVIOUS) and sealed again under the
 * current one; previous secrets past their 24 hours are dropped instead. One transaction with the
 * rows locked, so a rotation or a new endpoint meanwhile waits, and a secret no key opens changes
 * nothing (the error names its key). Running it again changes nothing.
 */
export async function reencryptWebhookSecrets(db: DataSource, box: WebhookSecretBox): Promise<{ reencrypted: number; endpoints: number }> {
  return db.transaction(async (manager) => {
    const rows: { id: number; secret: string; previousSecret: string | null; previousLive: boolean }[] = await manager.query(
      `SELECT id, secret, previous_secret AS "previousSecret", COALESCE(previous_secret_expires_at > now(), false) AS "previousLive"
       FROM webhook_endpoint ORDER BY id FOR UPDATE`,
    );
    let reencrypted = 0;
    for (const row of rows) {
      const previous = row.previousLive ? row.previousSecret : null;
      const stale = (value: string | null) => value !== null && box.keyIdOf(value) !== box.currentKeyId;
      if (!stale(row.secret) && !stale(previous) && previous === row.previousSecret) continue;
      const reseal = (value: string | null) => (value === null ? null : stale(value) ? box.seal(box.open(value)) : value);
      await manager.query(`UPDATE webhook_endpoint SET secret = $2, previous_secret = $3 WHERE id = $1`, [row.id, reseal(row.secret), reseal(previous)]);
      reencrypted += 1;
    }
    return { reencrypted, endpoints: rows.length };
  });
}

/** Stored secrets still in use, counted by the key that sealed them and whether the box holds it: checked at start. */
export async function webhookSecretsByKey(db: Queryable, box: WebhookSecretBox): Promise<{ keyId: string; count: number; held: boolean }[]> {
  const rows: { keyId: string; count: number }[] = await db.query(
    `SELECT split_part(value, ':', 2) AS "keyId", count(*)::int AS count FROM (
       SELECT secret AS value FROM webhook_endpoint
       UNION ALL SELECT previous_secret FROM webhook_endpoint WHERE previous_secret IS NOT NULL AND previous_secret_expires_at > now()
     ) stored GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({ ...row, held: box.holds(row.keyId) }));
}

/**
 * The box for the configured keys: WEBHOOK_SECRET_KEY (and WEBHOOK_SECRET_KEY_PREVIOUS), or when the
 * first is unset (outside production only; config.ts refuses production without it), the random key
 * kept in the database, made by the first process that needs it.
 */
export async function webhookSecretBoxFor(
  keys: { webhookSecretKey: string | undefined; webhookSecretKeyPrevious: string | undefined },
  db: Queryable,
): Promise<WebhookSecretBox> {
  const decode = (name: string, raw: string) => {
    const key = decodeWebhookKey(raw);
    if (!key) throw new WebhookSecretKeyError(`${name} must be 32 random bytes in base64 (e.g. \`openssl rand -base64 32\`)`);
    return key;
  };
  const previous = keys.webhookSecretKeyPrevious ? decode(WEBHOOK_PREVIOUS_KEY_ENV, keys.webhookSecretKeyPrevious) : null;
  if (keys.webhookSecretKey) return new WebhookSecretBox(decode(WEBHOOK_KEY_ENV, keys.webhookSecretKey), previous);
  const stored = await storedSecret(db, STORED_WEBHOOK_KEY);
  return new WebhookSecretBox(decode(`server_secret '${STORED_WEBHOOK_KEY}'`, stored), previous, `kept in the database as server_secret '${STORED_WEBHOOK_KEY}', ${WEBHOOK_KEY_ENV} being unset`);
}
