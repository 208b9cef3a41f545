import type { Resolvers } from '../../generated/graphql';
import { SPAM_FLAG_VALUES } from '../../shared/graphql-enums';
import { may } from '../../policy/check';
import { parseId } from '../../shared/validate';
import type { AuditRecord } from '../audit/audit-log';

const display = (value: unknown) => (value == null ? null : value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value));

/** An audit entry's before/after objects as a list of changed fields. */
function changes(entry: AuditRecord) {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields].map((field) => ({ field, before: display(entry.before?.[field]), after: display(entry.after?.[field]) }));
}

/** The operator console: review queue, accounts, audit log, and the homeowner's side of review. */
export const moderationResolvers: Resolvers = {
  SpamFlag: SPAM_FLAG_VALUES,
  Project: {
    review: async (project, _args, { actor }) =>
      (await may(actor, 'viewUnpublished', project))
        ? { submittedAt: project.submittedAt ?? null, reviewedAt: project.reviewedAt ?? null, note: project.reviewNote ?? null }
        : null,
  },
  AuditEntry: {
    actor: (entry) => entry.actorEmail ?? 'system',
    changes: (entry) => changes(entry),
  },
  Query: {
    operatorOverview: (_parent, _args, { services, actor }) => services.moderation.overview(actor),
    reviewQueue: (_parent, { first, after }, { services, actor }) => services.moderation.queue(actor, { first, after }),
    accounts: (_parent, args, { services, actor }) => services.users.list(actor, args),
    auditLog: (_parent, { first, before }, { services, actor }) => services.audit.list(actor, { first, before }),
  },
  Mutation: {
    approveProject: (_parent, { id }, { services, actor }) => services.moderation.approve(actor, parseId(id)),
    requestProjectChanges: (_parent, { id, message }, { services, actor }) => services.moderation.requestChanges(actor, parseId(id), message),
    rejectProject: (_parent, { id, reason }, { services, actor }) => services.moderation.reject(actor, parseId(id), reason),
    confirmProject: (_parent, { id }, { services, actor }) => services.moderation.confirm(actor, parseId(id)),
    reviseProject: (_parent, { id, input }, { services, actor }) => services.moderation.resubmit(actor, parseId(id), input),
    markContactMessageHandled: (_parent, { id, handled }, { services, actor }) =>
      services.contact.markHandled(actor, parseId(id), handled ?? true),
    disableAccount: (_parent, { id, reason }, { services, actor, request }) => services.users.disable(actor, request, id, reason),
    enableAccount: (_parent, { id }, { services, actor, request }) => services.users.enable(actor, request, id),
  },
};
