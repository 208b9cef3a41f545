/**
 * `npm run operator:create -- name@example.com`: makes that address a marketplace operator
 * (creating the account if needed). Works against DATABASE_URL, or the embedded PostgreSQL
 * whether or not the product is running.
 */
import { Client, Pool } from 'pg';
import { createAuth } from '../auth/auth';
import { authSecretFor } from '../auth/server-secret';
import { isConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { backupFolders } from '../db/wal-archive';

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error('Usage: npm run operator:create -- name@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    url = embeddedUrl(config.embeddedPgPort);
    if (!(await reachable(url))) {
      console.log(`Starting the embedded PostgreSQL (data in ${config.embeddedPgDir}) ...`);
      embedded = await startEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort, { walArchiveDir: backupFolders(config.backupDir).wal });
    }
  }
  const db = await openDatabase({ url, poolSize: 2 });
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    const auth = createAuth({
      pool,
      siteUrl: config.siteUrl,
      secret: await authSecretFor(config.authSecret, db),
      production: config.production,
      sendSignInLink: async () => {},
      onSignedIn: async () => {},
    });
    const context = await auth.$context;
    const existing = await context.internalAdapter.findUserByEmail(email);
    if (existing) {
      await context.internalAdapter.updateUser(existing.user.id, { role: 'operator' });
      console.log(`${email} is now an operator (the account existed as ${String((existing.user as { role?: string }).role ?? 'homeowner')}).`);
    } else {
      await context.internalAdapter.createUser({ email, name: email.split('@')[0], emailVerified: false, role: 'operator' }, { method: 'admin' });
      console.log(`Operator account created for ${email}.`);
    }
    console.log(
      `Sign in at ${config.siteUrl}/sign-in with that address; the link arrives by e-mail` +
        (config.smtpUrl ? '.' : config.mailDisabled ? ' (MAIL_DISABLED=true: no e-mail is sent, so set SMTP_URL first).' : ` (no SMTP_URL is set: open ${config.siteUrl}/dev/mailbox on this machine).`),
    );
  } finally {
    await pool.end();
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(isConfigError(error) ? `Configuration error: ${(error as Error).message}` : `Could not create the operator: ${(error as Error).message}`);
  console.error('Check DATABASE_URL (or unset it to use the embedded PostgreSQL).');
  process.exit(1);
});
