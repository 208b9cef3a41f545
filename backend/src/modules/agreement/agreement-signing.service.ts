import {
  AGREEMENT_MESSAGES,
  type AgreementParty,
  type AgreementTerms,
  type CredentialRecord,
  agreementProblems,
  agreementTotals,
  coolingOffEndsOn,
  depositNeedsConfirmation,
  formatCents,
  formatDate,
} from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from '../../mail/mailer';
import { composeEmail } from '../../mail/message';
import { isUser, type Actor, type UserActor } from '../../policy/actor';
import { type AgreementRef, agreementPartyOf, assertAgreementStep } from '../../policy/agreement';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import { SIGNATURE_SELECT, agreementPath, note, readSignature, type AgreementEvents, type AgreementRow, type SignerInfo, type SignInput } from './agreement-rows';
import type { AgreementService } from './agreement.service';
import { readTerms } from './agreement-terms';

/**
 * An agreement from its draft to in force (docs/agreements.md): the hired contractor prepares it from the accepted
 * proposal and sends it once rules' agreementProblems lists nothing; the homeowner asks for changes, declines or
 * signs; once both have signed it is in force, and its PDF copy is e-mailed to both (the cooling-off clock starts).
 */
export class AgreementSigningService {
  constructor(
    private readonly deps: {
      db: DataSource;
      agreements: AgreementService;
      audit: AuditLog;
      mail: Mailer;
      siteUrl: string;
      events?: AgreementEvents;
    },
  ) {}

  /** The contractor's verified insurance and WSIB clearance now, as the agreement records them. */
  private async credentialsOf(manager: EntityManager, contractorId: string): Promise<{ insurance: CredentialRecord; wsib: CredentialRecord }> {
    const rows: { kind: string; status: string; expiresOn: string | null; issuer: string; number: string; coverageCents: string | null }[] = await manager.query(
      `SELECT DISTINCT ON (kind) kind, status, to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn", issuer, number, coverage_cents AS "coverageCents"
       FROM credential WHERE contractor_id = $1 AND kind IN ('liability-insurance', 'wsib-clearance')
       ORDER BY kind, (status = 'verified') DESC, expires_on DESC NULLS LAST, id DESC`,
      [contractorId],
    );
    const record = (kind: string): CredentialRecord => {
      const row = rows.find((each) => each.kind === kind);
      if (!row) return { status: 'none', expiresOn: null, detail: null };
      const coverage = row.coverageCents ? `, ${formatCents(Number(row.coverageCents))} coverage` : '';
      return { status: row.status, expiresOn: row.expiresOn, detail: kind === 'wsib-clearance' ? `Clearance ${row.number}` : `${row.issuer}, policy ${row.number}${coverage}` };
    };
    return { insurance: record('liability-insurance'), wsib: record('wsib-clearance') };
  }

