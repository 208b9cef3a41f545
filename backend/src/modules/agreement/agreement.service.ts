import type { Readable } from 'node:stream';
import {
  type AgreementParty,
  type AgreementStatusValue,
  type AgreementTerms,
  type ChangeOrderStatusValue,
  currentTotals,
  coolingOffEndsOn,
  formatDate,
  refundDueOn,
} from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { agreementPartyOf, assertAgreementStep, assertCanViewAgreement, canTakeAgreementStep, canTakeChangeOrderStep, canViewAgreement } from '../../policy/agreement';
import type { PhotoStorage } from '../../storage';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Notifier } from '../notification/notification.types';
import {
  AGREEMENT_SELECT,
  CHANGE_SELECT,
  SIGNATURE_SELECT,
  agreementPath,
  note,
  sha256,
  type AgreementEventRow,
  type AgreementEvents,
  type AgreementPdfRenderer,
  type AgreementRow,
  type ChangeOrderRow,
  type SignatureRow,
} from './agreement-rows';

/**
 * Written agreements after a hire (docs/agreements.md): drafted by the hired contractor from the accepted
 * proposal, checked by rules' agreementProblems, signed by both parties in the browser, in force once both
 * have signed, with its PDF copy e-mailed to both and the 10-day cooling-off clock running from that day.
 * Change orders amend an agreement in force once the other side signs. Only the two parties and operators
 * ever read any of it; every step is a row of AGREEMENT_STEPS / CHANGE_ORDER_STEPS (policy/lifecycle-agreement.ts).
 *
 * This service reads agreements, tells their parties, locks one for a step and closes one (cancelled, or superseded
 * by another hire); drafting, sending and signing are in agreement-signing.service.ts, change orders in
 * change-order.service.ts.
 */
export class AgreementService {
  constructor(
    private readonly deps: {
      db: DataSource;
      audit: AuditLog;
      notifications: Notifier;
      storage?: PhotoStorage;
      renderPdf?: AgreementPdfRenderer;
      events?: AgreementEvents;
      /** The clock (tests move it through the database instead; see now()). */
    },
  ) {}

  /** The database's clock, so time-based rules are tested by moving time in the database, never by sleeping. */
  async now(manager: EntityManager = this.deps.db.manager): Promise<Date> {
    const [{ now }] = await manager.query(`SELECT now() AS now`);
    return new Date(now);
  }

