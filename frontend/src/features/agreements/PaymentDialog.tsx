import { Button, FormDialog, Notice, SimpleGrid, Stack } from '@marketplace/design-system';
import { formatCents } from '@marketplace/rules';
import { Formik, type FormikErrors } from 'formik';
import { useId, useRef, useState } from 'react';
import { FocusFirstError, FormikSelectField, FormikTextField } from '../../forms';
import type { RecordPaymentInput } from '../../gql/graphql';
import { blankPayment, jobErrorsOf, paymentInputOf, PAYMENT_METHOD_OPTIONS, paymentProblems, problemsOf, type PaymentFormValues } from './jobValues';

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
  const formId = `payment-${useId()}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const options = [{ value: '', label: 'No invoice in particular' }, ...invoices.map((invoice) => ({ value: invoice.id, label: `${invoice.number} (${formatCents(invoice.payableNowCents)} payable)` }))];
  return (
    <Formik<PaymentFormValues>
      key={open ? 'open' : 'closed'}
      initialValues={blankPayment(nextDue)}
      validate={(values) => jobErrorsOf(paymentProblems(values))}
      onSubmit={async (values, helpers) => {
        setProblem(undefined);
        const failed = await onRecord(paymentInputOf(values));
        if (!failed) {
          onClose();
          return;
        }
        if (failed.fieldErrors) helpers.setErrors(jobErrorsOf(problemsOf(failed.fieldErrors)) as FormikErrors<PaymentFormValues>);
        setProblem(failed.message);
      }}
    >
      {(form) => (
        <FormDialog
          open={open}
          onOpenChange={(next) => {
            if (!next && !form.isSubmitting) {
              setProblem(undefined);
              onClose();
            }
          }}
          title="Record a payment"
          description="Record a payment you made to the contractor outside GTA Home Pros. They are asked to confirm it arrived."
          size="lg"
          footer={
            <>
              <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={form.isSubmitting} loadingText="Recording…">
                Record the payment
              </Button>
            </>
          }
        >
          <form id={formId} ref={formRef} aria-label="Record a payment" noValidate onSubmit={form.handleSubmit}>
            <Stack gap="5">
              {problem ? (
                <Notice tone="warning" role="alert">
                  {problem}
                </Notice>
              ) : null}
              <FormikSelectField name="invoiceId" label="Invoice it pays" options={options} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormikTextField name="amount" label="Amount paid ($)" inputMode="decimal" required />
                <FormikSelectField name="method" label="How it was paid" options={PAYMENT_METHOD_OPTIONS} required />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormikTextField name="paidOn" label="Paid on" type="date" required />
                <FormikTextField name="reference" label="Reference" helpText="An e-Transfer reference or a cheque number." />
              </SimpleGrid>
            </Stack>
            <FocusFirstError formRef={formRef} />
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