  /**
   * "Prepare the agreement": the hired contractor drafts it from the accepted proposal, the project and both
   * accounts. A proposal that already has a live agreement answers with that one.
   */
  async prepare(actor: Actor, rawProposalId: unknown): Promise<AgreementRow> {
    const proposalId = parseId(rawProposalId, 'proposalId');
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to prepare the agreement.');
    const id = await this.deps.db.transaction(async (manager) => {
      const [hire] = await manager.query(
        `SELECT pr.id, pr.project_id AS "projectId", pr.contractor_id AS "contractorId", pr.status, pr.approach, pr.materials, pr.warranty, pr.timeline,
           pr.bid_amount AS "bidAmount", pr.bid_min_cents AS "bidMinCents", pr.bid_max_cents AS "bidMaxCents", pr.contractor_phone AS "proposalPhone",
           p.owner_id AS "ownerId", p.hired_proposal_id AS "hiredProposalId", p.title, p.location, p.homeowner,
           h.name AS "homeownerName", c.name AS "contractorName", c."businessName" AS "businessName", c.email AS "contractorEmail", c.phone AS "contractorPhone"
         FROM proposal pr JOIN project p ON p.id = pr.project_id
         LEFT JOIN "user" h ON h.id = p.owner_id LEFT JOIN "user" c ON c.id = pr.contractor_id
         WHERE pr.id = $1 FOR UPDATE OF p`,
        [proposalId],
      );
      // Nobody but the hired contractor learns whether the proposal exists.
      if (!hire || hire.contractorId !== actor.userId) throw new NotFoundError('Proposal', proposalId);
      const [live] = await manager.query(`SELECT id FROM agreement WHERE proposal_id = $1 AND status NOT IN ('cancelled', 'declined')`, [proposalId]);
      if (live) return live.id as number;
      const ref: AgreementRef = { id: 0, homeownerId: hire.ownerId ?? '', contractorId: hire.contractorId, status: 'new', inForceAt: null, copyDeliveredAt: null };
      if (!hire.ownerId || hire.hiredProposalId !== hire.id || hire.status !== 'accepted') {
        throw new ConflictError('The agreement is prepared once the homeowner has accepted your proposal, and while you are the hired contractor.');
      }
      assertAgreementStep(actor, 'prepare', ref);
      const credentials = await this.credentialsOf(manager, hire.contractorId);
      const bidMin = hire.bidMinCents === null ? null : Number(hire.bidMinCents);
      const terms: AgreementTerms = {
        homeowner: { name: hire.homeownerName || (hire.homeowner !== 'Unknown' ? hire.homeowner : ''), workAddress: '' },
        contractor: {
          legalName: hire.businessName || hire.contractorName || '',
          operatingName: null,
          businessAddress: '',
          phone: hire.contractorPhone || hire.proposalPhone || '',
          email: hire.contractorEmail || '',
          representative: hire.contractorName || '',
          hstNumber: null,
        },
        work: { description: hire.approach ?? '', materials: hire.materials ?? '', subcontractors: null },
        lines: bidMin === null ? [] : [{ description: `The work described above, as quoted (${hire.bidAmount})`, quantity: 1, unitPriceCents: bidMin, kind: 'estimate', taxable: true }],
        payments: [
          { description: 'Deposit', basisPoints: 1000, dueOn: 'On signing this agreement', deposit: true },
          { description: 'Balance', basisPoints: 9000, dueOn: 'On substantial completion of the work' },
        ],
        startDate: '',
        completionDate: '',
        permits: [],
        warranty: hire.warranty ?? '',
        conditions: null,
        ...credentials,
        acceptedBid: bidMin === null ? null : { minCents: bidMin, maxCents: hire.bidMaxCents === null ? null : Number(hire.bidMaxCents), text: hire.bidAmount },
      };
      const [created] = await manager.query(
        `INSERT INTO agreement (project_id, proposal_id, homeowner_id, contractor_id, terms) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [hire.projectId, hire.id, hire.ownerId, hire.contractorId, JSON.stringify(terms)],
      );
      await this.deps.agreements.event(manager, created.id, 'drafted', 'contractor');
      return created.id as number;
    });
    return (await this.deps.agreements.row(id))!;
  }

  /** The contractor saves the draft (complete or not); the server keeps the credentials and the accepted bid. */
  async update(actor: Actor, rawId: unknown, data: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, id, manager);
      assertAgreementStep(actor, 'edit', agreement, await this.deps.agreements.now(manager));
      const terms = readTerms(data, agreement.terms);
      await manager.query(`UPDATE agreement SET terms = $2, updated_at = now() WHERE id = $1`, [id, JSON.stringify(terms)]);
    });
    return (await this.deps.agreements.row(id))!;
  }

  /**
   * The contractor sends it: refused while agreementProblems lists anything. The credentials are read again,
   * the document is rendered, stored and hashed: that exact document is what both sides sign.
   */
  async send(actor: Actor, rawId: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, id, manager);
      assertAgreementStep(actor, 'send', agreement, await this.deps.agreements.now(manager));
      const terms: AgreementTerms = { ...agreement.terms, ...(await this.credentialsOf(manager, agreement.contractorId)) };
      const problems = agreementProblems(terms);
      if (problems.length > 0) throw new ValidationError(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])), AGREEMENT_MESSAGES.hasProblems);
      const revision = agreement.sentAt ? agreement.revision + 1 : agreement.revision;
      const document = await this.deps.agreements.renderAndStore({ ...agreement, revision }, terms, 'document');
      await manager.query(
        `UPDATE agreement SET status = 'sent', terms = $2, revision = $3, document_key = $4, document_sha256 = $5, sent_at = now(), change_note = NULL,
           large_deposit_confirmed = false, updated_at = now() WHERE id = $1`,
        [id, JSON.stringify(terms), revision, document.key, document.sha256],
      );
      await this.deps.agreements.event(manager, id, revision > 1 ? 'resent' : 'sent', 'contractor');
      const total = formatCents(agreementTotals(terms.lines).totalCents);
      await this.deps.agreements.tell(
        manager,
        agreement,
        'homeowner',
        `Your agreement for "${agreement.projectTitle}" is ready to sign`,
        `${terms.contractor.operatingName || terms.contractor.legalName} sent the written agreement (total ${total} with HST). Read it, ask for changes, or sign it.`,
        'Read and sign',
      );
    });
    return (await this.deps.agreements.row(id))!;
  }

  /** The homeowner asks for changes, with a note: the agreement returns to the contractor, and any signature on it lapses. */
  async requestChanges(actor: Actor, rawId: unknown, rawNote: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    const text = note(rawNote, 'note', true, 'Say what should change')!;
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, id, manager);
      assertAgreementStep(actor, 'requestChanges', agreement, await this.deps.agreements.now(manager));
      await manager.query(`UPDATE agreement SET status = 'changes-requested', change_note = $2, updated_at = now() WHERE id = $1`, [id, text]);
      await this.deps.agreements.event(manager, id, 'changes-requested', 'homeowner', text);
      await this.deps.agreements.tell(manager, agreement, 'contractor', `Changes requested on the agreement for "${agreement.projectTitle}"`, `The homeowner asked: "${text}"`, 'Make the changes');
    });
    return (await this.deps.agreements.row(id))!;
  }

  /** The homeowner declines the agreement: it is closed; the hire stays until the homeowner decides on the proposal. */
  async decline(actor: Actor, rawId: unknown, rawReason: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    const reason = note(rawReason, 'reason', false, '');
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, id, manager);
      assertAgreementStep(actor, 'decline', agreement, await this.deps.agreements.now(manager));
      await manager.query(`UPDATE agreement SET status = 'declined', closed_at = now(), closed_by = $2, close_reason = $3, updated_at = now() WHERE id = $1`, [id, (actor as UserActor).userId, reason]);
      await this.deps.agreements.event(manager, id, 'declined', 'homeowner', reason);
      await this.deps.agreements.tell(manager, agreement, 'contractor', `The homeowner declined the agreement for "${agreement.projectTitle}"`, reason ? `Their reason: "${reason}"` : 'They gave no reason. You can write to them in the proposal’s messages.');
    });
    return (await this.deps.agreements.row(id))!;
  }

  /**
   * A party signs the document as sent (its SHA-256): full legal name typed, consent to sign electronically
   * (Electronic Commerce Act, 2000), optionally a drawn signature; the homeowner also confirms a deposit over
   * 10 %. Once both have signed, it is in force: the copy is made and e-mailed to both with the PDF.
   */
  async sign(actor: Actor, rawId: unknown, input: SignInput, info: SignerInfo): Promise<AgreementRow> {
    const id = parseId(rawId);
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, id, manager);
      assertAgreementStep(actor, 'sign', agreement, await this.deps.agreements.now(manager));
      const party = agreementPartyOf(actor, agreement)!;
      const expected = party === 'homeowner' ? agreement.terms.homeowner.name : agreement.terms.contractor.representative;
      const { fullName, drawn } = await readSignature(input, expected);
      const totals = agreementTotals(agreement.terms.lines);
      const largeDeposit = depositNeedsConfirmation(agreement.terms.payments, totals.totalCents);
      if (party === 'homeowner' && largeDeposit && input.confirmLargeDeposit !== true) throw new ValidationError({ confirmLargeDeposit: AGREEMENT_MESSAGES.depositConfirmation });
      const signatures = this.deps.agreements.currentSignatures(agreement, await this.deps.agreements.signatures(id));
      if (signatures.some((signature) => signature.party === party)) throw new ConflictError('You have already signed this agreement.');
      await manager.query(
        `INSERT INTO agreement_signature (agreement_id, party, user_id, full_name, consented, ip_address, user_agent, document_sha256, drawn_signature)
         VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8)`,
        [id, party, (actor as UserActor).userId, fullName, info.ipAddress.slice(0, 100), info.userAgent.slice(0, 500), agreement.documentSha256, drawn],
      );
      if (party === 'homeowner' && largeDeposit) await manager.query(`UPDATE agreement SET large_deposit_confirmed = true WHERE id = $1`, [id]);
      await this.deps.agreements.event(manager, id, `signed-by-${party}`, party);
      const other: AgreementParty = party === 'homeowner' ? 'contractor' : 'homeowner';
      if (signatures.length === 0) {
        await manager.query(`UPDATE agreement SET status = 'signed-by-one', updated_at = now() WHERE id = $1`, [id]);
        await this.deps.agreements.tell(manager, agreement, other, `${fullName} signed the agreement for "${agreement.projectTitle}"`, 'It comes into force once you sign it too.', 'Read and sign');
        return;
      }
      await this.comeIntoForce(manager, { ...agreement, largeDepositConfirmed: agreement.largeDepositConfirmed || (party === 'homeowner' && largeDeposit) });
      await this.deps.events?.agreementEvent(manager, 'agreement.signed', { agreementId: String(id), projectId: String(agreement.projectId), status: 'in-force' });
    });
    return (await this.deps.agreements.row(id))!;
  }

  /** Both have signed: the copy (document plus signature records) is stored and e-mailed to both, and that day starts the cooling-off clock. */
  private async comeIntoForce(manager: EntityManager, agreement: AgreementRow): Promise<void> {
    const signatures = this.deps.agreements.currentSignatures(agreement, await manager.query(`${SIGNATURE_SELECT} WHERE agreement_id = $1 ORDER BY id`, [agreement.id]));
    const copy = await this.deps.agreements.renderAndStore(agreement, agreement.terms, 'copy', { signatures, largeDepositConfirmed: agreement.largeDepositConfirmed });
    await manager.query(`UPDATE agreement SET status = 'in-force', in_force_at = now(), copy_key = $2, copy_delivered_at = now(), updated_at = now() WHERE id = $1`, [agreement.id, copy.key]);
    const now = await this.deps.agreements.now(manager);
    await this.deps.agreements.event(manager, agreement.id, 'in-force', null);
    await this.deps.agreements.event(manager, agreement.id, 'copy-delivered', null);
    const endsOn = coolingOffEndsOn(now, now);
    const emails: { email: string; name: string; party: AgreementParty }[] = await manager.query(
      `SELECT u.email, u.name, CASE WHEN u.id = $1 THEN 'homeowner' ELSE 'contractor' END AS party FROM "user" u WHERE u.id IN ($1, $2)`,
      [agreement.homeownerId, agreement.contractorId],
    );
    const url = `${this.deps.siteUrl}${agreementPath(agreement.id)}`;
    const total = formatCents(agreementTotals(agreement.terms.lines).totalCents);
    for (const person of emails) {
      const message = composeEmail({
        to: person.email,
        subject: `Your signed agreement for "${agreement.projectTitle}" (copy attached)`,
        greeting: `Hi ${person.name.split(/\s+/)[0] || 'there'},`,
        paragraphs: [
          `Both sides have signed the home renovation agreement for "${agreement.projectTitle}" (total ${total} with HST). Your copy is attached as a PDF; keep it with your records.`,
          person.party === 'homeowner'
            ? `You may cancel this agreement for any reason until ${formatDate(endsOn, 'long')}, ten days after receiving this copy, from the agreement page. The contractor must then refund you within 15 days.`
            : `The homeowner may cancel for any reason until ${formatDate(endsOn, 'long')} (the 10-day cooling-off period of Ontario’s Consumer Protection Act). Any change to the price or the work from now on is a change order both of you sign.`,
        ],
        action: { label: 'Open the agreement', url },
        footer: ['This copy is sent to both parties as Ontario law requires, whatever your e-mail settings.', 'GTA Home Pros provides the agreement template; it is not legal advice.'],
      });
      await this.deps.mail.send(
        { ...message, attachments: [{ filename: `agreement-${agreement.id}.pdf`, contentType: 'application/pdf', contentBase64: copy.bytes.toString('base64') }] },
        manager,
      );
    }
    await this.deps.agreements.tell(manager, agreement, 'homeowner', `The agreement for "${agreement.projectTitle}" is in force`, `Both sides have signed. Your copy is in your e-mail; you may cancel until ${formatDate(endsOn, 'long')}.`);
    await this.deps.agreements.tell(manager, agreement, 'contractor', `The agreement for "${agreement.projectTitle}" is in force`, 'Both sides have signed. Your copy is in your e-mail.');
  }
}
