import { Button, FormDialog, Notice, Stack, Text } from '@marketplace/design-system';
import { formatCents, formatDate, PAYMENT_LIMITS } from '@marketplace/rules';
import { Formik, type FormikErrors } from 'formik';
import { useId, useRef, useState } from 'react';
import { FocusFirstError, FormikTextareaField, FormikTextField } from '../../forms';
import type { NonPaymentNoticeInput } from '../../gql/graphql';
import { centsAsDollars, jobErrorsOf, noticeInputOf, noticeProblems, problemsOf, type NoticeFormValues } from './jobValues';

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
  const formId = `notice-${useId()}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const title = invoice ? `Give a notice of non-payment for ${invoice.number}` : 'Give a notice of non-payment';
  return (
    <Formik<NoticeFormValues>
      key={invoice ? invoice.number : 'closed'}
      initialValues={{ amount: invoice ? centsAsDollars(invoice.payableNowCents) : '', reasons: '' }}
      validate={(values) => (invoice ? jobErrorsOf(noticeProblems(values, invoice)) : {})}
      onSubmit={async (values, helpers) => {
        setProblem(undefined);
        const failed = await onGive(noticeInputOf(values));
        if (!failed) {
          onClose();
          return;
        }
        if (failed.fieldErrors) helpers.setErrors(jobErrorsOf(problemsOf(failed.fieldErrors)) as FormikErrors<NoticeFormValues>);
        setProblem(failed.message);
      }}
    >
      {(form) => (
        <FormDialog
          open={invoice !== null}
          onOpenChange={(next) => {
            if (!next && !form.isSubmitting) {
              setProblem(undefined);
              onClose();
            }
          }}
          title={title}
          description={invoice ? `You may give it until the end of ${formatDate(invoice.noticeDeadline, 'long')}, once. The contractor is told; the rest of the invoice stays due.` : undefined}
          size="lg"
          finalFocusEl={finalFocusEl}
          footer={
            <>
              <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="red" loading={form.isSubmitting} loadingText="Giving the notice…">
                Give the notice
              </Button>
            </>
          }
        >
          <form id={formId} ref={formRef} aria-label={title} noValidate onSubmit={form.handleSubmit}>
            <Stack gap="5">
              {problem ? (
                <Notice tone="warning" role="alert">
                  {problem}
                </Notice>
              ) : null}
              {invoice ? <Text textStyle="sm">Payable now on {invoice.number}: {formatCents(invoice.payableNowCents)}.</Text> : null}
              <FormikTextField name="amount" label="Amount you will not pay ($)" inputMode="decimal" required />
              <FormikTextareaField
                name="reasons"
                label="Why"
                required
                rows={5}
                helpText={`What is missing or not done as agreed, in at least ${PAYMENT_LIMITS.minReasons} characters. A dispute about payment can go to adjudication.`}
              />
            </Stack>
            <FocusFirstError formRef={formRef} />
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
