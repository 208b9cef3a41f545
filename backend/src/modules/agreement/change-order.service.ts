import { type AgreementParty, agreementTotals, formatCents } from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { isUser, type Actor, type UserActor } from '../../policy/actor';
import { agreementPartyOf, assertAgreementStep, assertChangeOrderStep, canViewAgreement } from '../../policy/agreement';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import { note, readSignature, sha256, type AgreementEvents, type AgreementRow, type ChangeOrderRow, type SignerInfo, type SignInput } from './agreement-rows';
import type { AgreementService } from './agreement.service';
import { readChangeOrder } from './agreement-terms';

/** Change orders on an agreement in force: either party proposes one, the other signs or declines it, its proposer may withdraw it. */
export class ChangeOrderService {
  constructor(private readonly deps: { db: DataSource; agreements: AgreementService; audit: AuditLog; events?: AgreementEvents }) {}

  /** Either party proposes a change order on an agreement in force; the proposer's proposal is their consent. */
  async proposeChange(actor: Actor, rawId: unknown, data: unknown): Promise<ChangeOrderRow> {
    const id = parseId(rawId);
    const change = readChangeOrder(data);
    const changeId = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, id, manager);
      assertAgreementStep(actor, 'proposeChange', agreement, await this.deps.agreements.now(manager));
      const party = agreementPartyOf(actor, agreement);
      if (!party) throw new ForbiddenError('Only the two parties propose change orders.');
      const [{ next }] = await manager.query(`SELECT COALESCE(MAX(number), 0) + 1 AS next FROM agreement_change_order WHERE agreement_id = $1`, [id]);
      const [row] = await manager.query(
        `INSERT INTO agreement_change_order (agreement_id, number, proposed_by, terms, document_sha256) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [id, next, party, JSON.stringify(change), sha256(JSON.stringify({ agreement: agreement.documentSha256, number: next, change }))],
      );
      await this.deps.agreements.event(manager, id, 'change-proposed', party, `Change order ${next}: ${change.description}`);
      const delta = agreementTotals(change.lines).totalCents;
      await this.deps.agreements.tell(
        manager,
        agreement,
        party === 'homeowner' ? 'contractor' : 'homeowner',
        `Change order ${next} proposed for "${agreement.projectTitle}"`,
        `${change.description} (${delta >= 0 ? '+' : ''}${formatCents(delta)} with HST). It changes the agreement once you sign it.`,
        'Review the change order',
      );
      return row.id as number;
    });
    return (await this.deps.agreements.changeOrder(changeId))!;
  }

  private async lockedChange(actor: Actor, rawId: unknown, manager: EntityManager): Promise<{ agreement: AgreementRow; change: ChangeOrderRow }> {
    const changeId = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this agreement.');
    const found = await this.deps.agreements.changeOrder(changeId, manager);
    if (!found) throw new NotFoundError('Change order', changeId);
    const agreement = await this.deps.agreements.row(found.agreementId, manager, true);
    if (!agreement || !canViewAgreement(actor, agreement)) throw new NotFoundError('Change order', changeId);
    return { agreement, change: (await this.deps.agreements.changeOrder(changeId, manager, true))! };
  }

  /** The other party signs a change order (name and consent, as for the agreement): it amends the totals. */
  async signChange(actor: Actor, rawId: unknown, input: SignInput, info: SignerInfo): Promise<ChangeOrderRow> {
    let changeId = 0;
    let agreementId = 0;
    await this.deps.db.transaction(async (manager) => {
      const { agreement, change } = await this.lockedChange(actor, rawId, manager);
      changeId = change.id;
      agreementId = agreement.id;
      assertChangeOrderStep(actor, 'sign', agreement, change);
      const party = agreementPartyOf(actor, agreement)!;
      const { fullName, drawn } = await readSignature(input, party === 'homeowner' ? agreement.terms.homeowner.name : agreement.terms.contractor.representative);
      await manager.query(
        `INSERT INTO agreement_signature (agreement_id, change_order_id, party, user_id, full_name, consented, ip_address, user_agent, document_sha256, drawn_signature)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, $9)`,
        [agreement.id, change.id, party, (actor as UserActor).userId, fullName, info.ipAddress.slice(0, 100), info.userAgent.slice(0, 500), change.documentSha256, drawn],
      );
      await manager.query(`UPDATE agreement_change_order SET status = 'signed', decided_at = now() WHERE id = $1`, [change.id]);
      await this.deps.agreements.event(manager, agreement.id, 'change-signed', party, `Change order ${change.number} signed`);
      await this.deps.audit.record(actor, { action: 'agreement.change-order.sign', subjectType: 'agreement', subjectId: agreement.id, before: { status: 'proposed' }, after: { status: 'signed', changeOrder: change.number } }, manager);
      await this.deps.agreements.tell(manager, agreement, change.proposedBy, `Change order ${change.number} for "${agreement.projectTitle}" was signed`, `${fullName} signed it: the agreement’s total now includes it.`);
      await this.deps.events?.agreementEvent(manager, 'change_order.signed', { agreementId: String(agreementId), projectId: String(agreement.projectId), changeOrderId: String(changeId), status: 'signed' });
    });
    return (await this.deps.agreements.changeOrder(changeId))!;
  }

  /** The other party declines a change order, or its proposer withdraws it. */
  async decideChange(actor: Actor, rawId: unknown, step: 'decline' | 'withdraw', rawReason: unknown): Promise<ChangeOrderRow> {
    const reason = note(rawReason, 'reason', false, '');
    let changeId = 0;
    await this.deps.db.transaction(async (manager) => {
      const { agreement, change } = await this.lockedChange(actor, rawId, manager);
      changeId = change.id;
      assertChangeOrderStep(actor, step, agreement, change);
      const status = step === 'decline' ? 'declined' : 'withdrawn';
      await manager.query(`UPDATE agreement_change_order SET status = $2, decline_reason = $3, decided_at = now() WHERE id = $1`, [change.id, status, reason]);
      const party = agreementPartyOf(actor, agreement)!;
      await this.deps.agreements.event(manager, agreement.id, `change-${status}`, party, `Change order ${change.number} ${status}${reason ? `: ${reason}` : ''}`);
      const other: AgreementParty = party === 'homeowner' ? 'contractor' : 'homeowner';
      await this.deps.agreements.tell(manager, agreement, other, `Change order ${change.number} for "${agreement.projectTitle}" was ${status}`, reason ? `The reason given: "${reason}"` : 'The agreement stays as it was.');
    });
    return (await this.deps.agreements.changeOrder(changeId))!;
  }
}