  async row(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<AgreementRow | undefined> {
    const [row] = await manager.query(`${AGREEMENT_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
    return row;
  }

  /** An agreement the actor may see (404 otherwise, 401 for visitors). */
  async get(actor: Actor, rawId: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this agreement.');
    const agreement = await this.row(id);
    if (!agreement) throw new NotFoundError('Agreement', id);
    assertCanViewAgreement(actor, agreement);
    return agreement;
  }

  /** Several agreements at once, by id, each one the actor may see (404 for any other, as `get` says). */
  async getMany(actor: Actor, ids: readonly number[]): Promise<Map<number, AgreementRow>> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this agreement.');
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows: AgreementRow[] = await this.deps.db.query(`${AGREEMENT_SELECT} WHERE a.id = ANY($1)`, [wanted]);
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of wanted) {
      const agreement = found.get(id);
      if (!agreement) throw new NotFoundError('Agreement', id);
      assertCanViewAgreement(actor, agreement);
    }
    return found;
  }

  /** The agreements the actor is a party to, newest first (My projects, the Jobs tab). */
  async listMine(actor: Actor): Promise<AgreementRow[]> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see your agreements.');
    return this.deps.db.query(`${AGREEMENT_SELECT} WHERE a.homeowner_id = $1 OR a.contractor_id = $1 ORDER BY a.id DESC LIMIT 200`, [actor.userId]);
  }

  /** The live agreement of each of these proposals (cancelled and declined ones left out), for the screens' links. */
  async forProposals(actor: Actor, proposalIds: readonly number[]): Promise<Map<number, AgreementRow>> {
    if (proposalIds.length === 0 || !isUser(actor)) return new Map();
    const rows: AgreementRow[] = await this.deps.db.query(
      `${AGREEMENT_SELECT} WHERE a.proposal_id = ANY($1) AND a.status NOT IN ('cancelled', 'declined') ORDER BY a.id`,
      [[...proposalIds]],
    );
    return new Map(rows.filter((row) => canViewAgreement(actor, row)).map((row) => [row.proposalId, row]));
  }

  async signatures(agreementId: number): Promise<SignatureRow[]> {
    return this.deps.db.query(`${SIGNATURE_SELECT} WHERE agreement_id = $1 ORDER BY id`, [agreementId]);
  }

  async changeOrders(agreementId: number, manager: EntityManager = this.deps.db.manager, status?: ChangeOrderStatusValue): Promise<ChangeOrderRow[]> {
    return manager.query(`${CHANGE_SELECT} WHERE agreement_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY number`, [agreementId, status ?? null]);
  }

  async events(agreementId: number): Promise<AgreementEventRow[]> {
    return this.deps.db.query(`SELECT id, kind, by_party AS "byParty", note, at FROM agreement_event WHERE agreement_id = $1 ORDER BY id`, [agreementId]);
  }

  /** The signatures on the agreement's current document (earlier revisions' signatures stay on record). */
  currentSignatures(agreement: AgreementRow, signatures: readonly SignatureRow[]): SignatureRow[] {
    return signatures.filter((signature) => signature.changeOrderId === null && signature.documentSha256 === agreement.documentSha256);
  }

  /** The last day the homeowner may cancel on their own (null until in force). */
  coolingOffEndsOn(agreement: AgreementRow): string | null {
    return agreement.inForceAt ? coolingOffEndsOn(agreement.copyDeliveredAt, agreement.inForceAt) : null;
  }

  /** What the viewer may do now, for the screens (the server refuses the rest). */
  async permissions(actor: Actor, agreement: AgreementRow) {
    const now = await this.now();
    const party = agreementPartyOf(actor, agreement);
    const signed = party ? this.currentSignatures(agreement, await this.signatures(agreement.id)).some((signature) => signature.party === party) : false;
    return {
      edit: canTakeAgreementStep(actor, 'edit', agreement, now),
      send: canTakeAgreementStep(actor, 'send', agreement, now),
      requestChanges: canTakeAgreementStep(actor, 'requestChanges', agreement, now),
      decline: canTakeAgreementStep(actor, 'decline', agreement, now),
      sign: canTakeAgreementStep(actor, 'sign', agreement, now) && !signed,
      cancel: canTakeAgreementStep(actor, 'cancel', agreement, now),
      recordCancellation: canTakeAgreementStep(actor, 'recordCancellation', agreement, now),
      proposeChange: canTakeAgreementStep(actor, 'proposeChange', agreement, now),
      downloadPdf: this.mayDownloadPdf(actor, agreement),
    };
  }

  /** The parties and operators download the PDF once there is one (the document as sent, then the signed copy). */
  mayDownloadPdf(actor: Actor, agreement: AgreementRow): boolean {
    return canViewAgreement(actor, agreement) && (agreement.copyKey !== null || agreement.documentKey !== null);
  }

  changeOrderPermissions(actor: Actor, agreement: AgreementRow, change: ChangeOrderRow) {
    return {
      sign: canTakeChangeOrderStep(actor, 'sign', agreement, change),
      decline: canTakeChangeOrderStep(actor, 'decline', agreement, change),
      withdraw: canTakeChangeOrderStep(actor, 'withdraw', agreement, change),
    };
  }

  /** Adds a step to the agreement's history (the page's timeline). */
  async event(manager: EntityManager, agreementId: number, kind: string, byParty: string | null, text: string | null = null): Promise<void> {
    await manager.query(`INSERT INTO agreement_event (agreement_id, kind, by_party, note) VALUES ($1, $2, $3, $4)`, [agreementId, kind, byParty, text]);
  }

  private byParty(actor: Actor, agreement: AgreementRow): string {
    return agreementPartyOf(actor, agreement) ?? (actor.kind === 'system' ? 'system' : 'operator');
  }

  /** Tells the other party (and, for operator steps, both) in the app and by e-mail as their settings say. */
  async tell(manager: EntityManager, agreement: AgreementRow, to: AgreementParty, title: string, body: string, actionLabel = 'Open the agreement'): Promise<void> {
    await this.deps.notifications.notify(
      {
        recipientId: to === 'homeowner' ? agreement.homeownerId : agreement.contractorId,
        kind: 'agreement',
        title,
        body,
        link: agreementPath(agreement.id),
        actionLabel,
        projectId: agreement.projectId,
        proposalId: agreement.proposalId,
      },
      manager,
    );
  }

  /** The agreement, locked for the transaction's change (404 to those who may not see it). */
  async locked(actor: Actor, id: number, manager: EntityManager): Promise<AgreementRow> {
    if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to see this agreement.');
    const agreement = await this.row(id, manager, true);
    if (!agreement) throw new NotFoundError('Agreement', id);
    if (actor.kind !== 'system') assertCanViewAgreement(actor, agreement);
    return agreement;
  }

  async renderAndStore(agreement: AgreementRow, terms: AgreementTerms, kind: 'document' | 'copy', extra: Partial<Parameters<AgreementPdfRenderer>[0]> = {}): Promise<{ key: string; sha256: string; bytes: Buffer }> {
    const { renderPdf, storage } = this.deps;
    if (!renderPdf || !storage) throw new ConflictError('Agreements cannot be sent from this server: its PDF generator or file storage is not set up.');
    const bytes = await renderPdf({ agreementId: String(agreement.id), projectTitle: agreement.projectTitle, preparedAt: agreement.createdAt, terms, kind, ...extra });
    const hash = sha256(bytes);
    const key = `private/agreements/${agreement.id}-r${agreement.revision}-${kind}-${hash.slice(0, 16)}.pdf`;
    await storage.put(key, bytes, 'application/pdf', { size: bytes.length });
    return { key, sha256: hash, bytes };
  }

  /**
   * The homeowner cancels during the cooling-off period (an optional reason); an operator records a
   * cancellation both sides agreed to at any time. The contractor is told, and the hire is released.
   */
  async cancel(actor: Actor, rawId: unknown, rawReason: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    const reason = note(rawReason, 'reason', false, '');
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'cancel', agreement, await this.now(manager));
      await this.close(manager, actor, agreement, 'cancelled', reason);
      await this.deps.events?.agreementEvent(manager, 'agreement.cancelled', { agreementId: String(id), projectId: String(agreement.projectId), status: 'cancelled' });
      const [{ now }] = await manager.query(`SELECT now() AS now`);
      await this.tell(
        manager,
        agreement,
        'contractor',
        `The homeowner cancelled the agreement for "${agreement.projectTitle}"`,
        `They cancelled within the 10-day cooling-off period${reason ? ` and wrote: "${reason}"` : ''}. Any money paid must be refunded by ${formatDate(refundDueOn(new Date(now)), 'long')}.`,
      );
    });
    return (await this.row(id))!;
  }

  /** An operator records a cancellation both sides agreed to (a note is required; audit-logged). */
  async recordCancellation(actor: Actor, rawId: unknown, rawNote: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    const text = note(rawNote, 'note', true, 'Say how both sides agreed to cancel')!;
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'recordCancellation', agreement, await this.now(manager));
      await this.close(manager, actor, agreement, 'cancelled', text);
      if (agreement.status === 'in-force') await this.deps.events?.agreementEvent(manager, 'agreement.cancelled', { agreementId: String(id), projectId: String(agreement.projectId), status: 'cancelled' });
      await this.deps.audit.record(actor, { action: 'agreement.cancel', subjectType: 'agreement', subjectId: id, before: { status: agreement.status }, after: { status: 'cancelled' }, note: text }, manager);
      for (const party of ['homeowner', 'contractor'] as const) {
        await this.tell(manager, agreement, party, `The agreement for "${agreement.projectTitle}" was cancelled`, `Our team recorded the cancellation both sides agreed to: "${text}"`);
      }
    });
    return (await this.row(id))!;
  }

  /** Closes an agreement; an agreement in force that is cancelled also releases the project's hire, so the homeowner can hire again. */
  private async close(manager: EntityManager, actor: Actor, agreement: AgreementRow, status: AgreementStatusValue, reason: string | null): Promise<void> {
    await manager.query(`UPDATE agreement SET status = $2, closed_at = now(), closed_by = $3, close_reason = $4, updated_at = now() WHERE id = $1`, [
      agreement.id,
      status,
      isUser(actor) ? actor.userId : null,
      reason,
    ]);
    await this.event(manager, agreement.id, status, this.byParty(actor, agreement), reason);
    if (agreement.status === 'in-force') {
      await manager.query(`UPDATE agreement_change_order SET status = 'withdrawn', decided_at = now() WHERE agreement_id = $1 AND status = 'proposed'`, [agreement.id]);
      await manager.query(`UPDATE proposal SET status = 'declined', decline_note = 'The written agreement was cancelled.', updated_at = now() WHERE id = $1`, [agreement.proposalId]);
      await manager.query(`UPDATE project SET hired_proposal_id = NULL WHERE id = $1 AND hired_proposal_id = $2`, [agreement.projectId, agreement.proposalId]);
    }
  }

  /**
   * The knock-on of the hire's release or the project's cancellation: an agreement nobody is bound by yet
   * is cancelled (AGREEMENT_STEPS.supersede), and its contractor is told. Called inside the change's transaction.
   */
  async supersede(manager: EntityManager, where: { proposalId?: number; projectId?: number }, why: string): Promise<void> {
    const rows: AgreementRow[] = await manager.query(
      `${AGREEMENT_SELECT} WHERE ${where.proposalId !== undefined ? 'a.proposal_id = $1' : 'a.project_id = $1'} AND a.status IN ('draft', 'sent', 'changes-requested', 'signed-by-one') FOR UPDATE OF a`,
      [where.proposalId ?? where.projectId],
    );
    const system: Actor = { kind: 'system', name: 'agreement knock-on' };
    for (const agreement of rows) {
      assertAgreementStep(system, 'supersede', agreement);
      await this.close(manager, system, agreement, 'cancelled', why);
      await this.tell(manager, agreement, 'contractor', `The agreement for "${agreement.projectTitle}" was cancelled`, why);
    }
  }

  /** The PDF a party or an operator downloads: the signed copy once in force, else the document as sent. */
  async pdf(actor: Actor, rawId: unknown): Promise<{ body: Readable; filename: string; size?: number }> {
    const agreement = await this.get(actor, rawId);
    const key = agreement.copyKey ?? agreement.documentKey;
    if (!key || !this.deps.storage) throw new NotFoundError('Agreement PDF', agreement.id);
    const stored = await this.deps.storage.get(key);
    if (!stored) throw new NotFoundError('Agreement PDF', agreement.id);
    return { body: stored.body, size: stored.size, filename: `agreement-${agreement.id}${agreement.copyKey ? '-signed' : ''}.pdf` };
  }

  /** The bytes of the signed document (for checks: its SHA-256 is what each signature records). */
  async documentBytes(agreement: AgreementRow): Promise<Buffer | null> {
    if (!agreement.documentKey || !this.deps.storage) return null;
    const stored = await this.deps.storage.get(agreement.documentKey);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  async changeOrder(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<ChangeOrderRow | undefined> {
    const [row] = await manager.query(`${CHANGE_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row;
  }

  /** The agreement's totals now: the signed lines plus every signed change order. */
  async currentTotals(agreement: AgreementRow) {
    const changes = (await this.changeOrders(agreement.id)).filter((change) => change.status === 'signed');
    return currentTotals(agreement.terms.lines, changes.map((change) => change.terms));
  }
}
