import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from './notification.types';

/** A kind of e-mail, or 'all' (the daily digest's link stops every notification e-mail). */
export type UnsubscribeScope = NotificationKind | 'all';

/**
 * One-click unsubscribe links must work without signing in, so each carries who and which kind of
 * e-mail, signed with the server secret (HMAC-SHA256): it cannot be forged for someone else, and it
 * stays valid (an old e-mail's link still works).
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  sign(userId: string, kind: UnsubscribeScope): string {
    const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The account and kind a token names, or null when it was not made by this server. */
  verify(token: unknown): { userId: string; kind: UnsubscribeScope } | null {
    if (typeof token !== 'string' || token.length > 400) return null;
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const decoded = Buffer.from(payload, 'base64url').toString('utf8');
    const separator = decoded.lastIndexOf(':');
    const userId = decoded.slice(0, separator);
    const kind = decoded.slice(separator + 1);
    if (separator <= 0 || !(kind === 'all' || isNotificationKind(kind))) return null;
    return { userId, kind };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${payload}`).digest('base64url');
  }
}
