import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { request, type BrowserContext } from 'playwright-core';
import { appOperation } from './app-operations';
import { REPO_ROOT, sessionCache, waitFor } from './product';

interface StoredMail {
  id: number;
  subject: string;
  text: string;
}

/** Runs one of the web app's own operations (by its id, as the browser does) for `cookie`'s person. */
async function graphql(url: string, operation: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<any> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(appOperation(operation, variables)),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The newest message to `email` in the development mailbox newer than `afterId` (and whose text matches `matching`). */
export async function mailTo(url: string, email: string, afterId = 0, matching?: RegExp): Promise<StoredMail> {
  return waitFor(async () => {
    const mails = (await (await fetch(`${url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as StoredMail[];
    return mails.find((mail) => mail.id > afterId && (!matching || matching.test(mail.text)));
  }, `an e-mail to ${email}`, 20_000);
}

const SIGN_IN_LINK = /https?:\/\/\S+magic-link\/verify\S+/;

/** The newest sign-in e-mail to `email` newer than `afterId`: notification e-mails may arrive in between. */
export function signInMailTo(url: string, email: string, afterId = 0): Promise<StoredMail> {
  return mailTo(url, email, afterId, SIGN_IN_LINK);
}

export async function lastMailId(url: string, email: string): Promise<number> {
  const mails = (await (await fetch(`${url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as StoredMail[];
  return mails[0]?.id ?? 0;
}

export function signInLink(mail: StoredMail): string {
  const link = SIGN_IN_LINK.exec(mail.text)?.[0];
  if (!link) throw new Error(`No sign-in link in "${mail.subject}"`);
  return link;
}

/**
 * Creates a contractor account the way a contractor does: signs up, opens the e-mailed link and
 * confirms the details given at sign-up (until then the address's account stays a homeowner's).
 */
export async function signUpContractor(url: string, businessName: string, email: string, phone?: string): Promise<void> {
  const after = await lastMailId(url, email);
  await graphql(url, 'SignUpContractor', { input: { businessName, email, phone } });
  const cookie = await openLink(url, signInLink(await signInMailTo(url, email, after)));
  await confirmPendingDetails(url, cookie);
}

/** Opens a sign-in link without a browser; returns the Cookie header it sets. */
async function openLink(url: string, link: string): Promise<string> {
  const { pathname, search } = new URL(link);
  const response = await fetch(`${url}${pathname}${search}`, { redirect: 'manual' });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`Opening ${pathname} signed nobody in`);
  return cookie;
}

/** The signed-in person takes the details given with their address before they confirmed it. */
export async function confirmPendingDetails(url: string, cookie: string): Promise<void> {
  await graphql(url, 'ConfirmPendingAccountDetails', {}, cookie);
}

/** The signed-in owner sends a post waiting under their address to the review queue. */
export async function confirmPost(url: string, cookie: string, projectId: number | string): Promise<void> {
  await graphql(url, 'ConfirmWaitingProject', { id: String(projectId) }, cookie);
}

/**
 * Signs a browser context in as `email` the way a person does: a sign-in link is requested, read from
 * the development mailbox and opened. A new address becomes a homeowner. Returns the Cookie header
 * for API calls made on that person's behalf.
 *
 * The link is opened with Playwright's request client, without following the redirect to the web app,
 * and the cookies its answer set (as Playwright read them) are given to the context: rendering the page
 * the link leads to took about 2 s a sign-in on the 2-core machine, for a page the test does not look
 * at. (The context's own `context.request` would keep them too, but closing a context it was used in
 * failed while tracing, on a missing network record.) The tests about opening the link in the browser
 * (accounts, homeowner, messages, ...) still open it there.
 */
export async function signIn(context: BrowserContext, url: string, email: string): Promise<string> {
  const after = await lastMailId(url, email);
  await graphql(url, 'RequestSignInLink', { email });
  const link = signInLink(await signInMailTo(url, email, after));
  const client = await request.newContext();
  try {
    const response = await client.get(link, { maxRedirects: 0 });
    if (response.status() >= 400) throw new Error(`Opening the sign-in link for ${email} answered ${response.status()}`);
    await context.addCookies((await client.storageState()).cookies);
  } finally {
    await client.dispose();
  }
  const cookies = await context.cookies(url);
  if (!cookies.some((cookie) => cookie.name.includes('session_token'))) throw new Error(`Opening the link did not sign ${email} in`);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Makes `email` an operator with the documented command, against the product's database. */
export async function makeOperator(databaseUrl: string, email: string): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'backend', 'dist', 'cli', 'create-operator.js'), email], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

/** Signs in without a browser (for API-level tests): returns the Cookie header the link sets. */
export async function signInCookie(url: string, email: string): Promise<string> {
  const after = await lastMailId(url, email);
  await graphql(url, 'RequestSignInLink', { email });
  return openLink(url, signInLink(await signInMailTo(url, email, after)));
}

/** The Cookie header of the homeowner postProjectAsHomeowner posts as (one account per product). */
export function homeownerCookie(url: string): Promise<string> {
  const sessions = sessionCache(url);
  let cookie = sessions.get('homeowner');
  if (!cookie) {
    cookie = signInCookie(url, 'e2e.homeowner@example.ca');
    sessions.set('homeowner', cookie);
  }
  return cookie;
}

/** Approves a post in the review queue as an operator made with the documented command (one per product). */
export async function approveAsOperator(url: string, databaseUrl: string, projectId: number | string): Promise<void> {
  const sessions = sessionCache(url);
  let cookie = sessions.get('reviewer');
  if (!cookie) {
    cookie = makeOperator(databaseUrl, 'e2e.reviewer@gtahomepros.ca').then(() => signInCookie(url, 'e2e.reviewer@gtahomepros.ca'));
    sessions.set('reviewer', cookie);
  }
  await graphql(url, 'ApproveProject', { id: String(projectId) }, await cookie);
}

/**
 * Posts a project as a signed-in homeowner. It waits for review; with `approveWith` (the
 * product's database URL) an operator approves it at once, so it is public.
 */
export async function postProjectAsHomeowner(url: string, project: Record<string, unknown>, { approveWith }: { approveWith?: string } = {}): Promise<any> {
  const response = await fetch(`${url}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await homeownerCookie(url) },
    body: JSON.stringify(project),
  });
  if (!response.ok) throw new Error(`POST ${url}/api/projects answered ${response.status}: ${await response.text()}`);
  const created = await response.json();
  if (approveWith) await approveAsOperator(url, approveWith, created.id);
  return created;
}
