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

export interface AttemptResult {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
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

  constructor(options: { allowLoopback: boolean }) {
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
    const done = (result: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({ ...result, durationMs: Date.now() - started });
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return done({ succeeded: false, statusCode: null, error: 'The endpoint address is not a valid URL', responseBody: null });
    }
    const secure = target.protocol === 'https:';
    if (!secure && target.protocol !== 'http:') return done({ succeeded: false, statusCode: null, error: 'Only http and https addresses are called', responseBody: null });
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
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
        finish({ succeeded: false, statusCode: null, error: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`, responseBody: null });
        request.destroy();
      }, WEBHOOK_TIMEOUT_MS);
      request.on('error', (error: Error) => finish({ succeeded: false, statusCode: null, error: describe(error), responseBody: null }));
      request.end(event.body);
    });
  }
}

/** An error as the delivery log shows it: refused addresses say so plainly. */
function describe(error: Error): string {
  const message = error.message || String(error);
  if (/is not allowed/.test(message)) return `Refused: the address is not on the public internet (${message.slice(0, 300)})`;
  return message.slice(0, 500);
}
