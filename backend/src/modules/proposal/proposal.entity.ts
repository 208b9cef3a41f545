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
import type { ProposalStatusValue } from '../../shared/rules';
import { Project } from '../project/project.entity';

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

  /** The spec's submittedDate. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
