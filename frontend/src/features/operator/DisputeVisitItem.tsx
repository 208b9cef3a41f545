import { useMutation } from '@apollo/client/react';
import { Button, HStack, showToast, Stack, Text } from '@marketplace/design-system';
import { VISIT_LIMITS, VISIT_MESSAGES } from '@marketplace/shared';
import { CalendarX, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { object, string } from 'yup';
import { actionProblem } from '../../app/graphql/actionProblem';
import { NoteDialog } from '../../forms';
import { graphql } from '../../gql';
import type { OperatorDisputesQuery } from '../../gql/graphql';
import { formatDateTime } from './format';

type Visit = OperatorDisputesQuery['disputes'][number]['agreement']['visits'][number];

/** What a staff step changes in the record's visit: each step answers it, so Apollo's cache updates the item in place. */
export const DisputeVisitItem_staffStep = graphql(`
  fragment DisputeVisitItem_staffStep on SiteVisit {
    id
    status
    statusLabel
    cancelReason
    cancelledByMarketplace
    noShowWithdrawnNote
    viewerCan {
      cancelAsOperator
      withdrawNoShow
    }
  }
`);

export const CancelVisitAsOperatorMutation = graphql(`
  mutation CancelVisitAsOperator($id: ID!, $reason: String!) {
    cancelVisitAsOperator(id: $id, reason: $reason) {
      id
      ...DisputeVisitItem_staffStep
    }
  }
`);

export const WithdrawVisitNoShowMutation = graphql(`
  mutation WithdrawVisitNoShow($id: ID!, $note: String!) {
    withdrawVisitNoShow(id: $id, note: $note) {
      id
      ...DisputeVisitItem_staffStep
    }
  }
`);

const cancelSchema = object({ note: string().trim().required(VISIT_MESSAGES.staffReason).max(VISIT_LIMITS.staffNote, VISIT_MESSAGES.staffReasonTooLong) });
const withdrawSchema = object({ note: string().trim().required(VISIT_MESSAGES.withdrawNote).max(VISIT_LIMITS.staffNote, VISIT_MESSAGES.withdrawNoteTooLong) });

const side = (party: string | null | undefined) => (party === 'HOMEOWNER' ? 'homeowner' : 'contractor');

/** How the record reads a visit: when, its state, and who did what (a mark GTA Home Pros withdrew says so, with the note). */
export function visitLine(visit: Visit): string {
  const when = visit.startsAt ? formatDateTime(visit.startsAt) : visit.options[0] ? `Proposed for ${formatDateTime(visit.options[0])}` : 'No time yet';
  let detail = '';
  if (visit.status === 'NO_SHOW') detail = ` (the ${side(visit.noShowBy)} did not come)`;
  else if (visit.status === 'NO_SHOW_WITHDRAWN') detail = ` (the ${side(visit.noShowBy)} was marked as not having come) · No-show withdrawn by GTA Home Pros: ${visit.noShowWithdrawnNote ?? ''}`;
  else if (visit.status === 'CANCELLED') detail = `${visit.cancelledByMarketplace ? ' by GTA Home Pros' : ''}${visit.cancelReason ? `: ${visit.cancelReason}` : ''}`;
  return `${when} · ${visit.statusLabel.toLowerCase()}${detail}`;
}

/**
 * One visit in a dispute's record, with the operator's steps where the server says they are open: cancel a live
 * visit for the marketplace, or withdraw a no-show mark, each with a reason or note both sides read.
 */
export function DisputeVisitItem({ visit }: { visit: Visit }) {
  const [dialog, setDialog] = useState<'cancel' | 'withdraw' | null>(null);
  const itemRef = useRef<HTMLDivElement>(null);
  const [cancelVisit] = useMutation(CancelVisitAsOperatorMutation);
  const [withdrawNoShow] = useMutation(WithdrawVisitNoShowMutation);
  const can = visit.viewerCan;
  const when = visit.startsAt ? formatDateTime(visit.startsAt) : 'the visit';
  const close = () => setDialog(null);
  const send = async (action: () => Promise<unknown>, title: string) => {
    try {
      await action();
      showToast({ title, description: 'Both sides were told, in the app and by e-mail.', type: 'success' });
      return true;
    } catch (problem) {
      return actionProblem(problem);
    }
  };
  return (
    <Stack as="li" ref={itemRef} tabIndex={-1} gap="2" minW="0">
      <Text overflowWrap="anywhere">{visitLine(visit)}</Text>
      {can.cancelAsOperator || can.withdrawNoShow ? (
        <HStack gap="2" wrap="wrap">
          {can.cancelAsOperator ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
              <CalendarX aria-hidden="true" />
              Cancel visit
            </Button>
          ) : null}
          {can.withdrawNoShow ? (
            <Button size="xs" variant="outline" onClick={() => setDialog('withdraw')}>
              <Undo2 aria-hidden="true" />
              Withdraw no-show
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <NoteDialog
        open={dialog === 'cancel'}
        onClose={close}
        title={`Cancel the visit of ${when}?`}
        description="GTA Home Pros cancels it for both sides: each gets the calendar cancellation and a notice with your reason."
        label="Reason both sides read"
        helpText="For example, a safety concern reported about the property or the visit."
        submitLabel="Cancel visit"
        tone="danger"
        schema={cancelSchema}
        fallbackFocusRef={itemRef}
        onSubmit={(reason) => send(() => cancelVisit({ variables: { id: visit.id, reason } }), 'Visit cancelled')}
      />
      <NoteDialog
        open={dialog === 'withdraw'}
        onClose={close}
        title={`Withdraw the no-show mark on the visit of ${when}?`}
        description={`The visit will read "No-show withdrawn" and no longer count in the contractor's track record. Both sides read your note.`}
        label="Note both sides read"
        helpText="For example, the contractor showed time-stamped photos of arriving on time."
        submitLabel="Withdraw no-show"
        schema={withdrawSchema}
        fallbackFocusRef={itemRef}
        onSubmit={(note) => send(() => withdrawNoShow({ variables: { id: visit.id, note } }), 'No-show withdrawn')}
      />
    </Stack>
  );
}
