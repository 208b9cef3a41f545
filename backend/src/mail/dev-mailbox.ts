import { Router, type Request } from 'express';
import type { DataSource } from 'typeorm';
import { isLoopback } from '../dev-exposure';
import { formatDateTime } from '@marketplace/shared';

interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Plain text with its web links made clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Headers a proxy adds: a request through one is from whoever the proxy serves, not from this machine. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * Whether a request comes from this machine itself: decided on the TCP peer (never on a header or
 * on `trust proxy`), and refused when anything says it came through a proxy, since a reverse proxy
 * on this machine would otherwise make the whole world look local.
 */
export function fromThisMachine(req: Request): boolean {
  return isLoopback(req.socket.remoteAddress) && PROXY_HEADERS.every((name) => req.headers[name] === undefined);
}

/**
 * The development mailbox: every e-mail the product "sent" while SMTP_URL is unset, newest first.
 * Mounted only outside production. `/dev/mailbox.json` serves the same list to scripts and tests.
 * It holds live sign-in links, so only this machine gets it: anyone else falls through to what the
 * path is without it (the site's not-found answer), with no hint that it exists.
 */
export function devMailboxRoutes(db: DataSource): Router {
  const router = Router();
  router.use((req, _res, next) => next(fromThisMachine(req) ? undefined : 'router'));
  const latest = (to?: string): Promise<StoredMail[]> =>
    db.query(
      `SELECT id, "to", subject, text, html, created_at AS "createdAt" FROM dev_mailbox
       WHERE ($1::text IS NULL OR lower("to") = lower($1)) ORDER BY id DESC LIMIT 50`,
      [to ?? null],
    );
  router.get('/mailbox.json', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.set('Cache-Control', 'no-store').json(await latest(to));
  });
  router.get('/mailbox', async (_req, res) => {
    const mails = await latest();
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(formatDateTime(mail.createdAt))}</p>
<pre>${linkify(mail.text)}</pre></article>`,
      )
      .join('\n');
    res.set('Cache-Control', 'no-store').type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox · GTA Home Pros</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a202c}
article{border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#4a5568;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#2b6cb0}</style></head>
<body><main><h1>Development mailbox</h1>
<p>E-mails the marketplace sent while no SMTP server is configured (set <code>SMTP_URL</code> to send real mail). Newest first.</p>
${items || '<p>No e-mails yet. Post a project or request a sign-in link, then reload this page.</p>'}
</main></body></html>`);
  });
  return router;
}
