import type { DataSource } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { assertContractor, canOnContractorProfile } from '../../policy/contractor';
import { ForbiddenError } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { ContractorProfileInput, type PortfolioPhoto } from './contractor.inputs';

/** A contractor's business profile: the account's business name plus what contractor_profile holds. */
export interface ContractorProfileModel {
  id: string;
  businessName: string;
  trades: number[];
  serviceAreas: string[];
  yearsInBusiness: number | null;
  bio: string | null;
  logo: string | null;
  /** Photos of finished work, in the contractor's order. */
  portfolio: PortfolioPhoto[];
}

/** Contractor accounts in good standing that meet `where` (over "user" u and contractor_profile p), as profiles. */
export const profileSelect = (where: string) => `SELECT u.id, COALESCE(NULLIF(u."businessName", ''), u.name) AS "businessName",
  COALESCE(p.trades, '{}') AS trades, COALESCE(p.service_areas, '{}') AS "serviceAreas",
  p.years_in_business AS "yearsInBusiness", p.bio, p.logo, COALESCE(p.portfolio, '[]') AS portfolio
  FROM "user" u LEFT JOIN contractor_profile p ON p.user_id = u.id
  WHERE u.role = 'contractor' AND u.banned IS NOT TRUE AND ${where}`;

/** A built-in sample contractor as the API shows it (ShowcaseContractor): what its content states. */
export interface ShowcaseContractorModel {
  number: number;
  name: string;
  imageUrl: string | null;
  rating: number;
  reviewCount: number;
  specialties: string[];
  location: string;
  verified: boolean;
  yearsExperience: number;
  completedProjects: number;
  responseTime: string;
  availableNow: boolean;
  bio: string;
}

const toProfile = (row: ContractorProfileModel): ContractorProfileModel => ({ ...row, trades: row.trades.map(Number) });

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Business profiles: public to everyone, edited only by their contractor. */
export class ContractorProfileService {
  constructor(private readonly db: DataSource) {}

  /** A contractor account's profile (empty until they fill it in); null for any other id. */
  async find(id: string): Promise<ContractorProfileModel | null> {
    if (!id || id.length > 100 || id.includes('\u0000')) return null;
    const [row] = await this.db.query(profileSelect('u.id = $1'), [id]);
    return row ? toProfile(row) : null;
  }

  /** The profiles of these contractor accounts, in the order given; other ids are left out. */
  async findMany(ids: readonly string[]): Promise<ContractorProfileModel[]> {
    if (ids.length === 0) return [];
    const rows: ContractorProfileModel[] = await this.db.query(profileSelect('u.id = ANY($1)'), [[...ids]]);
    const byId = new Map(rows.map((row) => [row.id, toProfile(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The public numbers of the sample contractors of these names (a finished sample's contractor), in the
   * order given, matched as the rows say, without regard to case; null where none has the name, never another's.
   */
  async showcaseNumbers(names: readonly string[]): Promise<(number | null)[]> {
    const keys = names.map((name) => name.trim().toLowerCase());
    const rows: { key: string; number: number }[] = await this.db.query(`SELECT lower(name) AS key, number FROM showcase_contractor WHERE lower(name) = ANY($1)`, [keys]);
    const byKey = new Map(rows.map((row) => [row.key, row.number]));
    return keys.map((key) => byKey.get(key) ?? null);
  }

  /** A built-in sample contractor by its public number (showcase_contractor, written at every start); null for any other number. */
  async showcase(number: number): Promise<ShowcaseContractorModel | null> {
    if (!Number.isSafeInteger(number) || number < 1 || number > 999) return null;
    const [row] = await this.db.query(
      `SELECT number, name, NULLIF(image, '') AS "imageUrl", rating::float8 AS rating, review_count AS "reviewCount", specialties, location, verified,
         years_experience AS "yearsExperience", completed_projects AS "completedProjects", response_time AS "responseTime",
         availability = 'available' AS "availableNow", bio
       FROM showcase_contractor WHERE number = $1`,
      [number],
    );
    // A placeholder picture is no picture: the page lays out without one.
    return row ? { ...row, imageUrl: row.imageUrl?.startsWith('/api/placeholder/') ? null : row.imageUrl } : null;
  }

  /** The signed-in contractor's own profile; null for everyone else. */
  async mine(actor: Actor): Promise<ContractorProfileModel | null> {
    if (!isUser(actor) || actor.role !== 'contractor') return null;
    return this.find(actor.userId);
  }

  async update(actor: Actor, data: unknown): Promise<ContractorProfileModel> {
    assertContractor(actor);
    if (!canOnContractorProfile(actor, 'edit', actor.userId)) throw new ForbiddenError();
    const input = await parseInput(ContractorProfileInput, data);
    const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
    await this.db.transaction(async (manager) => {
      // Proposals are sent under the account's business name, so the profile edits that one.
      await manager.query(`UPDATE "user" SET "businessName" = $2, "updatedAt" = now() WHERE id = $1`, [actor.userId, input.businessName.trim()]);
      // Omitted, the portfolio stays as it is ($7 null).
      const portfolio = input.portfolio == null ? null : JSON.stringify(input.portfolio.map(({ photo, caption }) => ({ photo, caption: blankToNull(caption) })));
      await manager.query(
        `INSERT INTO contractor_profile (user_id, trades, service_areas, years_in_business, bio, logo, portfolio) VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::jsonb, '[]'))
         ON CONFLICT (user_id) DO UPDATE SET trades = $2, service_areas = $3, years_in_business = $4, bio = $5, logo = $6,
           portfolio = COALESCE($7::jsonb, contractor_profile.portfolio), updated_at = now()`,
        [actor.userId, unique(input.trades), unique(input.serviceAreas), input.yearsInBusiness ?? null, blankToNull(input.bio), input.logo ?? null, portfolio],
      );
    });
    return (await this.find(actor.userId))!;
  }
}
