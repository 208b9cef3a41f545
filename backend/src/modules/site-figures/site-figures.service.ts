import { TRADES } from '@marketplace/shared';
import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';

/**
 * The figures the site states as fact (home and about pages, the business's JSON-LD rating), as the
 * site_figures materialized view last computed them from the real tables (migration 1765300000000).
 */
export interface SiteFigures {
  /** Published projects marked completed. */
  projectsCompleted: number;
  /** Contractor accounts in good standing (not disabled) with at least one verified, unexpired credential. */
  verifiedContractors: number;
  /** Distinct service areas (GTA cities) those verified contractors cover. */
  citiesServed: number;
  /** Visible (not hidden) reviews. */
  reviewCount: number;
  /** Average rating of the visible reviews (each the average of its four scores), one decimal; null with none. */
  averageRating: number | null;
  /** Whole percent of visible reviews rated 4 or more; null with none. */
  satisfactionPercent: number | null;
  /** When the figures were computed. */
  refreshedAt: Date;
}

const COLUMNS = `projects_completed AS "projectsCompleted", verified_contractors AS "verifiedContractors",
  cities_served AS "citiesServed", review_count AS "reviewCount", average_rating AS "averageRating",
  satisfaction_percent AS "satisfactionPercent", refreshed_at AS "refreshedAt"`;
const SELECT_FIGURES = `SELECT ${COLUMNS} FROM site_figures`;

/**
 * Reads and refreshes the site's figures. Nothing is kept in process memory: every API process reads
 * the same row from PostgreSQL, and the scheduled job (jobs/site-figures.ts) refreshes it for all.
 */
export class SiteFiguresService {
  constructor(private readonly db: DataSource) {}

  /** The figures as last refreshed (a one-row read): the whole site's, or with `trade` that trade's (trade_figures). */
  async current(trade?: number | null): Promise<SiteFigures> {
    if (trade != null) {
      if (!TRADES.some((entry) => entry.id === trade)) throw new ValidationError({ trade: 'Choose a trade from the list' });
      const [forTrade]: SiteFigures[] = await this.db.query(`SELECT ${COLUMNS} FROM trade_figures WHERE trade_id = $1`, [trade]);
      if (forTrade) return forTrade;
    }
    const [row]: SiteFigures[] = await this.db.query(SELECT_FIGURES);
    if (!row) throw new Error('site_figures has no row: the view was not populated');
    return row;
  }

  /** Recomputes the figures from the tables now; readers keep seeing the previous row until it commits. */
  async refresh(): Promise<SiteFigures> {
    await this.db.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY site_figures`);
    await this.db.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY trade_figures`);
    // The contractors' track records matching and the directory rank by (migration ProTrackRecord).
    await this.db.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY pro_track_record`);
    return this.current();
  }
}
