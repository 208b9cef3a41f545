import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The secret that signs sessions, sign-in links and unsubscribe links when BETTER_AUTH_SECRET is
 * unset (outside production only): 256 random bits made by the first process to start on a database
 * and kept there (table server_secret), so every replica signs and checks with the same one and a
 * restart keeps people signed in. Never a constant in the source: nobody can forge a token from it.
 */
export async function storedAuthSecret(db: DataSource): Promise<string> {
  // Two processes starting at once: the first insert wins, both read the winner.
  await db.query(`INSERT INTO server_secret (name, value) VALUES ('auth', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('base64url')]);
  const [row] = (await db.query(`SELECT value FROM server_secret WHERE name = 'auth'`)) as { value: string }[];
  return row.value;
}

/** BETTER_AUTH_SECRET when set, else the one kept in the database. */
export async function authSecretFor(configured: string | undefined, db: DataSource): Promise<string> {
  return configured ?? storedAuthSecret(db);
}
