import { SimpleGrid } from '@marketplace/design-system';
import { formatCents } from '@marketplace/shared';
import { FormikDialog, FormikSelectField, FormikTextField } from '../../forms';
import type { RecordPaymentInput } from '../../gql/graphql';
import { blankPayment, dialogProblemOf, jobErrorsOf, paymentInputOf, PAYMENT_METHOD_OPTIONS, paymentProblems, type PaymentFormValues } from './jobValues';

export interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invoices a payment may be for, oldest first. */
  invoices: ReadonlyArray<{ id: string; number: string; payableNowCents: number }>;
  /** The invoice owed next, chosen at first, and what is left of it. */
  nextDue?: { id: string; remainingCents: number } | null;
  /** Records it; resolves with the problems to show, or nothing when recorded (the dialog closes). */
  onRecord: (input: RecordPaymentInput) => Promise<{ message: string; fieldErrors?: Record<string, string> } | undefined>;
}

/**
 * The homeowner records a payment made outside the marketplace: which invoice it pays (the next one due, at
 * first), the amount, how and when it was paid, and a reference. The contractor then confirms it arrived.
 */
export function PaymentDialog({ open, onClose, invoices, nextDue, onRecord }: PaymentDialogProps) {
  const options = [{ value: '', label: 'No invoice in particular' }, ...invoices.map((invoice) => ({ value: invoice.id, label: `${invoice.number} (${formatCents(invoice.payableNowCents)} payable)` }))];
  return (
    <FormikDialog<PaymentFormValues>
      open={open}
      onClose={onClose}
      title="Record a payment"
      description="Record a payment you made to the contractor outside GTA Home Pros. They are asked to confirm it arrived."
      size="lg"
      initialValues={blankPayment(nextDue)}
      validate={(values) => jobErrorsOf(paymentProblems(values))}
      onSubmit={async (values) => dialogProblemOf<PaymentFormValues>(await onRecord(paymentInputOf(values)))}
      submitLabel="Record the payment"
      submittingLabel="Recording…"
    >
      {() => (
        <>
          <FormikSelectField name="invoiceId" label="Invoice it pays" options={options} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormikTextField name="amount" label="Amount paid ($)" inputMode="decimal" required />
            <FormikSelectField name="method" label="How it was paid" options={PAYMENT_METHOD_OPTIONS} required />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormikTextField name="paidOn" label="Paid on" type="date" required />
            <FormikTextField name="reference" label="Reference" helpText="An e-Transfer reference or a cheque number." />
          </SimpleGrid>
        </>
      )}
    </FormikDialog>
  );
}
