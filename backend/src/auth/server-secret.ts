import { randomBytes } from 'node:crypto';

/** What can run a query: a DataSource, an EntityManager or a migration's QueryRunner. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

/**
 * A secret the server makes for itself outside production: 256 random bits (base64url) made by the
 * first process to need it on a database and kept there (table server_secret, one row per `name`),
 * so every replica uses the same one and a restart keeps it. Never a constant in the source.
 */
export async function storedSecret(db: Queryable, name: string): Promise<string> {
  // Two processes starting at once: the first insert wins, both read the winner.
  await db.query(`INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, randomBytes(32).toString('base64url')]);
  const [row] = (await db.query(`SELECT value FROM server_secret WHERE name = $1`, [name])) as { value: string }[];
  return row.value;
}

/**
 * The secret that signs sessions, sign-in links and unsubscribe links when BETTER_AUTH_SECRET is
 * unset (outside production only), so nobody can forge a token from a secret written in the source.
 */
export async function storedAuthSecret(db: Queryable): Promise<string> {
  return storedSecret(db, 'auth');
}

/** BETTER_AUTH_SECRET when set, else the one kept in the database. */
export async function authSecretFor(configured: string | undefined, db: Queryable): Promise<string> {
  return configured ?? storedAuthSecret(db);
}
