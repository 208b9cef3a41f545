import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { DEFAULT_HOMEOWNER, DEFAULT_LOCATION, DEFAULT_URGENCY, type ProjectStatusValue, type ProjectVisibilityValue, type UrgencyValue } from '@marketplace/shared';
import { Proposal } from '../proposal/proposal.entity';
import { centsColumn } from '../../shared/cents-column';
import type { ShowcaseDetails } from '../../db/showcase-content';

@Entity({ name: 'project' })
@Index('idx_project_status', ['status', 'id'])
@Index('idx_project_urgency', ['urgency', 'id'])
@Index('idx_project_category', ['category', 'id'])
export class Project {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'varchar', length: 120 })
  budget: string;

  @Column({ type: 'varchar', length: 120 })
  timeline: string;

  @Column({ type: 'varchar', length: 10, default: DEFAULT_URGENCY })
  urgency: UrgencyValue;

  @Column({ type: 'varchar', length: 120, default: DEFAULT_HOMEOWNER })
  homeowner: string;

  @Column({ type: 'varchar', length: 200, default: DEFAULT_LOCATION })
  location: string;

  /** Stored photo file names (served under /api/uploads) or absolute image paths. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  requirements: string[];

  @Column({ type: 'varchar', length: 24, default: 'open' })
  status: ProjectStatusValue;

  @Column({ name: 'estimated_cost', type: 'varchar', length: 120, nullable: true })
  estimatedCost: string | null;

  @Column({ name: 'contractor_notes', type: 'text', nullable: true })
  contractorNotes: string | null;

  @Column({ name: 'start_date', type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ name: 'completion_date', type: 'timestamptz', nullable: true })
  completionDate: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The homeowner's account (null for projects posted before accounts existed). */
  @Column({ name: 'owner_id', type: 'text', nullable: true })
  ownerId: string | null;

  /**
   * unconfirmed until the poster opens the sign-in link e-mailed to them; then in-review until an
   * operator approves it (published), asks for changes or rejects it (see REVIEW_STEPS).
   */
  @Column({ type: 'varchar', length: 24, default: 'published' })
  visibility: ProjectVisibilityValue;

  /** When the post entered the review queue (confirmation or resubmission): the 24-hour clock starts here. */
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** The operator's request for changes or reason for rejecting, shown to the homeowner. */
  @Column({ name: 'review_note', type: 'text', nullable: true })
  reviewNote: string | null;

  /** Automatic spam checks that flagged the post (see moderation/spam-checks.ts); operators only. */
  @Column({ name: 'spam_flags', type: 'text', array: true, default: () => "'{}'" })
  spamFlags: string[];

  /** The client address the post came from, for the repeated-posts check; never shown. */
  @Column({ name: 'posted_from', type: 'varchar', length: 64, nullable: true })
  postedFrom: string | null;

  /** What matching reads, derived by the server from category, location and budget (modules/matching/project-facts.ts). */
  /** Proposals it takes before it has enough quotes (QUOTES_PER_PROJECT; raised when the homeowner reopens it). */
  @Column({ name: 'quote_limit', type: 'smallint', default: 5 })
  quoteLimit: number;

  @Column({ name: 'trade_id', type: 'smallint', nullable: true })
  tradeId: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  city: string | null;

  @Column({ name: 'budget_min_cents', type: 'bigint', nullable: true, transformer: centsColumn })
  budgetMinCents: number | null;

  @Column({ name: 'budget_max_cents', type: 'bigint', nullable: true, transformer: centsColumn })
  budgetMaxCents: number | null;

  /**
   * The hire: the proposal the homeowner accepted (null: nobody hired). Set and released only by
   * proposal decisions (PROPOSAL_STATUS_TRANSITIONS' record-hire / release-hire effects); bidding,
   * the contractor's `hired` relation and reviews read it.
   */
  @Column({ name: 'hired_proposal_id', type: 'integer', nullable: true })
  hiredProposalId: number | null;

  /**
   * A built-in sample (issue 41): read like any project, changed by nobody (the policy refuses every
   * write on it). Written at every start by db/seed-showcase.ts; never set by a post.
   */
  @Column({ type: 'boolean', default: false })
  showcase: boolean;

  /** A sample's fixed public number, its page (/project/1, /project/2001, …); null for posted projects. */
  @Column({ name: 'showcase_number', type: 'integer', nullable: true })
  showcaseNumber: number | null;

  /** What a finished sample shows beyond a post (contractor, rating, testimonials, …), as its content file gives it. */
  @Column({ name: 'showcase_details', type: 'jsonb', nullable: true })
  showcaseDetails: ShowcaseDetails | null;

  @OneToMany(() => Proposal, (proposal) => proposal.project)
  proposals?: Relation<Proposal[]>;

  /** Filled by list and detail queries from a COUNT over proposals; never stored. */
  proposalCount?: number;
}
