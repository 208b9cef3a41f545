import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { Pool } from 'pg';
import { IsEmail, MaxLength } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import type { Auth, Role, SignInLinkRequest } from '../../auth/auth';
import { isUser, type Actor } from '../../policy/actor';
import { ValidationError } from '../../shared/errors';
import { MAX_LENGTH, tooLong } from '@marketplace/shared';
import { parseInput } from '../../shared/validate';
import { OptionalText, RequiredText } from '../../shared/validators';
import { recordPendingDetails } from './account-settings.service';
import { queueMailIn } from '../../mail/mail-queue';
import { SignInLimits, TOO_MANY_SIGN_IN_REQUESTS, type SignInLimitSettings } from './sign-in-limits';

export const SIGN_IN_MESSAGES = {
  email: 'Valid email is required',
  businessName: 'Business name is required',
  tooMany: TOO_MANY_SIGN_IN_REQUESTS,
} as const;

class EmailInput {
  @IsEmail({}, { message: SIGN_IN_MESSAGES.email })
  @MaxLength(MAX_LENGTH.email, { message: tooLong(MAX_LENGTH.email) })
  email: string;
}

class ContractorSignUpInput extends EmailInput {
  @RequiredText(SIGN_IN_MESSAGES.businessName, MAX_LENGTH.shortText)
  businessName: string;

  @OptionalText(MAX_LENGTH.phone)
  phone?: string | null;
}

/** What the request looks like to the identity library (headers carry the cookie and the client's address). */
export interface RequestInfo {
  headers: IncomingHttpHeaders;
  ip: string;
}

/** The signed-in person as GraphQL's Viewer and REST's /api/account/me show them. */
export function viewerJson(actor: Actor) {
  if (!isUser(actor)) return null;
  return { id: actor.userId, name: actor.name, email: actor.email, phone: actor.phone, role: actor.role, businessName: actor.businessName };
}

/** A same-site path to land on after signing in; anything else falls back to `fallback`. */
export function safeRedirect(path: unknown, fallback: string): string {
  return typeof path === 'string' && /^\/(?!\/)[\w\-./?=&%]*$/.test(path) && path.length <= 300 ? path : fallback;
}

/**
 * Accounts: sign-in links, contractor sign-up and the homeowner account a first post creates.
 * better-auth owns tokens and sessions; this service decides who gets which link, and limits how
 * often (sign-in-limits.ts: per client, per recipient and network, per recipient hourly).
 */
export class AccountService {
  private readonly limits: SignInLimits;

  constructor(
    private readonly auth: Auth,
    private readonly db: DataSource,
    pool: Pool,
    limits: SignInLimitSettings,
  ) {
    this.limits = new SignInLimits(pool, limits);
  }

  /** Counts one sign-in e-mail against every limit; over any, nothing is sent. */
  private async countRequest(email: string, request: RequestInfo): Promise<void> {
    await this.limits.count(email, request.ip);
  }

  private async sendLink(request: RequestInfo, email: string, callbackURL: string, metadata: Partial<SignInLinkRequest>): Promise<void> {
    await this.auth.api.signInMagicLink({
      body: { email, callbackURL, newUserCallbackURL: callbackURL, errorCallbackURL: '/sign-in', metadata },
      headers: fromNodeHeaders(request.headers),
    });
  }

  /** E-mails a sign-in link. The answer never says whether the address has an account. */
  async requestSignInLink(request: RequestInfo, data: { email: unknown; redirectTo?: unknown }): Promise<true> {
    const { email } = await parseInput(EmailInput, { email: typeof data.email === 'string' ? data.email.trim() : data.email });
    await this.countRequest(email, request);
    await this.sendLink(request, email, safeRedirect(data.redirectTo, '/my-projects'), { purpose: 'sign-in' });
    return true;
  }

