import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Heading, Stack, StatusTimeline, type TimelineStep } from '@marketplace/design-system';
import { torontoDay } from '@marketplace/shared';
import { graphql } from '../../gql';
import type { AgreementProgress_AgreementFragment, AgreementStatus } from '../../gql/graphql';
import { byWhom } from '../../app/agreements/apiValues';

/** The agreement's history as a timeline, with what it waits for now. */
export const AgreementProgress_agreement = graphql(`
  fragment AgreementProgress_agreement on Agreement {
    id
    status
    coolingOffEndsOn
    history {
      id
      kind
      by
      note
      at
    }
  }
`);

/** How each step of the history reads (the server's kinds). */
export const EVENT_LABELS: Record<string, string> = {
  drafted: 'Drafted',
  sent: 'Sent for signature',
  resent: 'Sent again with the changes',
  'changes-requested': 'Changes requested',
  'signed-by-homeowner': 'Signed by the homeowner',
  'signed-by-contractor': 'Signed by the contractor',
  'in-force': 'In force',
  'copy-delivered': 'Signed copy e-mailed to both',
  cancelled: 'Cancelled',
  declined: 'Declined',
  'change-proposed': 'Change order proposed',
  'change-signed': 'Change order signed',
  'change-declined': 'Change order declined',
  'change-withdrawn': 'Change order withdrawn',
  'invoice-issued': 'Invoice issued',
  'notice-of-non-payment': 'Notice of non-payment given',
  'payment-recorded': 'Payment recorded',
  'payment-confirmed': 'Payment confirmed',
  'payment-disputed': 'Payment not received',
  'invoice-paid': 'Invoice paid',
  'substantial-performance-declared': 'Substantial performance declared',
  'substantial-performance-confirmed': 'Substantial performance confirmed',
  'substantial-performance-disputed': 'Substantial performance disputed',
};

const TONES: Record<string, TimelineStep['tone']> = {
  'changes-requested': 'warning',
  cancelled: 'danger',
  declined: 'danger',
  'change-declined': 'warning',
  'notice-of-non-payment': 'warning',
  'payment-disputed': 'warning',
  'substantial-performance-disputed': 'warning',
};

/** What the agreement waits for, by its state (nothing once it is closed). */
const WAITING: Partial<Record<AgreementStatus, string[]>> = {
  DRAFT: ['The contractor prepares and sends it', 'Both sign: in force'],
  CHANGES_REQUESTED: ['The contractor makes the changes and sends it again', 'Both sign: in force'],
  SENT: ['Waiting for signatures', 'In force once both have signed'],
  SIGNED_BY_ONE: ['Waiting for the other signature', 'In force once both have signed'],
};

/** The timeline's steps: the history as done steps, then what comes next. */
export function timelineSteps(agreement: Pick<AgreementProgress_AgreementFragment, 'status' | 'coolingOffEndsOn' | 'history'>, today = torontoDay()): TimelineStep[] {
  const done: TimelineStep[] = agreement.history.map((event) => {
    const who = byWhom(event.by);
    const detail = [who ? `By ${who}` : null, event.note].filter(Boolean).join(': ');
    return { id: event.id, label: EVENT_LABELS[event.kind] ?? event.kind, state: 'done', date: event.at, detail: detail || undefined, tone: TONES[event.kind] };
  });
  const waiting = WAITING[agreement.status];
  if (waiting) {
    const [now, ...later] = waiting;
    return [...done, { id: 'now', label: now, state: 'current' }, ...later.map((label) => ({ id: label, label, state: 'upcoming' as const }))];
  }
  if (agreement.status === 'IN_FORCE' && agreement.coolingOffEndsOn) {
    const ends = agreement.coolingOffEndsOn;
    return [...done, { id: 'cooling-off', label: ends >= today ? 'The homeowner may cancel until the end of this day' : 'Cooling-off period ended', state: ends >= today ? 'current' : 'done', date: ends }];
  }
  // Closed (cancelled, declined): its last step is where it stands.
  return done.map((step, index) => (index === done.length - 1 ? { ...step, state: 'current' } : step));
}

/** "Where it stands": the agreement's history and what it waits for, as a timeline. */
export function AgreementProgress({ agreement: from }: { agreement: FragmentType<AgreementProgress_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: AgreementProgress_agreement, fragmentName: 'AgreementProgress_agreement', from });
  if (!complete) return null;
  return (
    <Stack as="section" aria-labelledby="agreement-progress" gap="4">
      <Heading as="h2" size="md" id="agreement-progress">
        Where it stands
      </Heading>
      <StatusTimeline steps={timelineSteps(agreement)} label="Agreement history" />
    </Stack>
  );
}
