import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  AGREEMENT_MESSAGES,
  type AgreementParty,
  type AgreementStatusValue,
  type AgreementTerms,
  type ChangeOrderStatusValue,
  type ChangeOrderTerms,
  type CredentialRecord,
  agreementProblems,
  agreementTotals,
  coolingOffEndsOn,
  currentTotals,
  depositNeedsConfirmation,
  formatCents,
  formatDate,
  refundDueOn,
} from '@marketplace/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from '../../mail/mailer';
import { composeEmail } from '../../mail/message';
import { isUser, type Actor, type UserActor } from '../../policy/actor';
import { type AgreementRef, agreementPartyOf, assertAgreementStep, assertCanViewAgreement, assertChangeOrderStep, canTakeAgreementStep, canTakeChangeOrderStep, canViewAgreement } from '../../policy/agreement';
import type { PhotoStorage } from '../../storage';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Notifier } from '../notification/notification.types';
import { readChangeOrder, readTerms } from './agreement-terms';

/** The PDF generator (agreement-pdf.ts), passed in so the service stays testable without it. */
export type AgreementPdfRenderer = (input: {
  agreementId: string;
  projectTitle: string;
  preparedAt: Date;
  terms: AgreementTerms;
  kind: 'document' | 'copy';
  signatures?: { party: AgreementParty; fullName: string; signedAt: Date; ipAddress: string; userAgent: string; documentSha256: string }[];
  changeOrders?: { number: number; description: string; lines: AgreementTerms['lines']; scheduleChange?: string | null; startDate?: string | null; completionDate?: string | null; status: string; signedAt?: Date | null }[];
  largeDepositConfirmed?: boolean;
}) => Promise<Buffer>;

/** Webhook events an agreement emits (ids and states only). */
export interface AgreementEvents {
  agreementEvent(manager: EntityManager, type: 'agreement.signed' | 'agreement.cancelled' | 'change_order.signed', data: { projectId: string } & Record<string, string>): Promise<void>;
}

export interface AgreementRow extends AgreementRef {
  projectId: number;
  proposalId: number;
  projectTitle: string;
  terms: AgreementTerms;
  revision: number;
  changeNote: string | null;
  largeDepositConfirmed: boolean;
  documentKey: string | null;
  documentSha256: string | null;
  copyKey: string | null;
  sentAt: Date | null;
  closedAt: Date | null;
  closedBy: string | null;
  closeReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SignatureRow {
  id: number;
  agreementId: number;
  changeOrderId: number | null;
  party: AgreementParty;
  fullName: string;
  ipAddress: string;
  userAgent: string;
  documentSha256: string;
  drawnSignature: string | null;
  signedAt: Date;
}

export interface ChangeOrderRow {
  id: number;
  agreementId: number;
  number: number;
  proposedBy: AgreementParty;
  status: ChangeOrderStatusValue;
  terms: ChangeOrderTerms;
  documentSha256: string;
  declineReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

export interface AgreementEventRow {
  id: number;
  kind: string;
  byParty: string | null;
  note: string | null;
  at: Date;
}

/** Where a request came from, kept with each signature. */
export interface SignerInfo {
  ipAddress: string;
  userAgent: string;
}

export interface SignInput {
  fullName?: unknown;
  consent?: unknown;
  drawnSignature?: unknown;
  confirmLargeDeposit?: unknown;
}

const AGREEMENT_SELECT = `SELECT a.id, a.project_id AS "projectId", a.proposal_id AS "proposalId", p.title AS "projectTitle",
  a.homeowner_id AS "homeownerId", a.contractor_id AS "contractorId", a.status, a.terms, a.revision, a.change_note AS "changeNote",
  a.large_deposit_confirmed AS "largeDepositConfirmed", a.document_key AS "documentKey", a.document_sha256 AS "documentSha256",
  a.copy_key AS "copyKey", a.sent_at AS "sentAt", a.in_force_at AS "inForceAt", a.copy_delivered_at AS "copyDeliveredAt",
  a.closed_at AS "closedAt", a.closed_by AS "closedBy", a.close_reason AS "closeReason", a.created_at AS "createdAt", a.updated_at AS "updatedAt"
  FROM agreement a JOIN project p ON p.id = a.project_id`;

const SIGNATURE_SELECT = `SELECT id, agreement_id AS "agreementId", change_order_id AS "changeOrderId", party, full_name AS "fullName", ip_address AS "ipAddress",
  user_agent AS "userAgent", document_sha256 AS "documentSha256", drawn_signature AS "drawnSignature", signed_at AS "signedAt" FROM agreement_signature`;

const CHANGE_SELECT = `SELECT id, agreement_id AS "agreementId", number, proposed_by AS "proposedBy", status, terms, document_sha256 AS "documentSha256",
  decline_reason AS "declineReason", decided_at AS "decidedAt", created_at AS "createdAt" FROM agreement_change_order`;

/** A drawn signature: a PNG data URL from the signature pad, at most about 150 KB. */
const DRAWN_SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
const DRAWN_SIGNATURE_MAX = 200_000;
const NOTE_MAX = 2000;

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

function note(value: unknown, field: string, required: boolean, message: string): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw new ValidationError({ [field]: message });
    return null;
  }
  if (typeof value !== 'string') throw new ValidationError({ [field]: 'Must be text' });
  if (value.length > NOTE_MAX) throw new ValidationError({ [field]: AGREEMENT_MESSAGES.tooLong(NOTE_MAX) });
  return value.trim();
}