  /**
   * Contractor sign-up. Anyone can type any address here, so what it asks for (the contractor role,
   * business name, phone) stays pending on the account until the address's owner confirms it after
   * opening the e-mailed link (AccountSettingsService.confirmPending). A new address gets a plain
   * account holding the claim; an unconfirmed one gets the claim replaced; a confirmed account is
   * never changed and only gets a sign-in link. The answer is the same in every case.
   */
  async signUpContractor(request: RequestInfo, data: unknown): Promise<true> {
    const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const input = await parseInput(ContractorSignUpInput, { ...raw, email: typeof raw.email === 'string' ? raw.email.trim() : raw.email });
    await this.countRequest(input.email, request);
    const context = await this.auth.$context;
    const existing = await context.internalAdapter.findUserByEmail(input.email.toLowerCase());
    const claim = { role: 'contractor' as const, businessName: input.businessName.trim(), phone: input.phone?.trim() || null };
    if (existing?.user.emailVerified) {
      await this.sendLink(request, input.email, '/contractor-dashboard', { purpose: 'sign-in', name: existing.user.name });
      return true;
    }
    const userId = existing ? existing.user.id : (await this.createUnconfirmed(input.email)).id;
    await recordPendingDetails(this.db, userId, claim);
    await this.sendLink(request, input.email, '/account', { purpose: 'contractor-welcome', name: claim.businessName });
    return true;
  }

  /** A homeowner account nobody has proved yet: no name, phone or role chosen by the requester. */
  private async createUnconfirmed(email: string) {
    const context = await this.auth.$context;
    return context.internalAdapter.createUser(
      { email: email.toLowerCase(), name: email.split('@')[0], emailVerified: false, role: 'homeowner' satisfies Role, phone: null },
      { method: 'magic-link' },
    );
  }

  /**
   * The account a visitor's post belongs to: the existing one for that address, or a new homeowner
   * account that is confirmed when its first link is opened. Nobody is signed in by this. The name
   * and phone given with the post wait as pending details of an unconfirmed account, for its owner
   * to confirm; a confirmed account is not changed.
   */
  async ownerForPost(email: string, name: string, phone: string | null): Promise<string> {
    const context = await this.auth.$context;
    const existing = await context.internalAdapter.findUserByEmail(email.toLowerCase());
    if (existing?.user.emailVerified) return existing.user.id;
    const userId = existing ? existing.user.id : (await this.createUnconfirmed(email)).id;
    await recordPendingDetails(this.db, userId, { name, phone });
    return userId;
  }

  /**
   * A visitor's post sends a sign-in e-mail, so it counts against the same limits; checked before the
   * project is saved, so a refused post leaves nothing behind.
   */
  async countPostConfirmation(request: RequestInfo, email: string): Promise<void> {
    await this.countRequest(email, request);
  }

  /**
   * E-mails the link that confirms a visitor's post (already counted by countPostConfirmation). The
   * e-mail is queued in the post's transaction: it leaves only if the post commits, and nothing is left
   * to do after the commit that could fail the request. (The link's token is stored at once, on the
   * sign-in library's connections; a post rolled back leaves an unused token that expires.)
   */
  async sendPostConfirmation(request: RequestInfo, email: string, project: { id: number; title: string }, name: string, manager: EntityManager): Promise<void> {
    await queueMailIn(manager, () => this.sendLink(request, email, `/my-projects?posted=${project.id}`, { purpose: 'confirm-project', projectTitle: project.title, name }));
  }

  /**
   * Opening a link proves the address and nothing more. It used to send every unconfirmed post
   * under the address to the review queue, so anyone could post in someone else's name and have it
   * sent the day that person signed in. Now the owner sees posts waiting under their address in
   * My projects and confirms (confirmProject) or discards (deleteProject) each one, and confirms
   * details given with them separately (confirmPendingAccountDetails). A link signs in and nothing
   * more, so the real poster's flow is: post, open the link, press Confirm.
   */
  async onSignedIn(_userId: string): Promise<void> {}

  /** Ends the session; answers the Set-Cookie headers that clear the cookie. */
  async signOut(request: RequestInfo): Promise<string[]> {
    if (!request.headers.cookie) return [];
    const { headers } = await this.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    return headers.getSetCookie();
  }

  static invalidEmail(): ValidationError {
    return new ValidationError({ email: SIGN_IN_MESSAGES.email });
  }
}
