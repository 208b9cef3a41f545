/**
 * A contractor's track record as matching, the directory and the profile read it, written once in
 * SQL over an expression that names the contractor's account id (for example `u.id`).
 */

/** Median hours from a lead alert to the contractor's first proposal on that project; null with no history. */
export const responseHoursSql = (contractorId: string) => `(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_bid.at - a.created_at) / 3600)
    FROM lead_alert a
    CROSS JOIN LATERAL (SELECT min(pr.created_at) AS at FROM proposal pr WHERE pr.project_id = a.project_id AND pr.contractor_id = a.contractor_id) first_bid
    WHERE a.contractor_id = ${contractorId} AND first_bid.at IS NOT NULL)`;

/** Hires the contractor had (projects the homeowner did not cancel) or, with `completed`, finished. */
export const hiresSql = (contractorId: string, which: 'all' | 'completed') => `(SELECT count(*)::int FROM project hp JOIN proposal hpr ON hpr.id = hp.hired_proposal_id
    WHERE hpr.contractor_id = ${contractorId} AND ${which === 'completed' ? `hp.status = 'completed'` : `hp.status <> 'cancelled'`})`;

/** "within 2 hours", "within a day": how soon a contractor typically answers a lead, as homeowners read it. */
export function typicalResponse(hours: number | null): string | null {
  if (hours === null || !Number.isFinite(hours) || hours < 0) return null;
  if (hours <= 1) return 'within an hour';
  if (hours < 24) return `within ${Math.ceil(hours)} hours`;
  if (hours <= 48) return 'within a day';
  return `within ${Math.ceil(hours / 24)} days`;
}

/**
 * Site visits the contractor missed: confirmed visits the homeowner marked as a no-show that still stand (a mark
 * staff withdrew, state 'no-show-withdrawn', no longer counts; docs/visits.md).
 */
export const noShowsSql = (contractorId: string) =>
  `(SELECT count(*)::int FROM site_visit sv WHERE sv.contractor_id = ${contractorId} AND sv.no_show_party = 'contractor' AND sv.status = 'no-show')`;
