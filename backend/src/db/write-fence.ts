import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { ConflictError } from '../shared/errors';

/** Answered to a retry when the first attempt's write committed but its answer can be neither replayed nor rebuilt. */
export const ANSWER_LOST =
  'This request was carried out, but its answer was lost. Do not send it again: look the result up instead (for a project post, in My projects).';
/** The error a first attempt's commit fails with once a retry has taken its key over. */
export const TAKEN_OVER =
  'A retry with the same Idempotency-Key took this request over; nothing was saved by this attempt, and the retry\'s answer stands.';

/**
 * The Idempotency-Key claim a request runs under (rest/idempotency.ts), carried to its database
 * writes by AsyncLocalStorage: every transaction the request commits first checks, in that
 * transaction, that the claim row still holds this token (taking its row lock) and stamps
 * `committed_at`. A retry that took the claim over has replaced or deleted the row, so the late
 * attempt's transaction fails and rolls back; and a retry never takes over a claim whose
 * `committed_at` is set.
 *
 * A write whose answer can be rebuilt records what it made (`recordWrite`, e.g. `project:42`) in the
 * transaction that makes it; the fence stores it on the claim row in that same transaction, so a
 * commit without it cannot happen. A retry of a committed write whose answer was never stored then
 * runs again with those records (`replay`), and each recorded write answers with what it made
 * (`committedWrite`) instead of making it again.
 */
export interface Fence {
  ids: [client: string, scope: string, key: string];
  token: string;
  /** False once the answer is stored or the key released: later commits are no longer this request's write. */
  active: boolean;
  /** What the committed first attempt made, in order, when this request rebuilds its answer; consumed as writes ask. */
  replay: string[];
}

export const fences = new AsyncLocalStorage<Fence>();

/** Writes recorded in each open transaction, stored on the claim row when it commits. */
const recorded = new WeakMap<QueryRunner, string[]>();
/** How deep each open transaction is (savepoints nest inside it): only the outermost commit counts. */
const depth = new WeakMap<QueryRunner, number>();

/** Run before every commit: fails the transaction (so it rolls back) when the request's claim was taken over. */
async function checkFence(queryRunner: QueryRunner): Promise<void> {
  const fence = fences.getStore();
  if (!fence?.active) return;
  // A savepoint's release: its records wait for the outermost commit.
  const outermost = (depth.get(queryRunner) ?? 1) <= 1;
  const made = outermost ? (recorded.get(queryRunner) ?? []) : [];
  if (outermost) recorded.delete(queryRunner);
  // A commit that records nothing makes the claim's answer one that cannot be rebuilt.
  const [, held] = (await queryRunner.query(
    `UPDATE idempotency_key SET committed_at = COALESCE(committed_at, now()),
       committed_writes = committed_writes || $5::text[], rebuildable = rebuildable AND ($6 OR NOT $7)
     WHERE client = $1 AND scope = $2 AND key = $3 AND claim_token = $4`,
    [...fence.ids, fence.token, made, made.length > 0, outermost],
  )) as [unknown, number];
  if (!held) throw new ConflictError(TAKEN_OVER);
}

/** Checks every request's commits against its claim (once per data source). */
export function installFence(db: DataSource): void {
  const leave = (queryRunner: QueryRunner) => {
    depth.set(queryRunner, (depth.get(queryRunner) ?? 1) - 1);
    if (!queryRunner.isTransactionActive) recorded.delete(queryRunner);
  };
  db.subscribers.push({
    afterTransactionStart: ({ queryRunner }) => {
      depth.set(queryRunner, (depth.get(queryRunner) ?? 0) + 1);
    },
    beforeTransactionCommit: ({ queryRunner }) => checkFence(queryRunner),
    afterTransactionCommit: ({ queryRunner }) => leave(queryRunner),
    afterTransactionRollback: ({ queryRunner }) => leave(queryRunner),
  });
}

/**
 * Records, inside the transaction that makes it, what a write made (a kind and an id), so that a
 * retry of the request can answer with it if the commit's answer is lost. Nothing when the request
 * runs under no Idempotency-Key.
 */
export function recordWrite(manager: EntityManager, kind: string, id: number | string): void {
  const runner = manager.queryRunner;
  if (!fences.getStore()?.active || !runner?.isTransactionActive) return;
  recorded.set(runner, [...(recorded.get(runner) ?? []), `${kind}:${id}`]);
}

/**
 * The id a committed first attempt recorded for this write, when this request rebuilds its answer:
 * the write then answers with it and makes nothing. Undefined when the write is to run (no replay,
 * or the first attempt never got this far).
 */
export function committedWrite(kind: string): string | undefined {
  const fence = fences.getStore();
  const next = fence?.replay.shift();
  if (next === undefined) return undefined;
  if (!next.startsWith(`${kind}:`)) throw new ConflictError(ANSWER_LOST);
  return next.slice(kind.length + 1);
}

/** Thrown by a write whose recorded result is gone (deleted since): its answer cannot be rebuilt. */
export function answerLost(): ConflictError {
  return new ConflictError(ANSWER_LOST);
}
