import type { DataSource, EntityManager } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { contactRevealed } from '../../policy/lifecycle';
import { enforce, may } from '../../policy/check';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { MESSAGE_MESSAGES, MESSAGE_PAGE_SIZE, MESSAGE_PREVIEW_LENGTH } from '@marketplace/shared';
import { parseId, parseInput } from '../../shared/validate';
import type { Notifier } from '../notification/notification.types';
import type { Project } from '../project/project.entity';
import { Proposal } from '../proposal/proposal.entity';
import { SendMessageInput } from './message.inputs';
import { PrivateFiles } from '../upload/private-files';

export type ThreadRoleValue = 'homeowner' | 'contractor';

export interface ThreadParticipantModel {
  id: string;
  role: ThreadRoleValue;
  /** The contractor's business name; the homeowner's first name. */
  name: string;
}

/** A proposal's thread as one viewer sees it (they may read it: the policy said so). */
export interface ThreadModel {
  proposal: Proposal;
  project: Project;
  homeowner: ThreadParticipantModel;
  contractor: ThreadParticipantModel;
  /** The viewer's side of the thread; null for staff reading it. */
  viewerRole: ThreadRoleValue | null;
  viewerId: string | null;
}

export interface MessageModel {
  id: number;
  proposalId: number;
  senderId: string | null;
  body: string;
  images: string[];
  createdAt: Date;
  /** Filled from the thread when presented. */
  sender: ThreadParticipantModel;
  fromViewer: boolean;
}

export interface MessagePageModel {
  nodes: MessageModel[];
  /** Whether older messages exist (pass the first node's id as `before`). */
  hasEarlier: boolean;
}

interface MessageRow {
  id: number;
  proposalId: number;
  senderId: string | null;
  body: string;
  images: string[];
  createdAt: Date;
}

const MESSAGE_COLUMNS = `id, proposal_id AS "proposalId", sender_id AS "senderId", body, images, created_at AS "createdAt"`;

interface UserRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
}

export interface HomeownerContactModel {
  name: string;
  email: string;
  phone: string | null;
}

function firstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * Message threads: one per proposal, between the project's homeowner and the contractor who sent
 * it. Who may read, write and share contact details is the policy's (PROJECT_ACTIONS); this service
 * loads, stores and notifies.
 */
export class MessageService {
  constructor(
    private readonly db: DataSource,
    private readonly notifications: Notifier,
  ) {}

  private async load(proposalId: number, manager: EntityManager = this.db.manager): Promise<{ proposal: Proposal; project: Project }> {
    const proposal = await manager.getRepository(Proposal).findOne({ where: { id: proposalId }, relations: { project: true } });
    if (!proposal?.project) throw new NotFoundError('Proposal', proposalId);
    const { project } = proposal;
    return { proposal, project };
  }

