import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../mail/mail-queue';
import { isUser, type Actor, type UserActor } from '../../policy/actor';
import type { Mailer } from '../../mail/mailer';
import { ForbiddenError, ServiceUnavailableError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { NOTIFICATION_MESSAGES } from '@marketplace/shared';
import { assertNoNul } from '../../shared/validate';
import { dailyDigestEmail, groupedMessagesEmail, notificationEmail, type Recipient, type WaitingNotification } from './notification-emails';
import {
  EMAIL_CHOICES,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  kindsFor,
  type EmailChoice,
  type NotificationEvent,
  type NotificationKind,
  type NotificationRow,
  type Notifier,
} from './notification.types';

export type { NotificationRow };
import { UnsubscribeTokens } from './unsubscribe-token';
import { NOTIFICATION_CHANNEL, notificationTopic, type LiveTopics } from './live-channel';

/** The e-mail job queue, and the channel that tells every API process a notification was added. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';

export interface NotificationDeps {
  db: DataSource;
  /** The PostgreSQL job queue (pg-boss) the e-mails wait in. */
  jobs: PgBoss;
  mail: Mailer;
  siteUrl: string;
  /** Signs unsubscribe links (the server secret). */
  secret: string;
  /** Messages to one person within this many seconds share one e-mail. */
  messageWindowSeconds: number;
  /** Live updates (absent where no process listens, e.g. a bare service in a script). */
  live?: LiveTopics;
}


export interface NotificationSettingRow {
  kind: NotificationKind;
  label: string;
  description: string;
  email: EmailChoice;
}

/** A job: e-mail one notification, or every message waiting for the recipient (grouped). */
export interface EmailJob {
  recipientId: string;
  kind: NotificationKind;
  notificationId?: string;
}

const SELECT = `SELECT id::text AS id, kind, title, body, link, action_label AS "actionLabel", project_id AS "projectId",
  proposal_id AS "proposalId", read_at AS "readAt", created_at AS "createdAt" FROM notification`;

/** Who is told what: the in-app list, the unread badge, the e-mails and each account's choices. */
export class NotificationService implements Notifier {
  readonly tokens: UnsubscribeTokens;

  constructor(private readonly deps: NotificationDeps) {
    this.tokens = new UnsubscribeTokens(deps.secret);
  }

