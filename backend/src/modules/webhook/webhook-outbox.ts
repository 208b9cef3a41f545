import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { WebhookEventTypeValue } from '@marketplace/shared';
import { inTransaction } from '../../mail/mail-queue';
import { closedReason, newEventId, publicProject, readProject, takesQuotes, type ClosedReason, type QuoteState } from './webhook-events';

/** The job queue that delivers each endpoint's events, in order. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-deliveries';
export interface WebhookDeliveryJob {
  endpointId: number;
}

/** Queues a run of the endpoint's deliveries (with a transaction's manager: only if it commits). */
export async function wakeEndpoint(jobs: PgBoss, endpointId: number, manager?: EntityManager, startAfter?: Date): Promise<void> {
  await jobs.send(WEBHOOK_DELIVERY_QUEUE, { endpointId } satisfies WebhookDeliveryJob, {
    ...(manager ? { db: inTransaction(manager) } : {}),
    ...(startAfter ? { startAfter } : {}),
  });
}

/**
 * The events the marketplace's changes emit to partners' endpoints (webhook-delivery.ts sends them).
 *
 * Events are written in the transaction of the change they describe (a transactional outbox): a
 * rolled-back change sends nothing, and a committed one is delivered at least once.
 */
export class WebhookOutbox {
  constructor(private readonly deps: { jobs: PgBoss; siteUrl: string }) {}

  /** A project became public (approved, or an operator's own post): project.published. */
  async projectPublished(manager: EntityManager, projectId: number): Promise<void> {
    const row = await readProject(manager, projectId);
    if (!row || row.visibility !== 'published') return;
    await this.emit(manager, 'project.published', { project: publicProject(row, this.deps.siteUrl) }, row);
  }

  /**
   * After a change to a public project (status, hire, a new bid), inside its transaction: its status
   * change (project.status_changed) and, when it stopped taking quotes, project.closed.
   */
  async projectChanged(manager: EntityManager, before: QuoteState): Promise<void> {
    if (before.visibility !== 'published') return;
    const row = await readProject(manager, before.id);
    if (!row || row.visibility !== 'published') return;
    const project = publicProject(row, this.deps.siteUrl);
    if (row.status !== before.status) {
      await this.emit(manager, 'project.status_changed', { project, previousStatus: before.status, status: row.status }, row);
    }
    if (takesQuotes(before) && !takesQuotes(row)) {
      await this.emit(manager, 'project.closed', { project, reason: closedReason(row) satisfies ClosedReason }, row);
    }
  }

  /**
   * A step of a project's written agreement (agreement.signed, agreement.cancelled, change_order.signed), inside
   * its transaction: ids and states only, never the parties' names, addresses or amounts; the project's trade and
   * city filters apply as to its other events.
   */
  async agreementEvent(manager: EntityManager, type: 'agreement.signed' | 'agreement.cancelled' | 'change_order.signed', data: { projectId: string } & Record<string, string>): Promise<void> {
    const row = await readProject(manager, Number(data.projectId));
    if (!row || row.visibility !== 'published') return;
    await this.emit(manager, type, data, row);
  }

  /**
   * A step of a job's money (invoice.issued, invoice.paid, dispute.opened), inside its transaction: ids, states and amounts,
   * never the parties' names, addresses or the invoice's text; the project's trade and city filters apply.
   */
  async jobEvent(manager: EntityManager, type: 'invoice.issued' | 'invoice.paid' | 'dispute.opened', data: { projectId: string } & Record<string, string | number>): Promise<void> {
    const row = await readProject(manager, Number(data.projectId));
    if (!row || row.visibility !== 'published') return;
    await this.emit(manager, type, data, row);
  }

  /** A public project is about to be deleted (same transaction): project.closed with reason deleted, if it was taking quotes. */
  async projectDeleting(manager: EntityManager, projectId: number): Promise<void> {
    const row = await readProject(manager, projectId);
    if (!row || row.visibility !== 'published' || !takesQuotes(row)) return;
    await this.emit(manager, 'project.closed', { project: publicProject(row, this.deps.siteUrl), reason: 'deleted' satisfies ClosedReason }, row);
  }

  /**
   * Stores the event once and a delivery for each enabled endpoint of an approved partner that
   * subscribes to it and whose trade and city filters (empty: all) let the project through.
   */
  private async emit(manager: EntityManager, type: WebhookEventTypeValue, data: object, project: { tradeId: number | null; city: string | null }): Promise<void> {
    const endpoints: { id: number }[] = await manager.query(
      `SELECT e.id FROM webhook_endpoint e JOIN "user" u ON u.id = e.owner_id
       WHERE e.enabled AND u.role = 'partner' AND u.banned IS NOT TRUE AND $1 = ANY(e.events)
         AND (cardinality(e.trade_ids) = 0 OR $2::int = ANY(e.trade_ids))
         AND (cardinality(e.cities) = 0 OR $3::text = ANY(e.cities))
       ORDER BY e.id`,
      [type, project.tradeId, project.city],
    );
    if (endpoints.length === 0) return;
    const id = newEventId();
    const payload = { type, timestamp: new Date().toISOString(), data };
    await manager.query(`INSERT INTO webhook_event (id, type, payload) VALUES ($1, $2, $3)`, [id, type, payload]);
    await manager.query(`INSERT INTO webhook_delivery (endpoint_id, event_id) SELECT unnest($1::int[]), $2`, [endpoints.map((e) => e.id), id]);
    for (const endpoint of endpoints) await wakeEndpoint(this.deps.jobs, endpoint.id, manager);
  }
}
