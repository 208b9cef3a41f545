/** One e-mail, as queued and as sent: a plain-text part and a simple HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe for non-essential mail). */
  headers?: Record<string, string>;
  /** Files sent with it (the signed agreement's PDF), in base64 so the queued job stays JSON. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * Lays out a short transactional e-mail: greeting, paragraphs, one button, and the link in full for
 * mail clients that hide buttons. Both parts say the same thing.
 */
export function composeEmail(options: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string[];
  /**
   * Non-essential mail: links to stop this kind of e-mail (one click, no sign-in) and to the
   * settings, and the RFC 8058 headers mail clients turn into an Unsubscribe button.
   */
  unsubscribe?: { label: string; pageUrl: string; oneClickUrl: string; settingsUrl: string };
}): MailMessage {
  const { greeting, paragraphs, action, unsubscribe } = options;
  const links = unsubscribe
    ? [
        { label: unsubscribe.label, url: unsubscribe.pageUrl },
        { label: 'Choose which e-mails you get', url: unsubscribe.settingsUrl },
      ]
    : [];
  const footer = [...options.footer];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    ...footer,
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    '— GTA Home Pros, Toronto, Ontario',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">GTA Home Pros</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2b6cb0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4a5568">Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#2b6cb0;word-break:break-all">${escapeHtml(action.url)}</a></p>
${footer.map((p) => `<p style="margin:0 0 8px;font-size:13px;color:#4a5568">${escapeHtml(p)}</p>`).join('\n')}
${links.map((link) => `<p style="margin:0 0 8px;font-size:13px"><a href="${escapeHtml(link.url)}" style="color:#2b6cb0">${escapeHtml(link.label)}</a></p>`).join('\n')}
<p style="margin:16px 0 0;font-size:13px;color:#4a5568">GTA Home Pros, Toronto, Ontario</p>
</div></body></html>`;
  const headers = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
  return { to: options.to, subject: options.subject, text, html, ...(headers && { headers }) };
}
