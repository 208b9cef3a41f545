import { DIRECTORY_PAGE, SERVICE_AREAS, TRADES } from '@marketplace/shared';
import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { decodeOffset } from '../../shared/offset-cursor';
import { torontoDate } from '../../shared/toronto-date';
import type { ContractorProfileModel } from '../contractor/profile.service';
import { PRIOR_AVERAGE, PRIOR_REVIEWS } from './match-score';
import { hiresSql, responseHoursSql, typicalResponse } from './track-record';

export interface DirectoryFilter {
  /** A trade id of the one trade list. */
  trade?: number | null;
  /** A service-area slug. */
  city?: string | null;
  /** Words to find in business names and bios; typos are forgiven on names. */
  search?: string | null;
  /** Only pros with at least one verified, unexpired credential. */
  verifiedOnly?: boolean | null;
}

export interface DirectoryPage {
  nodes: ContractorProfileModel[];
  totalCount: number;
  hasNextPage: boolean;
  offset: number;
}

export interface TrackRecord {
  completedProjects: number;
  /** "within 2 hours"; null with no lead answered yet. */
  typicalResponse: string | null;
}

const MAX_SEARCH = 100;

/**
 * Trades a search names ("plumber", "electrical", "renovations"): a word of four letters or more
 * that starts the same five letters as a word of the trade's name.
 */
export function tradesNamedIn(search: string): number[] {
  const stems = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= 4).map((word) => word.slice(0, 5));
  const wanted = new Set(stems(search));
  return TRADES.filter((trade) => stems(trade.name).some((stem) => wanted.has(stem))).map((trade) => trade.id);
}

/**
 * The pro directory (/pros, and the service pages' "Verified pros serving {City}"): contractors in
 * good standing with a trade and a city on their profile, filtered by trade and city (GIN indexes on
 * the arrays) and by words (full-text search on name and bio, trigrams on the name for typos), best
 * first: verified pros, then the same Bayesian rating matching ranks by, then finished hires.
 */
export class ProDirectoryService {
  constructor(private readonly db: DataSource) {}

  async search(filter: DirectoryFilter, first: number = DIRECTORY_PAGE.default, after?: string | null): Promise<DirectoryPage> {
    if (!Number.isInteger(first) || first < 1 || first > DIRECTORY_PAGE.max) throw new ValidationError({ first: `Must be between 1 and ${DIRECTORY_PAGE.max}` });
    if (filter.trade != null && !TRADES.some((trade) => trade.id === filter.trade)) throw new ValidationError({ trade: 'Choose a trade from the list' });
    if (filter.city != null && !SERVICE_AREAS.some((area) => area.slug === filter.city)) throw new ValidationError({ city: 'Choose a city from the list' });
    const search = (filter.search ?? '').replace(/\s+/g, ' ').trim();
    if (search.length > MAX_SEARCH) throw new ValidationError({ search: `Search with at most ${MAX_SEARCH} characters` });
    if (search.includes('\u0000')) throw new ValidationError({ search: 'Search with letters and numbers' });
    const offset = after ? decodeOffset('pros', after) : 0;
    const text = search === '' ? null : search;
    const rows: (ContractorProfileModel & { total: number })[] = await this.db.query(
      `WITH q AS (SELECT $3::text AS text, CASE WHEN $3::text IS NULL THEN NULL ELSE websearch_to_tsquery('english', $3::text) END AS ts)
       SELECT p.user_id AS id, p.business_name AS "businessName", p.trades, p.service_areas AS "serviceAreas",
         p.years_in_business AS "yearsInBusiness", p.bio, p.logo, p.portfolio, count(*) OVER ()::int AS total
       FROM q, contractor_profile p
       JOIN "user" u ON u.id = p.user_id
       -- Ranked by the ratings as last refreshed (pro_track_record); cards show the live ones.
       LEFT JOIN pro_track_record rating ON rating.contractor_id = p.user_id
       CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM credential c WHERE c.contractor_id = p.user_id AND credential_counts(c.status, c.expires_on, $5::date)) AS verified) v
       WHERE u.role = 'contractor' AND u.banned IS NOT TRUE AND cardinality(p.trades) > 0 AND cardinality(p.service_areas) > 0
         AND ($1::int IS NULL OR p.trades @> ARRAY[$1::int])
         AND ($2::text IS NULL OR p.service_areas @> ARRAY[$2::text])
         AND (q.text IS NULL OR p.search_vector @@ q.ts OR q.text <% p.business_name OR p.trades && $4::int[])
         AND (NOT $6::boolean OR v.verified)
       ORDER BY
         CASE WHEN q.text IS NULL THEN 0 ELSE -(ts_rank(p.search_vector, q.ts) + word_similarity(q.text, p.business_name)) END,
         v.verified DESC,
         (${PRIOR_AVERAGE * PRIOR_REVIEWS} + COALESCE(rating.rating_sum, 0)) / (${PRIOR_REVIEWS} + COALESCE(rating.rating_count, 0)) DESC,
         p.business_name, p.user_id
       LIMIT $7 OFFSET $8`,
      [filter.trade ?? null, filter.city ?? null, text, text ? tradesNamedIn(text) : [], torontoDate(), Boolean(filter.verifiedOnly), first + 1, offset],
    );
    const totalCount = rows[0]?.total ?? (offset > 0 ? await this.count(filter) : 0);
    const nodes = rows.slice(0, first).map(({ total: _total, ...row }) => ({ ...row, trades: row.trades.map(Number) }));
    return { nodes, totalCount, hasNextPage: rows.length > first, offset };
  }

  /** The total when a page starts past the end (its rows carry no count). */
  private async count(filter: DirectoryFilter): Promise<number> {
    const page = await this.search({ ...filter }, 1);
    return page.totalCount;
  }

  /**
   * The public profiles the sitemap lists: contractors in good standing with a verified, unexpired
   * credential, each with when their profile or a credential check last changed.
   */
  async sitemapEntries(): Promise<{ path: string; lastModified: Date }[]> {
    const rows: { id: string; changed: Date }[] = await this.db.query(
      `SELECT u.id, GREATEST(COALESCE(p.updated_at, u."updatedAt"), max(c.reviewed_at)) AS changed
       FROM "user" u JOIN credential c ON c.contractor_id = u.id LEFT JOIN contractor_profile p ON p.user_id = u.id
       WHERE u.role = 'contractor' AND u.banned IS NOT TRUE AND credential_counts(c.status, c.expires_on, $1::date)
       GROUP BY u.id, p.updated_at, u."updatedAt" ORDER BY u.id`,
      [torontoDate()],
    );
    return rows.map((row) => ({ path: `/contractor/${encodeURIComponent(row.id)}`, lastModified: new Date(row.changed) }));
  }

  /** Each contractor's finished hires and typical response, in one query (a page of cards). */
  async trackRecords(contractorIds: readonly string[]): Promise<Map<string, TrackRecord>> {
    const rows: { id: string; completed: number; responseHours: number | null }[] = await this.db.query(
      `SELECT u.id, ${hiresSql('u.id', 'completed')} AS completed, ${responseHoursSql('u.id')} AS "responseHours"
       FROM "user" u WHERE u.id = ANY($1)`,
      [[...contractorIds]],
    );
    const records = new Map<string, TrackRecord>(contractorIds.map((id) => [id, { completedProjects: 0, typicalResponse: null }]));
    for (const row of rows) {
      records.set(row.id, { completedProjects: row.completed, typicalResponse: typicalResponse(row.responseHours === null ? null : Number(row.responseHours)) });
    }
    return records;
  }
}