  private async users(ids: string[], manager: EntityManager = this.db.manager): Promise<Map<string, UserRow>> {
    const rows: UserRow[] = await manager.query(`SELECT id, name, email, phone, "businessName" FROM "user" WHERE id = ANY($1)`, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async model(actor: Actor, proposal: Proposal, project: Project, manager?: EntityManager): Promise<ThreadModel | null> {
    if (!proposal.contractorId || !project.ownerId) return null;
    const users = await this.users([proposal.contractorId, project.ownerId], manager);
    const owner = users.get(project.ownerId);
    const contractor = users.get(proposal.contractorId);
    const viewerId = isUser(actor) ? actor.userId : null;
    return {
      proposal,
      project,
      homeowner: { id: project.ownerId, role: 'homeowner', name: firstName(owner?.name) ?? firstName(project.homeowner) ?? 'Homeowner' },
      contractor: { id: proposal.contractorId, role: 'contractor', name: contractor?.businessName?.trim() || proposal.contractorName },
      viewerRole: viewerId === project.ownerId ? 'homeowner' : viewerId === proposal.contractorId ? 'contractor' : null,
      viewerId,
    };
  }

  /** A proposal's thread, or null when it has none (sent before accounts existed). */
  async thread(actor: Actor, rawProposalId: unknown): Promise<ThreadModel | null> {
    const { proposal, project } = await this.load(parseId(rawProposalId, 'proposalId'));
    await enforce(actor, 'viewThread', project, proposal);
    return this.model(actor, proposal, project);
  }

  /** The thread of a proposal already loaded, for Proposal.messageThread: null when the viewer may not read it. */
  async threadOf(actor: Actor, proposal: Proposal, project: Project): Promise<ThreadModel | null> {
    if (!(await may(actor, 'viewThread', project, proposal))) return null;
    return this.model(actor, proposal, project);
  }

  present(thread: ThreadModel, row: MessageRow): MessageModel {
    const sender = row.senderId === thread.homeowner.id ? thread.homeowner : thread.contractor;
    return { ...row, sender, fromViewer: thread.viewerId !== null && row.senderId === thread.viewerId };
  }

  /** The newest `last` messages (before a message id), oldest first. */
  async messages(thread: ThreadModel, options: { before?: string | null; last?: number | null }): Promise<MessagePageModel> {
    const before = options.before ? parseId(options.before, 'before') : null;
    const last = options.last ?? MESSAGE_PAGE_SIZE;
    if (!Number.isInteger(last) || last < 1 || last > 200) {
      throw new ValidationError({ last: 'Ask for 1 to 200 messages at a time' });
    }
    const rows: MessageRow[] = await this.db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM proposal_message WHERE proposal_id = $1 AND ($2::int IS NULL OR id < $2)
       ORDER BY id DESC LIMIT $3`,
      [thread.proposal.id, before, last + 1],
    );
    const hasEarlier = rows.length > last;
    return { nodes: rows.slice(0, last).reverse().map((row) => this.present(thread, row)), hasEarlier };
  }

  /** When the viewer last read the thread (null: never, or staff). */
  async lastReadAt(thread: ThreadModel): Promise<Date | null> {
    if (!thread.viewerId) return null;
    const [row] = await this.db.query(`SELECT last_read_at AS "lastReadAt" FROM proposal_thread_read WHERE proposal_id = $1 AND user_id = $2`, [
      thread.proposal.id,
      thread.viewerId,
    ]);
    return row?.lastReadAt ?? null;
  }

  /** Messages from the other side since the viewer last read the thread (0 for staff). */
  async unreadCount(thread: ThreadModel): Promise<number> {
    if (!thread.viewerRole || !thread.viewerId) return 0;
    const [row] = await this.db.query(
      `SELECT COUNT(*)::int AS count FROM proposal_message m
       LEFT JOIN proposal_thread_read r ON r.proposal_id = m.proposal_id AND r.user_id = $2
       WHERE m.proposal_id = $1 AND m.sender_id IS DISTINCT FROM $2 AND (r.last_read_at IS NULL OR m.created_at > r.last_read_at)`,
      [thread.proposal.id, thread.viewerId],
    );
    return row.count;
  }

  /** The homeowner or the contractor writes in the thread; the other side is notified. */
  async send(actor: Actor, data: unknown): Promise<MessageModel> {
    const body = (data && typeof data === 'object' && !Array.isArray(data) ? { ...(data as Record<string, unknown>) } : data) as unknown;
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.proposalId === 'string' && /^\d{1,9}$/.test(record.proposalId)) record.proposalId = Number(record.proposalId);
      if (record.images === null) delete record.images;
    }
    const input = await parseInput(SendMessageInput, body);
    const { proposal, project } = await this.load(input.proposalId);
    await enforce(actor, 'viewThread', project, proposal);
    const thread = await this.model(actor, proposal, project);
    if (!thread) throw new ValidationError({ proposalId: MESSAGE_MESSAGES.noThread }, MESSAGE_MESSAGES.noThread);
    await enforce(actor, 'sendMessage', project, proposal);
    // Photos are the sender's own private uploads (POST /api/uploads?access=private).
    await new PrivateFiles(this.db).assertAttachable(actor, input.images ?? [], 'images', MESSAGE_MESSAGES.image);
    const text = input.body.trim();
    return this.db.transaction(async (manager) => {
      const [row]: MessageRow[] = await manager.query(
        `INSERT INTO proposal_message (proposal_id, sender_id, body, images) VALUES ($1, $2, $3, $4) RETURNING ${MESSAGE_COLUMNS}`,
        [proposal.id, thread.viewerId, text, input.images ?? []],
      );
      await this.markRead(manager, proposal.id, thread.viewerId as string, row.createdAt);
      const message = this.present(thread, row);
      const recipient = message.sender.role === 'homeowner' ? thread.contractor : thread.homeowner;
      await this.notifications.notify(
        {
          recipientId: recipient.id,
          kind: 'new-message',
          title: `New message from ${message.sender.name} about "${project.title}"`,
          body: text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…` : text,
          link: threadPath(proposal.id),
          actionLabel: 'Reply',
          projectId: project.id,
          proposalId: proposal.id,
        },
        manager,
      );
      return message;
    });
  }

  private async markRead(manager: EntityManager, proposalId: number, userId: string, at: Date | null = null): Promise<void> {
    await manager.query(
      `INSERT INTO proposal_thread_read (proposal_id, user_id, last_read_at) VALUES ($1, $2, COALESCE($3::timestamptz, now()))
       ON CONFLICT (proposal_id, user_id) DO UPDATE SET last_read_at = GREATEST(proposal_thread_read.last_read_at, EXCLUDED.last_read_at)`,
      [proposalId, userId, at],
    );
  }

  /** The viewer has read the thread up to now, and its message notifications. Staff reading it leave no marker. */
  async markThreadRead(actor: Actor, rawProposalId: unknown): Promise<ThreadModel | null> {
    const thread = await this.thread(actor, rawProposalId);
    const { viewerId } = thread ?? {};
    if (thread?.viewerRole && viewerId) {
      await this.db.transaction(async (manager) => {
        await this.markRead(manager, thread.proposal.id, viewerId);
        await this.notifications.markProposalRead(viewerId, thread.proposal.id, 'new-message', manager);
      });
    }
    return thread;
  }

  /**
   * The homeowner reveals their contact details to this contractor (and sees theirs), before or
   * without accepting. Sharing twice keeps the first date.
   */
  async shareContactDetails(actor: Actor, rawProposalId: unknown): Promise<Proposal> {
    const { proposal, project } = await this.load(parseId(rawProposalId, 'proposalId'));
    await enforce(actor, 'shareContactDetails', project, proposal);
    const thread = await this.model(actor, proposal, project);
    if (!thread) throw new ValidationError({ proposalId: MESSAGE_MESSAGES.noThread }, MESSAGE_MESSAGES.noThread);
    if (proposal.contactSharedAt) return proposal;
    await this.db.transaction(async (manager) => {
      await manager.query(`UPDATE proposal SET contact_shared_at = now() WHERE id = $1 AND contact_shared_at IS NULL`, [proposal.id]);
      await this.notifications.notify(
        {
          recipientId: thread.contractor.id,
          kind: 'new-message',
          title: `${thread.homeowner.name} shared their contact details about "${project.title}"`,
          body: `${thread.homeowner.name} would like to talk directly about your proposal. Their e-mail and phone are now on your message thread.`,
          link: threadPath(proposal.id),
          actionLabel: 'See contact details',
          projectId: project.id,
          proposalId: proposal.id,
        },
        manager,
      );
    });
    return this.db.getRepository(Proposal).findOneByOrFail({ id: proposal.id });
  }

  /** Whether the two sides see each other's contact details now. */
  revealed(thread: ThreadModel): boolean {
    return contactRevealed(thread.proposal);
  }
}

/** The thread screen's path (notifications link straight to it). */
export function threadPath(proposalId: number): string {
  return `/proposals/${proposalId}/messages`;
}

/** The homeowner's contact details from their account (name, e-mail, phone). */
export async function homeownerContactOf(db: DataSource, ownerId: string): Promise<HomeownerContactModel | null> {
  const [row]: UserRow[] = await db.query(`SELECT id, name, email, phone FROM "user" WHERE id = $1`, [ownerId]);
  return row ? { name: row.name, email: row.email, phone: row.phone ?? null } : null;
}
