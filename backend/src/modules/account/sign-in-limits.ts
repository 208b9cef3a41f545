import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../shared/errors';

export interface SignInLimitSettings {
  /** Sign-in e-mails to one address from one client network (IPv4 /24, IPv6 /64) in 15 minutes. */
  perEmail: number;
  /** Sign-in e-mails requested by one client address (any recipients) in 15 minutes. */
  perAddress: number;
  /** Sign-in e-mails to one address per hour from all networks together, except those it signed in from. */
  perEmailHourly?: number;
}

export const TOO_MANY_SIGN_IN_REQUESTS = 'Too many sign-in requests. Please wait a few minutes and try again.';

/** Networks an address's owner signed in from stay known this long. */
const KNOWN_NETWORK_DAYS = 180;

/**
 * The client's network: its IPv4 /24 or IPv6 /64 (what one home, office or phone typically holds),
 * so an attacker cannot dodge a per-network count by hopping between neighbouring addresses.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return `${(address as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  return `${(address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}

/** Counter keys carry a digest of the address: fixed length, and no e-mail addresses in the counter table. */
const digest = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');

/**
 * How often sign-in e-mails go out, counted in PostgreSQL (rate-limiter-flexible) so every API process
 * agrees:
 * - per client address, across recipients (SIGN_IN_LIMIT_PER_ADDRESS in 15 minutes): one client
 *   cannot mail the whole user base;
 * - per recipient and client network (SIGN_IN_LIMIT_PER_EMAIL in 15 minutes): requests from other
 *   networks never spend the owner's own quota, so nobody elsewhere can lock them out;
 * - per recipient across all networks (SIGN_IN_LIMIT_PER_EMAIL_HOURLY in an hour): a flood from many
 *   networks still sends an inbox only about ten e-mails an hour. A network the owner has signed in
 *   from before (sign_in_network, kept when a link is opened) is not held to this ceiling, so such a
 *   flood does not lock them out at home either.
 * Every answer is the same whether or not the address has an account.
 */
export class SignInLimits {
  private readonly perClient: RateLimiterPostgres;
  private readonly perEmailNetwork: RateLimiterPostgres;
  private readonly perEmailHour: RateLimiterPostgres;

  constructor(
    private readonly pool: Pool,
    limits: SignInLimitSettings,
  ) {
    // The library names its statements (prepared once per connection); passing only text and values
    // keeps them unnamed, so the counters work behind a transaction-mode pooler (docs/scaling.md).
    const storeClient = { query: ({ text, values }: { text: string; values?: unknown[] }) => pool.query(text, values) };
    const common = { storeClient, storeType: 'pool', tableName: 'sign_in_rate_limit', tableCreated: true };
    this.perClient = new RateLimiterPostgres({ ...common, keyPrefix: 'ip', points: limits.perAddress, duration: 15 * 60 });
    this.perEmailNetwork = new RateLimiterPostgres({ ...common, keyPrefix: 'email-net', points: limits.perEmail, duration: 15 * 60 });
    this.perEmailHour = new RateLimiterPostgres({ ...common, keyPrefix: 'email-hour', points: limits.perEmailHourly ?? 10, duration: 60 * 60 });
  }

  /** Counts one sign-in e-mail to `email` requested from `ip`; over any limit, throws and nothing is sent. */
  async count(email: string, ip: string): Promise<void> {
    const network = clientNetwork(ip);
    const recipient = digest(email);
    try {
      await this.perClient.consume(ip);
      await this.perEmailNetwork.consume(`${recipient}:${network}`);
      if (!(await this.isKnownNetwork(email, network))) await this.perEmailHour.consume(recipient);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyRequestsError(TOO_MANY_SIGN_IN_REQUESTS);
      throw error;
    }
  }

  private async isKnownNetwork(email: string, network: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM sign_in_network n JOIN "user" u ON u.id = n.user_id
       WHERE u.email = lower($1) AND n.network = $2 AND n.last_seen_at > now() - make_interval(days => $3) LIMIT 1`,
      [email, network, KNOWN_NETWORK_DAYS],
    );
    return rows.length > 0;
  }
}

/** Remembers the network a session was started from (the owner opened a link there). */
export async function rememberSignInNetwork(pool: Pool, userId: string, ip: string | null | undefined): Promise<void> {
  if (!ip) return;
  await pool.query(
    `INSERT INTO sign_in_network (user_id, network, last_seen_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, network) DO UPDATE SET last_seen_at = now()`,
    [userId, clientNetwork(ip)],
  );
}
