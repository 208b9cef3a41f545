import { VISIT_STATUS_LABELS } from '@marketplace/shared';
import type { Actor } from '../../policy/actor';
import type { VisitRow } from './visit-row';
import { visitIcsPath, type VisitService } from './visit.service';

/**
 * One presentation of a site visit for both transports: GraphQL's SiteVisit, and the REST answers of the staff steps
 * (POST /api/visits/{id}/operator-cancellation and /no-show-withdrawal). The address only once confirmed, and the
 * viewer's buttons (viewerCan) from the same policy check as the service's refusal.
 */
export async function presentVisits(visits: VisitService, actor: Actor, rows: readonly VisitRow[]) {
  if (rows.length === 0) return [];
  const now = await visits.now();
  return Promise.all(
    rows.map(async (row) => ({
      id: String(row.id),
      projectId: String(row.projectId),
      projectTitle: row.projectTitle,
      agreementId: row.agreementId === null ? null : String(row.agreementId),
      contractorName: row.contractorName,
      homeownerFirstName: String(row.homeownerName ?? '').split(/\s+/)[0] || 'The homeowner',
      status: row.status,
      statusLabel: VISIT_STATUS_LABELS[row.status],
      options: row.options,
      durationMinutes: row.durationMinutes,
      startsAt: row.startsAt,
      address: visits.addressFor(actor, row),
      suggestedAddress: await visits.suggestedAddress(actor, row),
      note: row.note,
      cancelReason: row.cancelReason,
      // A side's own cancellation names the side; the marketplace's says so on its own field.
      cancelledBy: row.cancelledBy === 'marketplace' ? null : row.cancelledBy,
      cancelledByMarketplace: row.cancelledBy === 'marketplace',
      noShowBy: row.noShowParty,
      noShowWithdrawnNote: row.status === 'no-show-withdrawn' ? row.noShowWithdrawnNote : null,
      sequence: row.sequence,
      icsUrl: visitIcsPath(row.id),
      updatedAt: row.updatedAt,
      viewerCan: visits.permissions(actor, row, now),
    })),
  );
}

export const presentVisit = async (visits: VisitService, actor: Actor, row: VisitRow) => (await presentVisits(visits, actor, [row]))[0];
