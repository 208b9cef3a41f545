// What the benchmark scripts share: a free port for each process they start, a wait for a
// condition (the product ready, a job done) that names what it waited for when it gives up, and a
// CPU profile's self time by function and file.
import { createServer } from 'node:http';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntil(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * The profile's self time by function and by script file, and the time of each component (a function named
 * with a capital) with what it calls, largest first, over the whole profile or between two of its timestamps
 * (`from`, `to`, the trace clock). The production build is minified,
 * so a function reads as its short name, file and line; the file says which chunk the time went to.
 */
export function topFunctions(profile, count = 12, { from = -Infinity, to = Infinity } = {}) {
  const byFunction = new Map();
  const byFile = new Map();
  const byComponent = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = ({ callFrame }) => `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop() || '(native)'}:${callFrame.lineNumber + 1}`;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < from || at > to) return;
    const { callFrame } = byId.get(id);
    if (['(idle)', '(program)', '(root)'].includes(callFrame.functionName)) return;
    const file = callFrame.url.split('/').pop() || '(native)';
    const key = name(byId.get(id));
    const time = (profile.timeDeltas[index] ?? 0) / 1000;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
    byFile.set(file, (byFile.get(file) ?? 0) + time);
    // Components (functions named with a capital) with what they call, each counted once per sample.
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node);
      if (!/^[A-Z]/.test(frame.callFrame.functionName) || seen.has(name(frame))) continue;
      seen.add(name(frame));
      byComponent.set(name(frame), (byComponent.get(name(frame)) ?? 0) + time);
    }
  });
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { functions: top(byFunction), files: top(byFile), components: top(byComponent) };
}

/**
 * What V8's sampling profiler saw between two trace timestamps (the same clock), in two lines: the functions with
 * the most self time, and the components (functions named with a capital) with the most time including what they
 * call; `indent` starts the second line. Names are readable in a build without minification (`build.minify: false`
 * in frontend/vite.config.ts).
 */
export function functionsWithin(profile, from, to, indent = '') {
  const { functions, components } = topFunctions(profile, 8, { from, to });
  const list = (entries) => entries.map(([key, time]) => `${key} ${time.toFixed(1)}`).join(', ');
  return `self: ${list(functions.slice(0, 6))}\n${indent}components: ${list(components)}`;
}

/**
 * An SMTP server in this process that keeps what it receives (production mode needs SMTP_URL or MAIL_DISABLED,
 * and signing in needs the link the e-mail carries). Its `url` goes in the product's SMTP_URL.
 */
export async function startMailbox() {
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push({ to: mail.to?.text ?? '', text: mail.text ?? '' });
        callback();
      }, callback);
    },
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Signs `email` in on the product at `base` as a person does: asks for a sign-in link through `graphql` (the
 * caller's runner of the app's operations), opens the link from the e-mail `mailbox` received, and returns the
 * session's cookie header.
 */
export async function signInCookie({ base, mailbox, email, graphql }) {
  const after = mailbox.mails.length;
  await graphql('RequestSignInLink', { email });
  let link;
  await waitUntil(() => {
    const mail = mailbox.mails.slice(after).findLast((m) => m.to.toLowerCase() === email.toLowerCase());
    link = mail ? /https?:\/\/\S+magic-link\/verify\S+/.exec(mail.text)?.[0] : undefined;
    return Boolean(link);
  }, `the sign-in e-mail to ${email}`, 20_000);
  const url = new URL(link);
  const response = await fetch(`${base}${url.pathname}${url.search}`, { redirect: 'manual' });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`Opening the sign-in link did not sign ${email} in`);
  return cookie;
}
