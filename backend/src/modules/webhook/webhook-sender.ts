import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { Webhook } from 'standardwebhooks';

/** A delivery attempt gives up after this long, connection and response included. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** At most this much of a receiver's answer is read, and kept in the delivery log. */
export const WEBHOOK_BODY_LIMIT = 1024;

export interface SigningSecrets {
  secret: string;
  /** The secret before the last rotation, while it still signs (24 hours). */
  previousSecret: string | null;
}

/**
 * What the delivery log (which the partner reads) says of an attempt that got no HTTP answer. It never
 * says why a connection was not made: "refused, private address 10.1.2.3", "name not found" and
 * "connection refused" would let a partner map our internal network through "Send test event".
 * The partner's own server's answers (status, redirect, body) and a timeout reveal nothing inside.
 */
export const WEBHOOK_ERRORS = {
  unreachable: "The endpoint's address is not allowed or could not be reached",
  timeout: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`,
  invalidUrl: 'The endpoint address is not a valid URL',
  scheme: 'Only http and https addresses are called',
} as const;

export interface AttemptResult {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  /** Why it failed, as the delivery log keeps and shows it (WEBHOOK_ERRORS or the receiver's status). */
  error: string | null;
  /**
   * Why it failed in full (the address filter's message, the DNS or socket error), for the server log
   * only: it can name internal host names and addresses, so it is never stored or shown.
   */
  detail: string | null;
  /** The first WEBHOOK_BODY_LIMIT bytes of the answer, as text. */
  responseBody: string | null;
}

/**
 * The `webhook-signature` header: one `v1,<base64>` per secret in force, space-separated, as the
 * Standard Webhooks spec allows during a rotation (receivers accept any one that verifies).
 */
export function signatureHeader(secrets: SigningSecrets, id: string, timestamp: Date, body: string): string {
  return [secrets.secret, secrets.previousSecret]
    .filter((secret): secret is string => Boolean(secret))
    .map((secret) => new Webhook(secret).sign(id, timestamp, body))
    .join(' ');
}

/**
 * Posts signed events to partners' endpoints without letting them reach inside our network: every
 * address a host name resolves to is checked when the socket connects (request-filtering-agent),
 * so a DNS answer that changes between a check and the connection (rebinding) is caught too.
 * Private, loopback, link-local (169.254.169.254, the cloud metadata service) and unspecified
 * addresses are refused; loopback only passes with WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS. Redirects are
 * never followed: a 3xx answer is a failed attempt.
 */
export class WebhookSender {
  private readonly httpAgent: RequestFilteringHttpAgent;
  private readonly httpsAgent: RequestFilteringHttpsAgent;

  /** `allowLoopback`: WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS, refused in production. */
  constructor(options: { allowLoopback: boolean; production: boolean }) {
    if (options.production && options.allowLoopback) throw new Error('WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS is for tests only and is refused in production.');
    const allowIPAddressList = options.allowLoopback ? ['127.0.0.0/8', '::1'] : [];
    this.httpAgent = new RequestFilteringHttpAgent({ allowIPAddressList, keepAlive: false });
    this.httpsAgent = new RequestFilteringHttpsAgent({ allowIPAddressList, keepAlive: false });
  }

  async post(url: string, secrets: SigningSecrets, event: { id: string; body: string }, now = new Date()): Promise<AttemptResult> {
    const started = Date.now();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'GTA-Home-Pros-Webhooks/1.0',
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signatureHeader(secrets, event.id, now, event.body),
    };
    const done = (result: Omit<AttemptResult, 'durationMs' | 'detail'> & { detail?: string }): AttemptResult => ({ detail: null, ...result, durationMs: Date.now() - started });
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return done({ succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.invalidUrl, responseBody: null });
    }
    const secure = target.protocol === 'https:';
    if (!secure && target.protocol !== 'http:') return done({ succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.scheme, responseBody: null });
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (result: Parameters<typeof done>[0]) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(result));
      };
      const request = (secure ? https : http).request(
        target,
        { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(event.body) }, agent: secure ? this.httpsAgent : this.httpAgent },
        (response) => {
          const statusCode = response.statusCode ?? null;
          const chunks: Buffer[] = [];
          let size = 0;
          const complete = () => {
            const responseBody = Buffer.concat(chunks).subarray(0, WEBHOOK_BODY_LIMIT).toString('utf8');
            const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
            const redirect = statusCode !== null && statusCode >= 300 && statusCode < 400;
            const error = ok
              ? null
              : redirect
                ? `Redirects are not followed: answered ${statusCode}${response.headers.location ? ` to ${String(response.headers.location).slice(0, 200)}` : ''}`
                : `Answered ${statusCode}: only 2xx counts as delivered`;
            finish({ succeeded: ok, statusCode, error, responseBody: responseBody || null });
            response.destroy();
          };
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            // Enough read: the rest of the answer is never downloaded.
            if (size >= WEBHOOK_BODY_LIMIT) complete();
          });
          response.on('end', complete);
          response.on('error', complete);
          response.on('close', complete);
        },
      );
      const timer = setTimeout(() => {
        finish({ succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.timeout, responseBody: null });
        request.destroy();
      }, WEBHOOK_TIMEOUT_MS);
      // Whatever kept the connection from being made (a refused address, a name not found, a port
      // closed, TLS): one reason for the log, the cause for the server log only.
      request.on('error', (error: Error) => finish({ succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.unreachable, detail: describe(error), responseBody: null }));
      request.end(event.body);
    });
  }
}

/** An error as the server log shows it (never the partner): its code and message. */
function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  const message = error.message || String(error);
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 500);
}
