import { Box, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { formatCents } from '@marketplace/shared';
import { FormikDialog, FormikSelectField, FormikTextareaField, FormikTextField } from '../../forms';
import type { IssueInvoiceInput } from '../../gql/graphql';
import { FormikCheckbox } from './FormikCheckbox';
import { blankInvoice, dialogProblemOf, invoiceForOptions, invoiceInputOf, invoicePreview, invoiceProblems, jobErrorsOf, type InvoiceDraftFields, type InvoiceFormValues } from './jobValues';

export interface InvoiceDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the invoice starts from (the agreement's `invoiceDraft`): its number, milestones, change orders, who is paid. */
  draft: InvoiceDraftFields & { number: string };
  /** How much more work may be invoiced before tax under the signed totals (`ledger.invoiceRoomCents`). */
  roomCents: number;
  /** Issues it; resolves with the problems to show, or nothing when issued (the dialog closes). */
  onIssue: (input: IssueInvoiceInput) => Promise<{ message: string; fieldErrors?: Record<string, string> } | undefined>;
}

/** What the invoice will ask for, as the amount is typed. */
function Preview({ values, chargesHst }: { values: InvoiceFormValues; chargesHst: boolean }) {
  const amounts = invoicePreview(values, chargesHst);
  if (!amounts) return null;
  return (
    <Box p="3" bg="bg.subtle" borderRadius="l2" textStyle="sm" aria-live="polite">
      <Text>
        {chargesHst && amounts.hstCents > 0 ? `${formatCents(amounts.subtotalCents)} + HST ${formatCents(amounts.hstCents)} = ${formatCents(amounts.totalCents)}. ` : `${formatCents(amounts.totalCents)}. `}
        The homeowner keeps back {formatCents(amounts.keptBackCents)} (the 10 % holdback{amounts.holdbackHstCents > 0 ? ' and its HST' : ''}) and pays {formatCents(amounts.payableNowCents)} now.
      </Text>
      <Text color="fg.muted" textStyle="xs" mt="1">
        The invoice rounds on the job’s running totals, so it may differ by a cent.
      </Text>
    </Box>
  );
}

/**
 * Issue a proper invoice (Ontario's Construction Act): what it is for, the work and the period it was done in,
 * the amount before tax, whether HST applies, and who payment is sent to. Checked with the rules' proper-invoice
 * check (the API's) before it is sent; the API's refusals (the 10 % estimate rule) show here.
 */
export function InvoiceDialog({ open, onClose, draft, roomCents, onIssue }: InvoiceDialogProps) {
  const title = `Issue invoice ${draft.number}`;
  return (
    <FormikDialog<InvoiceFormValues>
      open={open}
      onClose={onClose}
      title={title}
      description="The homeowner receives it by e-mail with its PDF. They keep back the 10 % holdback and pay the rest within 28 days."
      size="xl"
      initialValues={blankInvoice(draft)}
      validate={(values) => jobErrorsOf(invoiceProblems(values))}
      onSubmit={async (values) => dialogProblemOf<InvoiceFormValues>(await onIssue(invoiceInputOf(values, draft.chargesHst)))}
      submitLabel="Issue the invoice"
      submittingLabel="Issuing…"
    >
      {(form) => (
        <>
          <FormikSelectField name="forWhat" label="Invoice for" options={invoiceForOptions(draft)} helpText="A milestone of the payment schedule, or a change order both sides signed." />
          <FormikTextareaField name="description" label="Work done or materials supplied" required rows={3} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormikTextField name="periodStart" label="Period from" type="date" required />
            <FormikTextField name="periodEnd" label="Period to" type="date" required helpText="On or before today." />
          </SimpleGrid>
          <Stack gap="3">
            <FormikTextField
              name="amount"
              label="Amount before tax ($)"
              inputMode="decimal"
              required
              helpText={roomCents > 0 ? `Up to ${formatCents(roomCents)} more may be invoiced under the signed totals.` : 'The signed totals are fully invoiced: more needs a signed change order.'}
            />
            {draft.chargesHst ? <FormikCheckbox name="taxable">HST applies (not on a permit fee at cost)</FormikCheckbox> : null}
            <Preview values={form.values} chargesHst={draft.chargesHst} />
          </Stack>
          <Stack as="fieldset" gap="3" borderWidth="0" p="0" m="0">
            <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
              Payment is sent to
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <FormikTextField name="paymentContact.name" label="Name" required />
              <FormikTextField name="paymentContact.phone" label="Phone" type="tel" required />
            </SimpleGrid>
            <FormikTextField name="paymentContact.address" label="Mailing address" required />
          </Stack>
        </>
      )}
    </FormikDialog>
  );
}