/** The agreement's page: every link to it goes here. */
export const agreementPath = (id: number) => `/agreements/${id}`;

/**
 * Written agreements after a hire (docs/agreements.md): drafted by the hired contractor from the accepted
 * proposal, checked by rules' agreementProblems, signed by both parties in the browser, in force once both
 * have signed, with its PDF copy e-mailed to both and the 10-day cooling-off clock running from that day.
 * Change orders amend an agreement in force once the other side signs. Only the two parties and operators
 * ever read any of it; every step is a row of AGREEMENT_STEPS / CHANGE_ORDER_STEPS (policy/lifecycle-agreement.ts).
 */
export class AgreementService {
  constructor(
    private readonly deps: {
      db: DataSource;
      audit: AuditLog;
      notifications: Notifier;
      mail: Mailer;
      siteUrl: string;
      storage?: PhotoStorage;
      renderPdf?: AgreementPdfRenderer;
      events?: AgreementEvents;
      /** The clock (tests move it through the database instead; see now()). */
    },
  ) {}

  /** The database's clock, so time-based rules are tested by moving time in the database, never by sleeping. */
  private async now(manager: EntityManager = this.deps.db.manager): Promise<Date> {
    const [{ now }] = await manager.query(`SELECT now() AS now`);
    return new Date(now);
  }

