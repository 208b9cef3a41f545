import { VISIT_LIMITS, VISIT_MESSAGES, formatDateTime, torontoLocalInput, torontoLocalToDate, visitTimesProblems } from '@marketplace/shared';
import { object, string } from 'yup';
import { FormikDialog, FormikSelectField, FormikTextField, NoteDialog, type NoteDialogProps } from '../../forms';
import type { SiteVisits_VisitFragment } from '../../gql/graphql';

/**
 * The site visit's forms: the contractor's times, the homeowner's pick, and the notes asking for other times or
 * cancelling (docs/visits.md). SiteVisits loads them when one first opens.
 */

const NOTE_SCHEMAS = {
  /** Asking for other times: the note is optional. */
  ask: object({ note: string().trim().max(VISIT_LIMITS.note, VISIT_MESSAGES.noteTooLong).default('') }),
  /** Cancelling: the other side is told why. */
  cancel: object({ note: string().trim().required(VISIT_MESSAGES.reason).max(VISIT_LIMITS.reason, VISIT_MESSAGES.reasonTooLong) }),
};

/** A note on a visit, checked as its kind says: asking for other times, or the reason for cancelling. */
export function VisitNoteDialog({ note, ...props }: Omit<NoteDialogProps, 'schema'> & { note: keyof typeof NOTE_SCHEMAS }) {
  return <NoteDialog {...props} schema={NOTE_SCHEMAS[note]} />;
}

const DURATIONS = [30, 45, 60, 90, 120].map((minutes) => ({ value: String(minutes), label: minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours` }));

interface TimesValues {
  first: string;
  second: string;
  third: string;
  duration: string;
}

/** The contractor's times (up to three, on Toronto's clock) and how long the visit takes. */
export function TimesDialog({
  open,
  title,
  submitLabel,
  onClose,
  onSend,
  fallbackFocusEl,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSend: (times: string[], durationMinutes: number) => Promise<string | undefined>;
  fallbackFocusEl?: () => HTMLElement | null;
}) {
  const read = (values: TimesValues) => [values.first, values.second, values.third].filter((value) => value.trim()).map(torontoLocalToDate);
  return (
    <FormikDialog<TimesValues>
      open={open}
      onClose={onClose}
      title={title}
      fallbackFocusEl={fallbackFocusEl}
      description="Offer up to three times, Toronto time. The homeowner picks one; both of you get a calendar invitation, and the address once a time is confirmed."
      initialValues={{ first: '', second: '', third: '', duration: '60' }}
      validate={(values) => {
        const problems = visitTimesProblems(read(values), Number(values.duration), new Date());
        const times = problems.find((each) => each.field === 'times');
        const duration = problems.find((each) => each.field === 'durationMinutes');
        return { ...(times ? { first: times.message } : {}), ...(duration ? { duration: duration.message } : {}) };
      }}
      onSubmit={(values) =>
        onSend(
          read(values).map((time) => time!.toISOString()),
          Number(values.duration),
        )
      }
      submitLabel={submitLabel}
      submittingLabel="Sending"
    >
      {() => (
        <>
          <FormikTextField name="first" label="First choice" type="datetime-local" required min={torontoLocalInput(new Date())} />
          <FormikTextField name="second" label="Second choice (optional)" type="datetime-local" />
          <FormikTextField name="third" label="Third choice (optional)" type="datetime-local" />
          <FormikSelectField name="duration" label="How long it takes" options={DURATIONS} />
        </>
      )}
    </FormikDialog>
  );
}

/** The homeowner picks one of the proposed times and says where the visit takes place. */
export function PickDialog({
  open,
  visit,
  onClose,
  onPick,
  fallbackFocusEl,
}: {
  open: boolean;
  visit: SiteVisits_VisitFragment;
  onClose: () => void;
  onPick: (startsAt: string, address: string) => Promise<string | undefined>;
  fallbackFocusEl?: () => HTMLElement | null;
}) {
  const options = visit.options.map((option) => ({ value: option, label: formatDateTime(option, 'long') }));
  return (
    <FormikDialog<{ startsAt: string; address: string }>
      open={open}
      onClose={onClose}
      title="Pick a visit time"
      fallbackFocusEl={fallbackFocusEl}
      description={`${visit.contractorName} will get a calendar invitation with the address. Only the two of you and our team see it.`}
      initialValues={{ startsAt: visit.options[0] ?? '', address: visit.suggestedAddress ?? '' }}
      validate={(values) => ({
        ...(values.startsAt ? {} : { startsAt: VISIT_MESSAGES.pick }),
        ...(values.address.trim() ? {} : { address: VISIT_MESSAGES.address }),
        ...(values.address.trim().length > VISIT_LIMITS.address ? { address: VISIT_MESSAGES.addressTooLong } : {}),
      })}
      onSubmit={(values) => onPick(values.startsAt, values.address.trim())}
      submitLabel="Confirm the visit"
      submittingLabel="Confirming"
    >
      {() => (
        <>
          <FormikSelectField name="startsAt" label="Time" options={options} />
          <FormikTextField name="address" label="Address of the visit" required autoComplete="street-address" placeholder="88 Kenilworth Avenue, Toronto, ON M4L 3S4" />
        </>
      )}
    </FormikDialog>
  );
}
