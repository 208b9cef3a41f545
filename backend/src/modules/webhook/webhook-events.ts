import { randomBytes } from 'node:crypto';
import { SERVICE_AREAS, TRADES, type ProjectStatusValue } from '@marketplace/shared';
import type { EntityManager } from 'typeorm';
import { CLOSED_PROJECT_STATUSES, PROJECT_ACTIONS } from '../../policy/lifecycle';
import { unmetCondition } from '../../policy/policy';
import { projectPath } from '../../shared/site-paths';

/**
 * Why a project stopped taking quotes (project.closed), read from the lifecycle's own rule for
 * bidding (PROJECT_ACTIONS.submitProposal): a hire, a closed status (completed, cancelled), as many
 * quotes as it takes, or its deletion. Review states never close a public project: it stays public.
 */
export type ClosedReason = 'hired' | (typeof CLOSED_PROJECT_STATUSES)[number] | 'quote-limit-reached' | 'deleted';

/** What decides whether a project takes quotes, as a project change sees it before and after. */
export interface QuoteState {
  id: number;
  visibility: string;
  status: ProjectStatusValue;
  hiredProposalId: number | null;
  proposalCount: number;
  quoteLimit: number;
}

/** Whether any contractor could bid now: the bidding rule, for a contractor with no tie to the project. */
export function takesQuotes(state: QuoteState): boolean {
  return unmetCondition(PROJECT_ACTIONS.submitProposal, { ...state, ownerId: null } as never, new Set(['contractor'])) === null;
}

export function closedReason(state: QuoteState): ClosedReason {
  const closed = CLOSED_PROJECT_STATUSES.find((status) => status === state.status);
  if (closed) return closed;
  if (state.hiredProposalId !== null) return 'hired';
  return 'quote-limit-reached';
}

/** A project's public fields only: never the homeowner's name, e-mail or phone, nor review notes. */
export interface PublicProject {
  id: string;
  title: string;
  description: string;
  category: string;
  trade: { id: number; name: string } | null;
  city: { slug: string; name: string } | null;
  location: string;
  budget: string;
  timeline: string;
  urgency: string;
  requirements: string[];
  status: ProjectStatusValue;
  quoteLimit: number;
  proposalCount: number;
  postedAt: string;
  url: string;
}

export interface ProjectRow extends QuoteState {
  title: string;
  description: string;
  category: string;
  tradeId: number | null;
  city: string | null;
  location: string;
  budget: string;
  timeline: string;
  urgency: string;
  requirements: string[];
  createdAt: Date;
}

/** The project as the event describes it, read inside the change's transaction. */
export async function readProject(manager: EntityManager, id: number): Promise<ProjectRow | null> {
  const [row] = await manager.query(
    `SELECT p.id, p.title, p.description, p.category, p.trade_id AS "tradeId", p.city, p.location, p.budget, p.timeline, p.urgency,
       p.requirements, p.status, p.visibility, p.hired_proposal_id AS "hiredProposalId", p.quote_limit AS "quoteLimit", p.created_at AS "createdAt",
       (SELECT COUNT(*)::int FROM proposal pr WHERE pr.project_id = p.id) AS "proposalCount"
     FROM project p WHERE p.id = $1`,
    [id],
  );
  return row ? { ...row, tradeId: row.tradeId === null ? null : Number(row.tradeId) } : null;
}

export function publicProject(row: ProjectRow, siteUrl: string): PublicProject {
  const trade = TRADES.find((t) => t.id === row.tradeId);
  const city = SERVICE_AREAS.find((area) => area.slug === row.city);
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    category: row.category,
    trade: trade ? { id: trade.id, name: trade.name } : null,
    city: city ? { slug: city.slug, name: city.name } : null,
    location: row.location,
    budget: row.budget,
    timeline: row.timeline,
    urgency: row.urgency,
    requirements: row.requirements ?? [],
    status: row.status,
    quoteLimit: row.quoteLimit,
    proposalCount: row.proposalCount,
    postedAt: new Date(row.createdAt).toISOString(),
    url: `${siteUrl}${projectPath(row.id)}`,
  };
}

/**
 * An event id: `msg_`, the time in milliseconds (hex, so ids sort by creation), and 80 random bits.
 * Stored once with the event and sent as `webhook-id` on every attempt, so receivers de-duplicate.
 */
export function newEventId(now = Date.now()): string {
  return `msg_${now.toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;
}

/** A signing secret as the Standard Webhooks libraries read it: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
