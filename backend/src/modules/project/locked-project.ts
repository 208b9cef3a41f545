import type { EntityManager } from 'typeorm';
import type { Project } from './project.entity';

/** What the policy and the notifications read of a project that a bid, a decision or a reopening is about. */
export type LockedProject = Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status' | 'showcase' | 'hiredProposalId' | 'title' | 'homeowner' | 'quoteLimit'> & {
  proposalCount: number;
};

/**
 * The project row, locked (FOR UPDATE) for the rest of the transaction, with its proposal count:
 * bids, decisions and reopenings take it one at a time, so bids are counted against the project's
 * quote limit one by one, and a bid and an acceptance (or two acceptances) cannot both pass the
 * policy on what the project was before the other one changed it. Null when there is no such project.
 */
export async function lockProject(manager: EntityManager, id: number): Promise<LockedProject | null> {
  const rows: Omit<LockedProject, 'proposalCount'>[] = await manager.query(
    `SELECT id, owner_id AS "ownerId", visibility, status, showcase, hired_proposal_id AS "hiredProposalId", title, homeowner, quote_limit AS "quoteLimit"
     FROM project WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const project = rows[0];
  if (!project) return null;
  // Counted in a statement of its own, after the lock is held: a statement that waited for the lock
  // still reads with the snapshot it started with, so a count inside it would miss the bid that held it.
  const [{ count }] = await manager.query(`SELECT COUNT(*)::int AS count FROM proposal WHERE project_id = $1`, [id]);
  return { ...project, proposalCount: count };
}
