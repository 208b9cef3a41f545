import { betterAuth } from 'better-auth';
import { admin, magicLink } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Pool } from 'pg';
import { rememberSignInNetwork } from '../modules/account/sign-in-limits';

/** Roles as stored on the user row (better-auth's admin plugin keeps them in `user.role`). */
export const ROLES = ['homeowner', 'contractor', 'operator', 'partner'] as const;

/** The prefix of the identity library's cookies; its session cookie is `gta.session_token` (`__Secure-` before it in production). */
export const COOKIE_PREFIX = 'gta';
export const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}.session_token`;
export type Role = (typeof ROLES)[number];

/** Sign-in links work once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15;

export interface SignInLinkRequest {
  email: string;
  url: string;
  /** Why the link was sent; chooses the e-mail's wording. */
  purpose: 'sign-in' | 'confirm-project' | 'contractor-welcome';
  projectTitle?: string;
  name?: string;
}

export interface AuthOptions {
  pool: Pool;
  siteUrl: string;
  secret: string;
  production: boolean;
  /** Queues the e-mail carrying a sign-in link (called inside better-auth's magic-link endpoint). */
  sendSignInLink(request: SignInLinkRequest): Promise<void>;
  /** Runs when a session starts: opening a link proves the address, so unconfirmed posts go public. */
  onSignedIn(userId: string): Promise<void>;
}

/**
 * The identity library's configuration: passwordless sign-in by e-mailed link, roles on the user,
 * sessions in PostgreSQL behind an HttpOnly, SameSite=Lax cookie (Secure in production).
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'GTA Home Pros',
    baseURL: options.siteUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: options.pool,
    // The public origin, and the origin the request itself was sent to (same-origin is always fine).
    trustedOrigins: (request) => [options.siteUrl, request ? new URL(request.url).origin : undefined],
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: false },
        businessName: { type: 'string', required: false, input: false, fieldName: 'businessName' },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Sign-in requests are limited by the account service (per e-mail and per address, in PostgreSQL);
    // the only auth endpoints exposed over HTTP are verify, sign-out and get-session.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.production,
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
      ipAddress: { ipAddressHeaders: ['x-marketplace-client-ip'] },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            // Where the owner opened a link: a sign-in flood from elsewhere does not lock them out there.
            await rememberSignInNetwork(options.pool, session.userId, session.ipAddress);
            await options.onSignedIn(session.userId);
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: 'homeowner',
        adminRoles: ['operator'],
        roles: { homeowner: userAc, contractor: userAc, operator: adminAc, partner: userAc },
      }),
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url, metadata }) => {
          await options.sendSignInLink({
            email,
            url,
            purpose: (metadata?.purpose as SignInLinkRequest['purpose']) ?? 'sign-in',
            projectTitle: typeof metadata?.projectTitle === 'string' ? metadata.projectTitle : undefined,
            name: typeof metadata?.name === 'string' ? metadata.name : undefined,
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
