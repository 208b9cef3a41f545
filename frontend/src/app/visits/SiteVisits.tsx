import type { DocumentNode } from 'graphql';
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Badge, Button, ConfirmDialog, Heading, HStack, LinkButton, showToast, Stack, Text } from '@marketplace/design-system';
import { formatDateTime } from '@marketplace/shared';
import { CalendarClock, CalendarPlus, Download } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import type { SiteVisits_VisitFragment } from '../../gql/graphql';
import { absoluteHref } from '../agreements/apiValues';
import { stepProblem } from '../agreements/stepProblem';
import { lazyDialog } from '../ui/lazyDialog';

/** One site visit as both sides and staff read it (docs/visits.md). */
export const SiteVisits_visit = graphql(`
  fragment SiteVisits_visit on SiteVisit {
    id
    status
    statusLabel
    options
    startsAt
    durationMinutes
    address
    suggestedAddress
    note
    cancelReason
    cancelledBy
    cancelledByMarketplace
    noShowBy
    noShowWithdrawnNote
    icsUrl
    contractorName
    homeownerFirstName
    viewerCan {
      pick
      askOtherTimes
      reschedule
      cancel
      markNoShow
    }
  }
`);

const ProposeVisitMutation = graphql(`
  mutation ProposeVisit($projectId: ID!, $input: VisitTimesInput!) {
    proposeVisit(projectId: $projectId, input: $input) {
      id
    }
  }
`);
const PickVisitTimeMutation = graphql(`
  mutation PickVisitTime($id: ID!, $input: PickVisitTimeInput!) {
    pickVisitTime(id: $id, input: $input) {
      id
    }
  }
`);
const AskForOtherVisitTimesMutation = graphql(`
  mutation AskForOtherVisitTimes($id: ID!, $note: String) {
    askForOtherVisitTimes(id: $id, note: $note) {
      id
    }
  }
`);
const RescheduleVisitMutation = graphql(`
  mutation RescheduleVisit($id: ID!, $input: VisitTimesInput!) {
    rescheduleVisit(id: $id, input: $input) {
      id
    }
  }
`);
const CancelVisitMutation = graphql(`
  mutation CancelVisit($id: ID!, $reason: String!) {
    cancelVisit(id: $id, reason: $reason) {
      id
    }
  }
`);
const MarkVisitNoShowMutation = graphql(`
  mutation MarkVisitNoShow($id: ID!) {
    markVisitNoShow(id: $id) {
      id
    }
  }
`);

// The visit's forms (Formik, their Yup schemas) load when one first opens, not with the project page.
const visitDialogs = () => import('./VisitDialogs');
const PickDialog = lazyDialog(async () => (await visitDialogs()).PickDialog, (props) => props.open);
const TimesDialog = lazyDialog(async () => (await visitDialogs()).TimesDialog, (props) => props.open);
const VisitNoteDialog = lazyDialog(async () => (await visitDialogs()).VisitNoteDialog, (props) => props.open);

type Dialog = 'pick' | 'ask' | 'reschedule' | 'cancel' | 'no-show' | null;

function statusTone(status: SiteVisits_VisitFragment['status']): string {
  return status === 'CONFIRMED' ? 'green' : status === 'PROPOSED' || status === 'OTHER_TIMES_ASKED' ? 'orange' : 'gray';
}