  /**
   * Records the event for its recipient and queues its e-mail as their settings say, all in the
   * caller's transaction; on commit PostgreSQL tells every API process (live updates).
   */
  async notify(event: NotificationEvent, manager?: EntityManager): Promise<void> {
    if (!manager) return this.deps.db.transaction((own) => this.notify(event, own));
    const choice: EmailChoice = event.email === false ? 'off' : await this.emailChoice(event.recipientId, event.kind, manager);
    const emailState = choice === 'immediate' ? 'pending' : choice === 'daily' ? 'digest' : 'none';
    const [row] = await manager.query(
      `INSERT INTO notification (recipient_id, kind, title, body, link, action_label, project_id, proposal_id, email_state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
      [event.recipientId, event.kind, event.title.slice(0, 240), event.body, event.link, event.actionLabel, event.projectId ?? null, event.proposalId ?? null, emailState],
    );
    if (emailState === 'pending') {
      const db = inTransaction(manager);
      const job: EmailJob = { recipientId: event.recipientId, kind: event.kind };
      if (event.kind === 'new-message') {
        // The first message goes at once; later ones in the window wait for one grouped e-mail.
        await this.deps.jobs.sendDebounced(NOTIFICATION_EMAIL_QUEUE, job, { db }, this.deps.messageWindowSeconds, `${event.recipientId}:new-message`);
      } else {
        await this.deps.jobs.send(NOTIFICATION_EMAIL_QUEUE, { ...job, notificationId: row.id }, { db });
      }
    }
    await manager.query(`SELECT pg_notify($1, $2)`, [NOTIFICATION_CHANNEL, JSON.stringify({ recipientId: event.recipientId, id: row.id })]);
  }

  /** How `recipientId` wants e-mails of `kind`: their setting, else at once. */
  private async emailChoice(recipientId: string, kind: NotificationEvent['kind'], manager: EntityManager): Promise<EmailChoice> {
    const [preference] = await manager.query(`SELECT email FROM notification_preference WHERE user_id = $1 AND kind = $2`, [recipientId, kind]);
    return preference?.email ?? 'immediate';
  }

  /** The signed-in person's notifications, newest first, a page at a time. */
  async list(actor: Actor, first = 20, before?: string | null): Promise<{ notifications: NotificationRow[]; nextCursor: string | null; unreadCount: number }> {
    const user = signedIn(actor);
    const limit = Math.min(Math.max(Math.trunc(first), 1), 50);
    const cursor = before && /^\d{1,18}$/.test(before) ? before : null;
    const rows: NotificationRow[] = await this.deps.db.query(
      `${SELECT} WHERE recipient_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint) ORDER BY id DESC LIMIT $3`,
      [user.userId, cursor, limit + 1],
    );
    const page = rows.slice(0, limit);
    return { notifications: page, nextCursor: rows.length > limit ? page[page.length - 1].id : null, unreadCount: await this.unreadCount(actor) };
  }

  /** One notification of the signed-in person (for live updates), or null. */
  async one(actor: Actor, id: string): Promise<NotificationRow | null> {
    const user = signedIn(actor);
    const [row] = await this.deps.db.query(`${SELECT} WHERE id = $1 AND recipient_id = $2`, [id, user.userId]);
    return row ?? null;
  }

  /** The signed-in person's new notifications as they are committed (GraphQL subscription). */
  subscribe(actor: Actor): AsyncIterableIterator<{ id: string }> {
    const user = signedIn(actor);
    if (!this.deps.live) throw new ServiceUnavailableError('Live updates are not available; the page refreshes every 30 seconds instead.');
    return this.deps.live.pubsub.asyncIterableIterator<{ id: string }>(notificationTopic(user.userId));
  }

  async unreadCount(actor: Actor): Promise<number> {
    if (!isUser(actor)) return 0;
    const [{ count }] = await this.deps.db.query(`SELECT count(*)::int AS count FROM notification WHERE recipient_id = $1 AND read_at IS NULL`, [actor.userId]);
    return count;
  }

  /** Marks the given notifications (or all of them) read; answers the unread count left. */
  async markRead(actor: Actor, ids?: readonly string[] | null): Promise<number> {
    const user = signedIn(actor);
    const valid = ids?.filter((id) => /^\d{1,18}$/.test(id)) ?? null;
    await this.deps.db.query(
      `UPDATE notification SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
      [user.userId, valid],
    );
    return this.unreadCount(actor);
  }

  /**
   * Read where it happened: opening a thread reads its message notifications, so the bell drops
   * them and a grouped e-mail still waiting leaves them out.
   */
  async markProposalRead(recipientId: string, proposalId: number, kind: NotificationKind, manager: EntityManager = this.deps.db.manager): Promise<void> {
    await manager.query(`UPDATE notification SET read_at = now() WHERE recipient_id = $1 AND proposal_id = $2 AND kind = $3 AND read_at IS NULL`, [
      recipientId,
      proposalId,
      kind,
    ]);
  }

  /** Which e-mails the signed-in person gets, one row per kind their role receives. */
  async settings(actor: Actor): Promise<NotificationSettingRow[]> {
    const user = signedIn(actor);
    const rows: { kind: NotificationKind; email: EmailChoice }[] = await this.deps.db.query(`SELECT kind, email FROM notification_preference WHERE user_id = $1`, [user.userId]);
    const chosen = new Map(rows.map((row) => [row.kind, row.email]));
    return kindsFor(user.role).map((kind) => ({ kind, ...NOTIFICATION_KIND_INFO[kind], email: chosen.get(kind) ?? 'immediate' }));
  }

  async updateSetting(actor: Actor, kind: unknown, email: unknown) {
    const user = signedIn(actor);
    // An account that receives no notification e-mails at all (an API partner's) has no settings to change.
    if (kindsFor(user.role).length === 0) throw new ForbiddenError('This account receives no notification e-mails.');
    if (!kindsFor(user.role).includes(kind as NotificationKind)) throw new ValidationError({ kind: NOTIFICATION_MESSAGES.unknownKind });
    if (!EMAIL_CHOICES.includes(email as EmailChoice)) throw new ValidationError({ email: NOTIFICATION_MESSAGES.unknownChoice });
    await this.choose(this.deps.db.manager, user.userId, [kind as NotificationKind], email as EmailChoice);
    return (await this.settings(actor)).find((setting) => setting.kind === kind)!;
  }

  /**
   * The one-click unsubscribe from an e-mail (no sign-in: the signed token says who and what).
   * Honoured at once: e-mails of that kind still waiting are dropped too.
   */
  async unsubscribe(token: unknown): Promise<{ labels: string[] }> {
    if (typeof token === 'string') assertNoNul({ token });
    const target = this.tokens.verify(token);
    if (!target) throw new ValidationError({ token: NOTIFICATION_MESSAGES.badUnsubscribeLink });
    const kinds = target.kind === 'all' ? [...NOTIFICATION_KINDS] : [target.kind];
    await this.deps.db.transaction(async (manager) => {
      const [user] = await manager.query(`SELECT id FROM "user" WHERE id = $1`, [target.userId]);
      if (!user) return;
      await this.choose(manager, target.userId, kinds, 'off');
    });
    return { labels: kinds.map((kind) => NOTIFICATION_KIND_INFO[kind].label) };
  }

  private async choose(manager: EntityManager, userId: string, kinds: NotificationKind[], email: EmailChoice): Promise<void> {
    await manager.query(
      `INSERT INTO notification_preference (user_id, kind, email) SELECT $1, unnest($2::text[]), $3
       ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email, updated_at = now()`,
      [userId, kinds, email],
    );
    if (email !== 'immediate') {
      // Already-queued e-mails of these kinds follow the new choice.
      const state = email === 'off' ? 'none' : 'digest';
      await manager.query(`UPDATE notification SET email_state = $3 WHERE recipient_id = $1 AND kind = ANY($2::text[]) AND email_state IN ('pending', 'digest')`, [userId, kinds, state]);
    }
  }

  /** The e-mail job: sends what is still waiting (grouping messages), once, in one transaction. */
  async deliver(job: EmailJob): Promise<void> {
    await this.deps.db.transaction(async (manager) => {
      const recipient = await this.recipient(manager, job.recipientId);
      const waiting: (WaitingNotification & { readAt: Date | null })[] = job.notificationId
        ? await manager.query(`${SELECT} WHERE id = $1 AND email_state = 'pending' FOR UPDATE SKIP LOCKED`, [job.notificationId])
        : await manager.query(`${SELECT} WHERE recipient_id = $1 AND kind = $2 AND email_state = 'pending' ORDER BY id FOR UPDATE SKIP LOCKED`, [job.recipientId, job.kind]);
      if (waiting.length === 0) return;
      // Messages read in the app while their e-mail waited need no e-mail.
      const unread = job.notificationId ? waiting : waiting.filter((row) => !row.readAt);
      const sent = recipient ? unread : [];
      await manager.query(`UPDATE notification SET email_state = CASE WHEN id = ANY($2::bigint[]) THEN 'sent' ELSE 'none' END WHERE id = ANY($1::bigint[])`, [
        waiting.map((row) => row.id),
        sent.map((row) => row.id),
      ]);
      if (!recipient || sent.length === 0) return;
      const context = { siteUrl: this.deps.siteUrl, tokens: this.tokens };
      const message = job.notificationId ? notificationEmail(recipient, sent[0], context) : groupedMessagesEmail(recipient, sent, context);
      await this.deps.mail.send(message, manager);
    });
  }

  /** The daily summary: one e-mail per person with everything they chose to get daily. */
  async sendDailyDigests(): Promise<number> {
    const recipients: { recipientId: string }[] = await this.deps.db.query(`SELECT DISTINCT recipient_id AS "recipientId" FROM notification WHERE email_state = 'digest'`);
    let sent = 0;
    for (const { recipientId } of recipients) {
      await this.deps.db.transaction(async (manager) => {
        const rows: WaitingNotification[] = await manager.query(`${SELECT} WHERE recipient_id = $1 AND email_state = 'digest' ORDER BY id FOR UPDATE SKIP LOCKED`, [recipientId]);
        if (rows.length === 0) return;
        await manager.query(`UPDATE notification SET email_state = 'sent' WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
        const recipient = await this.recipient(manager, recipientId);
        if (!recipient) return;
        await this.deps.mail.send(dailyDigestEmail(recipient, rows, { siteUrl: this.deps.siteUrl, tokens: this.tokens }), manager);
        sent++;
      });
    }
    return sent;
  }

  /** The account to e-mail; disabled accounts get no notification e-mail. */
  private async recipient(manager: EntityManager, id: string): Promise<Recipient | null> {
    const [user] = await manager.query(
      `SELECT id, name, email, CASE WHEN role = 'contractor' THEN NULLIF("businessName", '') END AS "businessName" FROM "user" WHERE id = $1 AND banned IS NOT TRUE`,
      [id],
    );
    return user ?? null;
  }
}

function signedIn(actor: Actor): UserActor {
  if (!isUser(actor)) throw new UnauthenticatedError('Please sign in to see your notifications.');
  return actor;
}