  private async row(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<AgreementRow | undefined> {
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
      await this.event(manager, created.id, 'drafted', 'contractor');
      return created.id as number;
    });
    return (await this.row(id))!;
  }

  /** The contractor saves the draft (complete or not); the server keeps the credentials and the accepted bid. */
  async update(actor: Actor, rawId: unknown, data: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'edit', agreement, await this.now(manager));
      const terms = readTerms(data, agreement.terms);
      await manager.query(`UPDATE agreement SET terms = $2, updated_at = now() WHERE id = $1`, [id, JSON.stringify(terms)]);
    });
    return (await this.row(id))!;
  }

  /** The agreement, locked for the transaction's change (404 to those who may not see it). */
  async locked(actor: Actor, id: number, manager: EntityManager): Promise<AgreementRow> {
    if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to see this agreement.');
    const agreement = await this.row(id, manager, true);
    if (!agreement) throw new NotFoundError('Agreement', id);
    if (actor.kind !== 'system') assertCanViewAgreement(actor, agreement);
    return agreement;
  }

  private async renderAndStore(agreement: AgreementRow, terms: AgreementTerms, kind: 'document' | 'copy', extra: Partial<Parameters<AgreementPdfRenderer>[0]> = {}): Promise<{ key: string; sha256: string; bytes: Buffer }> {
    const { renderPdf, storage } = this.deps;
    if (!renderPdf || !storage) throw new ConflictError('Agreements cannot be sent from this server: its PDF generator or file storage is not set up.');
    const bytes = await renderPdf({ agreementId: String(agreement.id), projectTitle: agreement.projectTitle, preparedAt: agreement.createdAt, terms, kind, ...extra });
    const hash = sha256(bytes);
    const key = `private/agreements/${agreement.id}-r${agreement.revision}-${kind}-${hash.slice(0, 16)}.pdf`;
    await storage.put(key, bytes, 'application/pdf', { size: bytes.length });
    return { key, sha256: hash, bytes };
  }

  /**
   * The contractor sends it: refused while agreementProblems lists anything. The credentials are read again,
   * the document is rendered, stored and hashed: that exact document is what both sides sign.
   */
  async send(actor: Actor, rawId: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'send', agreement, await this.now(manager));
      const terms: AgreementTerms = { ...agreement.terms, ...(await this.credentialsOf(manager, agreement.contractorId)) };
      const problems = agreementProblems(terms);
      if (problems.length > 0) throw new ValidationError(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])), AGREEMENT_MESSAGES.hasProblems);
      const revision = agreement.sentAt ? agreement.revision + 1 : agreement.revision;
      const document = await this.renderAndStore({ ...agreement, revision }, terms, 'document');
      await manager.query(
        `UPDATE agreement SET status = 'sent', terms = $2, revision = $3, document_key = $4, document_sha256 = $5, sent_at = now(), change_note = NULL,
           large_deposit_confirmed = false, updated_at = now() WHERE id = $1`,
        [id, JSON.stringify(terms), revision, document.key, document.sha256],
      );
      await this.event(manager, id, revision > 1 ? 'resent' : 'sent', 'contractor');
      const total = formatCents(agreementTotals(terms.lines).totalCents);
      await this.tell(
        manager,
        agreement,
        'homeowner',
        `Your agreement for "${agreement.projectTitle}" is ready to sign`,
        `${terms.contractor.operatingName || terms.contractor.legalName} sent the written agreement (total ${total} with HST). Read it, ask for changes, or sign it.`,
        'Read and sign',
      );
    });
    return (await this.row(id))!;
  }

  /** The homeowner asks for changes, with a note: the agreement returns to the contractor, and any signature on it lapses. */
  async requestChanges(actor: Actor, rawId: unknown, rawNote: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    const text = note(rawNote, 'note', true, 'Say what should change')!;
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'requestChanges', agreement, await this.now(manager));
      await manager.query(`UPDATE agreement SET status = 'changes-requested', change_note = $2, updated_at = now() WHERE id = $1`, [id, text]);
      await this.event(manager, id, 'changes-requested', 'homeowner', text);
      await this.tell(manager, agreement, 'contractor', `Changes requested on the agreement for "${agreement.projectTitle}"`, `The homeowner asked: "${text}"`, 'Make the changes');
    });
    return (await this.row(id))!;
  }

  /** The homeowner declines the agreement: it is closed; the hire stays until the homeowner decides on the proposal. */
  async decline(actor: Actor, rawId: unknown, rawReason: unknown): Promise<AgreementRow> {
    const id = parseId(rawId);
    const reason = note(rawReason, 'reason', false, '');
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'decline', agreement, await this.now(manager));
      await manager.query(`UPDATE agreement SET status = 'declined', closed_at = now(), closed_by = $2, close_reason = $3, updated_at = now() WHERE id = $1`, [id, (actor as UserActor).userId, reason]);
      await this.event(manager, id, 'declined', 'homeowner', reason);
      await this.tell(manager, agreement, 'contractor', `The homeowner declined the agreement for "${agreement.projectTitle}"`, reason ? `Their reason: "${reason}"` : 'They gave no reason. You can write to them in the proposal’s messages.');
    });
    return (await this.row(id))!;
  }

  private async readSignature(input: SignInput, expectedName: string): Promise<{ fullName: string; drawn: string | null }> {
    const fullName = typeof input.fullName === 'string' ? input.fullName.trim() : '';
    if (fullName === '') throw new ValidationError({ fullName: AGREEMENT_MESSAGES.signatureName });
    if (fullName.length > 200) throw new ValidationError({ fullName: AGREEMENT_MESSAGES.tooLong(200) });
    if (expectedName && !sameName(fullName, expectedName)) throw new ValidationError({ fullName: `${AGREEMENT_MESSAGES.signatureNameMismatch}: ${expectedName}` });
    if (input.consent !== true) throw new ValidationError({ consent: AGREEMENT_MESSAGES.signatureConsent });
    const drawn = input.drawnSignature === undefined || input.drawnSignature === null || input.drawnSignature === '' ? null : input.drawnSignature;
    if (drawn !== null && (typeof drawn !== 'string' || drawn.length > DRAWN_SIGNATURE_MAX || !DRAWN_SIGNATURE.test(drawn))) {
      throw new ValidationError({ drawnSignature: 'The drawn signature must be a PNG image under 150 KB' });
    }
    // Decoded once here, so a damaged image is refused now instead of breaking the copy's PDF later.
    if (drawn !== null) {
      const metadata = await sharp(Buffer.from((drawn as string).slice((drawn as string).indexOf(',') + 1), 'base64'), { limitInputPixels: 4_000_000 }).metadata().catch(() => null);
      if (metadata?.format !== 'png') throw new ValidationError({ drawnSignature: 'The drawn signature must be a PNG image under 150 KB' });
    }
    return { fullName, drawn: drawn as string | null };
  }

  /**
   * A party signs the document as sent (its SHA-256): full legal name typed, consent to sign electronically
   * (Electronic Commerce Act, 2000), optionally a drawn signature; the homeowner also confirms a deposit over
   * 10 %. Once both have signed, it is in force: the copy is made and e-mailed to both with the PDF.
   */
  async sign(actor: Actor, rawId: unknown, input: SignInput, info: SignerInfo): Promise<AgreementRow> {
    const id = parseId(rawId);
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'sign', agreement, await this.now(manager));
      const party = agreementPartyOf(actor, agreement)!;
      const expected = party === 'homeowner' ? agreement.terms.homeowner.name : agreement.terms.contractor.representative;
      const { fullName, drawn } = await this.readSignature(input, expected);
      const totals = agreementTotals(agreement.terms.lines);
      const largeDeposit = depositNeedsConfirmation(agreement.terms.payments, totals.totalCents);
      if (party === 'homeowner' && largeDeposit && input.confirmLargeDeposit !== true) throw new ValidationError({ confirmLargeDeposit: AGREEMENT_MESSAGES.depositConfirmation });
      const signatures = this.currentSignatures(agreement, await this.signatures(id));
      if (signatures.some((signature) => signature.party === party)) throw new ConflictError('You have already signed this agreement.');
      await manager.query(
        `INSERT INTO agreement_signature (agreement_id, party, user_id, full_name, consented, ip_address, user_agent, document_sha256, drawn_signature)
         VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8)`,
        [id, party, (actor as UserActor).userId, fullName, info.ipAddress.slice(0, 100), info.userAgent.slice(0, 500), agreement.documentSha256, drawn],
      );
      if (party === 'homeowner' && largeDeposit) await manager.query(`UPDATE agreement SET large_deposit_confirmed = true WHERE id = $1`, [id]);
      await this.event(manager, id, `signed-by-${party}`, party);
      const other: AgreementParty = party === 'homeowner' ? 'contractor' : 'homeowner';
      if (signatures.length === 0) {
        await manager.query(`UPDATE agreement SET status = 'signed-by-one', updated_at = now() WHERE id = $1`, [id]);
        await this.tell(manager, agreement, other, `${fullName} signed the agreement for "${agreement.projectTitle}"`, 'It comes into force once you sign it too.', 'Read and sign');
        return;
      }
      await this.comeIntoForce(manager, { ...agreement, largeDepositConfirmed: agreement.largeDepositConfirmed || (party === 'homeowner' && largeDeposit) });
      await this.deps.events?.agreementEvent(manager, 'agreement.signed', { agreementId: String(id), projectId: String(agreement.projectId), status: 'in-force' });
    });
    return (await this.row(id))!;
  }

  /** Both have signed: the copy (document plus signature records) is stored and e-mailed to both, and that day starts the cooling-off clock. */
  private async comeIntoForce(manager: EntityManager, agreement: AgreementRow): Promise<void> {
    const signatures = this.currentSignatures(agreement, await manager.query(`${SIGNATURE_SELECT} WHERE agreement_id = $1 ORDER BY id`, [agreement.id]));
    const copy = await this.renderAndStore(agreement, agreement.terms, 'copy', { signatures, largeDepositConfirmed: agreement.largeDepositConfirmed });
    await manager.query(`UPDATE agreement SET status = 'in-force', in_force_at = now(), copy_key = $2, copy_delivered_at = now(), updated_at = now() WHERE id = $1`, [agreement.id, copy.key]);
    const now = await this.now(manager);
    await this.event(manager, agreement.id, 'in-force', null);
    await this.event(manager, agreement.id, 'copy-delivered', null);
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
    await this.tell(manager, agreement, 'homeowner', `The agreement for "${agreement.projectTitle}" is in force`, `Both sides have signed. Your copy is in your e-mail; you may cancel until ${formatDate(endsOn, 'long')}.`);
    await this.tell(manager, agreement, 'contractor', `The agreement for "${agreement.projectTitle}" is in force`, 'Both sides have signed. Your copy is in your e-mail.');
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

  /** Either party proposes a change order on an agreement in force; the proposer's proposal is their consent. */
  async proposeChange(actor: Actor, rawId: unknown, data: unknown): Promise<ChangeOrderRow> {
    const id = parseId(rawId);
    const change = readChangeOrder(data);
    const changeId = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.locked(actor, id, manager);
      assertAgreementStep(actor, 'proposeChange', agreement, await this.now(manager));
      const party = agreementPartyOf(actor, agreement);
      if (!party) throw new ForbiddenError('Only the two parties propose change orders.');
      const [{ next }] = await manager.query(`SELECT COALESCE(MAX(number), 0) + 1 AS next FROM agreement_change_order WHERE agreement_id = $1`, [id]);
      const [row] = await manager.query(
        `INSERT INTO agreement_change_order (agreement_id, number, proposed_by, terms, document_sha256) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [id, next, party, JSON.stringify(change), sha256(JSON.stringify({ agreement: agreement.documentSha256, number: next, change }))],
      );
      await this.event(manager, id, 'change-proposed', party, `Change order ${next}: ${change.description}`);
      const delta = agreementTotals(change.lines).totalCents;
      await this.tell(
        manager,
        agreement,
        party === 'homeowner' ? 'contractor' : 'homeowner',
        `Change order ${next} proposed for "${agreement.projectTitle}"`,
        `${change.description} (${delta >= 0 ? '+' : ''}${formatCents(delta)} with HST). It changes the agreement once you sign it.`,
        'Review the change order',
      );
      return row.id as number;
    });
    return (await this.changeOrder(changeId))!;
  }

  private async changeOrder(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<ChangeOrderRow | undefined> {
    const [row] = await manager.query(`${CHANGE_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row;
  }

  private async lockedChange(actor: Actor, rawId: unknown, manager: EntityManager): Promise<{ agreement: AgreementRow; change: ChangeOrderRow }> {
    const changeId = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this agreement.');
    const found = await this.changeOrder(changeId, manager);
    if (!found) throw new NotFoundError('Change order', changeId);
    const agreement = await this.row(found.agreementId, manager, true);
    if (!agreement || !canViewAgreement(actor, agreement)) throw new NotFoundError('Change order', changeId);
    return { agreement, change: (await this.changeOrder(changeId, manager, true))! };
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
      const { fullName, drawn } = await this.readSignature(input, party === 'homeowner' ? agreement.terms.homeowner.name : agreement.terms.contractor.representative);
      await manager.query(
        `INSERT INTO agreement_signature (agreement_id, change_order_id, party, user_id, full_name, consented, ip_address, user_agent, document_sha256, drawn_signature)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, $9)`,
        [agreement.id, change.id, party, (actor as UserActor).userId, fullName, info.ipAddress.slice(0, 100), info.userAgent.slice(0, 500), change.documentSha256, drawn],
      );
      await manager.query(`UPDATE agreement_change_order SET status = 'signed', decided_at = now() WHERE id = $1`, [change.id]);
      await this.event(manager, agreement.id, 'change-signed', party, `Change order ${change.number} signed`);
      await this.deps.audit.record(actor, { action: 'agreement.change-order.sign', subjectType: 'agreement', subjectId: agreement.id, before: { status: 'proposed' }, after: { status: 'signed', changeOrder: change.number } }, manager);
      await this.tell(manager, agreement, change.proposedBy, `Change order ${change.number} for "${agreement.projectTitle}" was signed`, `${fullName} signed it: the agreement’s total now includes it.`);
      await this.deps.events?.agreementEvent(manager, 'change_order.signed', { agreementId: String(agreementId), projectId: String(agreement.projectId), changeOrderId: String(changeId), status: 'signed' });
    });
    return (await this.changeOrder(changeId))!;
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
      await this.event(manager, agreement.id, `change-${status}`, party, `Change order ${change.number} ${status}${reason ? `: ${reason}` : ''}`);
      const other: AgreementParty = party === 'homeowner' ? 'contractor' : 'homeowner';
      await this.tell(manager, agreement, other, `Change order ${change.number} for "${agreement.projectTitle}" was ${status}`, reason ? `The reason given: "${reason}"` : 'The agreement stays as it was.');
    });
    return (await this.changeOrder(changeId))!;
  }

  /** The agreement's totals now: the signed lines plus every signed change order. */
  async currentTotals(agreement: AgreementRow) {
    const changes = (await this.changeOrders(agreement.id)).filter((change) => change.status === 'signed');
    return currentTotals(agreement.terms.lines, changes.map((change) => change.terms));
  }
}
