import { Text } from '@marketplace/design-system';
import { formatCents, formatDate, PAYMENT_LIMITS } from '@marketplace/shared';
import { FormikDialog, FormikTextareaField, FormikTextField } from '../../forms';
import type { NonPaymentNoticeInput } from '../../gql/graphql';
import { centsAsDollars, dialogProblemOf, jobErrorsOf, noticeInputOf, noticeProblems, type NoticeFormValues } from './jobValues';

export interface NoticeDialogProps {
  /** The invoice the notice is for; the dialog is open while there is one. */
  invoice: { number: string; issuedOn: string; payableNowCents: number; noticeDeadline: string } | null;
  onClose: () => void;
  /** Where focus goes on close when the button that opened the dialog is gone (the notice was given). */
  finalFocusEl?: () => HTMLElement | null;
  /** Gives it; resolves with the problems to show, or nothing when given (the dialog closes). */
  onGive: (input: NonPaymentNoticeInput) => Promise<{ message: string; fieldErrors?: Record<string, string> } | undefined>;
}

/**
 * The homeowner's notice of non-payment (Construction Act, s. 6.4): within 14 days of the invoice, the amount
 * they will not pay and why. The rest stays due within the 28 days.
 */
export function NoticeDialog({ invoice, onClose, finalFocusEl, onGive }: NoticeDialogProps) {
  const title = invoice ? `Give a notice of non-payment for ${invoice.number}` : 'Give a notice of non-payment';
  return (
    <FormikDialog<NoticeFormValues>
      open={invoice !== null}
      onClose={onClose}
      resetKey={invoice?.number}
      title={title}
      description={invoice ? `You may give it until the end of ${formatDate(invoice.noticeDeadline, 'long')}, once. The contractor is told; the rest of the invoice stays due.` : undefined}
      size="lg"
      finalFocusEl={finalFocusEl}
      initialValues={{ amount: invoice ? centsAsDollars(invoice.payableNowCents) : '', reasons: '' }}
      validate={(values) => (invoice ? jobErrorsOf(noticeProblems(values, invoice)) : {})}
      onSubmit={async (values) => dialogProblemOf<NoticeFormValues>(await onGive(noticeInputOf(values)))}
      submitLabel="Give the notice"
      submittingLabel="Giving the notice…"
      tone="danger"
    >
      {() => (
        <>
          {invoice ? <Text textStyle="sm">Payable now on {invoice.number}: {formatCents(invoice.payableNowCents)}.</Text> : null}
          <FormikTextField name="amount" label="Amount you will not pay ($)" inputMode="decimal" required />
          <FormikTextareaField
            name="reasons"
            label="Why"
            required
            rows={5}
            helpText={`What is missing or not done as agreed, in at least ${PAYMENT_LIMITS.minReasons} characters. A dispute about payment can go to adjudication.`}
          />
        </>
      )}
    </FormikDialog>
  );
}
