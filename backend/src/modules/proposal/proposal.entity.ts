import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { ProposalStatusValue } from '@marketplace/shared';
import { Project } from '../project/project.entity';
import { centsColumn } from '../../shared/cents-column';

@Entity({ name: 'proposal' })
@Index('idx_proposal_project', ['projectId', 'id'])
export class Proposal {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'project_id', type: 'integer' })
  projectId: number;

  @ManyToOne(() => Project, (project) => project.proposals, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'fk_proposal_project' })
  project?: Relation<Project>;

  /** The contractor's account (null for proposals sent before accounts existed). */
  @Column({ name: 'contractor_id', type: 'text', nullable: true })
  contractorId: string | null;

  @Column({ name: 'contractor_name', type: 'varchar', length: 120 })
  contractorName: string;

  @Column({ name: 'contractor_email', type: 'varchar', length: 254 })
  contractorEmail: string;

  @Column({ name: 'contractor_phone', type: 'varchar', length: 40, nullable: true })
  contractorPhone: string | null;

  @Column({ name: 'bid_amount', type: 'varchar', length: 120 })
  bidAmount: string;

  /** The bid read into CAD cents (shared/bid-amount.ts), so proposals sort; null when the text had no amount. */
  @Column({ name: 'bid_min_cents', type: 'bigint', nullable: true, transformer: centsColumn })
  bidMinCents: number | null;

  /** Null for an open-ended bid ("$100,000+") or unreadable text. */
  @Column({ name: 'bid_max_cents', type: 'bigint', nullable: true, transformer: centsColumn })
  bidMaxCents: number | null;

  @Column({ type: 'varchar', length: 120 })
  timeline: string;

  @Column({ type: 'text' })
  approach: string;

  @Column({ type: 'text' })
  experience: string;

  @Column({ type: 'text', nullable: true })
  materials: string | null;

  @Column({ type: 'text', nullable: true })
  warranty: string | null;

  @Column({ name: 'additional_notes', type: 'text', nullable: true })
  additionalNotes: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: ProposalStatusValue;

  /** When the homeowner shared their contact details with this contractor (before or without accepting). */
  @Column({ name: 'contact_shared_at', type: 'timestamptz', nullable: true })
  contactSharedAt: Date | null;

  /** The homeowner's note when they declined it while accepting another (its contractor, the homeowner and staff read it). */
  @Column({ name: 'decline_note', type: 'text', nullable: true })
  declineNote: string | null;

  /** When the proposal was sent (submittedDate in the REST answer). */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