function VisitCard({ from, refetch }: { from: FragmentType<SiteVisits_VisitFragment>; refetch: { refetchQueries: DocumentNode[]; awaitRefetchQueries: true } }) {
  const { data: visit, complete } = useFragment({ fragment: SiteVisits_visit, fragmentName: 'SiteVisits_visit', from });
  const [dialog, setDialog] = useState<Dialog>(null);
  // Where focus goes when the button that opened a dialog is gone with the step it took (a picked time, a no-show).
  const cardRef = useRef<HTMLDivElement>(null);
  const noShowRef = useRef<HTMLButtonElement>(null);
  const toCard = () => cardRef.current;
  const [pick] = useMutation(PickVisitTimeMutation, refetch);
  const [ask] = useMutation(AskForOtherVisitTimesMutation, refetch);
  const [reschedule] = useMutation(RescheduleVisitMutation, refetch);
  const [cancel] = useMutation(CancelVisitMutation, refetch);
  const [markNoShow, noShow] = useMutation(MarkVisitNoShowMutation, refetch);
  if (!complete) return null;
  const close = () => setDialog(null);
  const attempt = async (action: () => Promise<unknown>, done: string, description: string) => {
    try {
      await action();
      showToast({ title: done, description, type: 'success' });
      return undefined;
    } catch (error) {
      return stepProblem(error).message;
    }
  };
  const can = visit.viewerCan;
  const facts: ReactNode[] = [];
  if (visit.startsAt) facts.push(`${formatDateTime(visit.startsAt, 'long')} · ${visit.durationMinutes} minutes`);
  if (visit.address) facts.push(visit.address);
  return (
    <Stack as="li" ref={cardRef} tabIndex={-1} gap="3" p="4" borderWidth="1px" borderColor="border" borderRadius="l2" minW="0">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">
          {visit.contractorName} and {visit.homeownerFirstName}
        </Text>
        <Badge colorPalette={statusTone(visit.status)} variant="subtle">
          {visit.statusLabel}
        </Badge>
      </HStack>
      {facts.map((fact, index) => (
        <Text key={index} overflowWrap="anywhere">
          {fact}
        </Text>
      ))}
      {visit.status === 'PROPOSED' ? (
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted">
            Times proposed ({visit.durationMinutes} minutes):
          </Text>
          <Stack as="ul" gap="1" m="0" pl="5">
            {visit.options.map((option) => (
              <Text as="li" key={option}>
                {formatDateTime(option, 'long')}
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {visit.status === 'OTHER_TIMES_ASKED' ? <Text textStyle="sm">{visit.note ? `Other times asked for: “${visit.note}”` : 'Other times asked for.'}</Text> : null}
      {visit.status === 'CANCELLED' ? (
        <Text textStyle="sm" overflowWrap="anywhere">
          Cancelled by {visit.cancelledByMarketplace ? 'GTA Home Pros' : `the ${visit.cancelledBy === 'HOMEOWNER' ? 'homeowner' : 'contractor'}`}: {visit.cancelReason}
        </Text>
      ) : null}
      {visit.status === 'NO_SHOW' ? <Text textStyle="sm">The {visit.noShowBy === 'HOMEOWNER' ? 'homeowner' : 'contractor'} was marked as not having come.</Text> : null}
      {visit.status === 'NO_SHOW_WITHDRAWN' ? (
        <Text textStyle="sm" overflowWrap="anywhere">
          No-show withdrawn by GTA Home Pros: {visit.noShowWithdrawnNote}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {can.pick ? (
          <Button size="sm" onClick={() => setDialog('pick')}>
            Pick a time
          </Button>
        ) : null}
        {can.reschedule ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('reschedule')}>
            <CalendarClock aria-hidden="true" />
            Propose new times
          </Button>
        ) : null}
        {can.askOtherTimes ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('ask')}>
            {visit.status === 'CONFIRMED' ? 'Ask for another time' : 'Ask for other times'}
          </Button>
        ) : null}
        {can.markNoShow ? (
          <Button ref={noShowRef} size="sm" variant="outline" onClick={() => setDialog('no-show')}>
            Mark as a no-show
          </Button>
        ) : null}
        {can.cancel ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
            Cancel the visit
          </Button>
        ) : null}
        {visit.status !== 'CANCELLED' ? (
          <LinkButton size="sm" variant="ghost" href={absoluteHref(visit.icsUrl)}>
            <Download aria-hidden="true" />
            Download .ics
          </LinkButton>
        ) : null}
      </HStack>
      {can.pick ? (
        <PickDialog
          open={dialog === 'pick'}
          visit={visit}
          onClose={close}
          fallbackFocusEl={toCard}
          onPick={(startsAt, address) => attempt(() => pick({ variables: { id: visit.id, input: { startsAt, address } } }), 'Visit confirmed', 'Both of you have a calendar invitation.')}
        />
      ) : null}
      <TimesDialog
        open={dialog === 'reschedule'}
        title="Propose new times"
        submitLabel="Send the new times"
        onClose={close}
        fallbackFocusEl={toCard}
        onSend={(times, durationMinutes) => attempt(() => reschedule({ variables: { id: visit.id, input: { times, durationMinutes } } }), 'New times sent', 'The homeowner picks one.')}
      />
      <VisitNoteDialog
        note="ask"
        open={dialog === 'ask'}
        onClose={close}
        title={visit.status === 'CONFIRMED' ? 'Ask for another time' : 'Ask for other times'}
        description="The contractor is told and proposes new times; the visit leaves both calendars until then."
        label="Note to the contractor (optional)"
        required={false}
        placeholder="Weekday mornings before 11 work best for us."
        submitLabel="Ask"
        fallbackFocusRef={cardRef}
        onSubmit={async (note) => (await attempt(() => ask({ variables: { id: visit.id, note: note || null } }), 'Asked for other times', 'The contractor will propose new ones.')) ?? true}
      />
      <VisitNoteDialog
        note="cancel"
        open={dialog === 'cancel'}
        onClose={close}
        title="Cancel the visit"
        description="The other side is told why, and the visit leaves both calendars."
        label="Reason"
        placeholder="We decided to go with a quote from a contractor who has already seen the house."
        submitLabel="Cancel the visit"
        tone="danger"
        fallbackFocusRef={cardRef}
        onSubmit={async (reason) => (await attempt(() => cancel({ variables: { id: visit.id, reason } }), 'Visit cancelled', 'The other side has been told.')) ?? true}
      />
      <ConfirmDialog
        open={dialog === 'no-show'}
        onOpenChange={(next) => (next ? undefined : close())}
        title="Mark the visit as a no-show?"
        description="Say so only if the other side did not come and did not tell you. They are told; a contractor’s missed visits count in their track record."
        confirmLabel="Mark as a no-show"
        tone="danger"
        isLoading={noShow.loading}
        finalFocusEl={() => (noShowRef.current?.isConnected ? null : cardRef.current)}
        onConfirm={() => void attempt(() => markNoShow({ variables: { id: visit.id } }), 'Marked as a no-show', 'The other side has been told.').then((failed) => (failed ? showToast({ title: 'Not marked', description: failed, type: 'error' }) : close()))}
      />
    </Stack>
  );
}

/**
 * Site visits, on the project page (the parent selects each visit's `id` beside the fragment: a masked object
 * without its key cannot be found in the cache) and the agreement page: the contractor proposes times, the homeowner picks
 * one or asks for others, either side moves or cancels it, marks a no-show after its time, or downloads the
 * calendar invitation. Only the two sides and our team see a visit; the address only once confirmed.
 */
export function SiteVisits({
  projectId,
  visits,
  canPropose,
  refetchQueries,
  heading = 'h2',
}: {
  projectId: string;
  visits: readonly ({ id: string } & FragmentType<SiteVisits_VisitFragment>)[];
  canPropose: boolean;
  refetchQueries: DocumentNode[];
  heading?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const [proposing, setProposing] = useState(false);
  const refetch = { refetchQueries, awaitRefetchQueries: true as const };
  const [propose] = useMutation(ProposeVisitMutation, refetch);
  if (visits.length === 0 && !canPropose) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" id="visits" scrollMarginTop="24">
      <Stack gap="1">
        <Heading as={heading} size="lg" id={headingId}>
          Site visits
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Times to see the work in person. Both sides get a calendar invitation; the address is shared once a time is confirmed. Only the two of you and our team see them.
        </Text>
      </Stack>
      {canPropose ? (
        <Button alignSelf="start" onClick={() => setProposing(true)}>
          <CalendarPlus aria-hidden="true" />
          Propose a visit
        </Button>
      ) : null}
      {visits.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No visits yet.
        </Text>
      ) : (
        <Stack as="ul" gap="3" m="0" p="0" listStyleType="none" aria-label="Site visits">
          {visits.map((visit) => (
            <VisitCard key={visit.id} from={visit} refetch={refetch} />
          ))}
        </Stack>
      )}
      <TimesDialog
        open={proposing}
        title="Propose a site visit"
        submitLabel="Send the times"
        onClose={() => setProposing(false)}
        onSend={async (times, durationMinutes) => {
          try {
            await propose({ variables: { projectId, input: { times, durationMinutes } } });
            showToast({ title: 'Visit times sent', description: 'The homeowner picks one; you will both get a calendar invitation.', type: 'success' });
            return undefined;
          } catch (error) {
            return stepProblem(error).message;
          }
        }}
      />
    </Stack>
  );
}
