import type { VisitState } from '../../policy/lifecycle-visit';

/** A site visit as the services read it: its sides' names, the agreement it shows on, its times. */
export type VisitParty = 'homeowner' | 'contractor';

export interface VisitRow {
  id: number;
  projectId: number;
  projectTitle: string;
  homeownerId: string;
  contractorId: string;
  homeownerName: string;
  contractorName: string;
  /** The agreement between the two on this project, if there is one: the visit shows on its page too. */
  agreementId: number | null;
  status: Exclude<VisitState, 'new'>;
  options: Date[];
  durationMinutes: number;
  startsAt: Date | null;
  address: string | null;
  note: string | null;
  cancelReason: string | null;
  /** Who cancelled it: one side, or the marketplace (staff, with the reason in cancelReason). */
  cancelledBy: VisitParty | 'marketplace' | null;
  /** The side marked as not having come (kept once staff withdraw the mark). */
  noShowParty: VisitParty | null;
  /** Why staff withdrew the no-show mark (state 'no-show-withdrawn'). */
  noShowWithdrawnNote: string | null;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

export const VISIT_SELECT = `SELECT v.id, v.project_id AS "projectId", p.title AS "projectTitle", v.homeowner_id AS "homeownerId", v.contractor_id AS "contractorId",
  h.name AS "homeownerName", COALESCE(NULLIF(c."businessName", ''), c.name) AS "contractorName",
  (SELECT a.id FROM agreement a WHERE a.project_id = v.project_id AND a.contractor_id = v.contractor_id ORDER BY a.id DESC LIMIT 1) AS "agreementId",
  v.status, v.options, v.duration_minutes AS "durationMinutes", v.starts_at AS "startsAt", v.address, v.note, v.cancel_reason AS "cancelReason",
  v.cancelled_by AS "cancelledBy", v.no_show_party AS "noShowParty", v.no_show_withdrawn_note AS "noShowWithdrawnNote", v.sequence, v.created_at AS "createdAt", v.updated_at AS "updatedAt"
  FROM site_visit v JOIN project p ON p.id = v.project_id JOIN "user" h ON h.id = v.homeowner_id JOIN "user" c ON c.id = v.contractor_id`;

/** The times as moments, whichever way the driver gave the array. */
export const fix = (row: VisitRow): VisitRow => ({ ...row, options: (row.options ?? []).map((option) => new Date(option)) });
export const fixAll = (rows: VisitRow[]): VisitRow[] => rows.map(fix);
