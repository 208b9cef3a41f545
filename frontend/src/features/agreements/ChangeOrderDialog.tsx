import { Button, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { agreementTotals, changeOrderProblems, formatCents } from '@marketplace/shared';
import { FieldArray, type FormikErrors } from 'formik';
import { Plus } from 'lucide-react';
import { FormikDialog, FormikTextareaField, FormikTextField } from '../../forms';
import type { ChangeOrderInput } from '../../gql/graphql';
import { blankChangeLine, blankChangeOrder, changeInputOf, changeTermsOf, errorsOf, type ChangeOrderFormValues } from './formValues';
import { LineFields, ListItem } from './LineFields';

export interface ChangeOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** Proposes it; resolves with the problems to show, or nothing when proposed (the dialog closes). */
  onPropose: (input: ChangeOrderInput) => Promise<{ message: string; fieldErrors?: Record<string, string> } | undefined>;
}

function ChangeTotal({ values }: { values: ChangeOrderFormValues }) {
  const { lines } = changeTermsOf(values);
  if (lines.length === 0 || !lines.every((line) => Number.isFinite(line.quantity) && Number.isFinite(line.unitPriceCents))) return null;
  const { totalCents } = agreementTotals(lines);
  return (
    <Text textStyle="sm" aria-live="polite">
      This change {totalCents >= 0 ? 'adds' : 'takes off'} {formatCents(Math.abs(totalCents))} with HST.
    </Text>
  );
}

/**
 * Propose a change order: what changes, price lines added or removed, a schedule change and new dates,
 * checked with the rules' changeOrderProblems (the API's own check) before it is sent.
 */
export function ChangeOrderDialog({ open, onClose, onPropose }: ChangeOrderDialogProps) {
  return (
    <FormikDialog<ChangeOrderFormValues>
      open={open}
      onClose={onClose}
      title="Propose a change order"
      description="The other side signs or declines it. Once signed, it changes the agreement’s price and dates."
      size="xl"
      initialValues={blankChangeOrder()}
      validate={(values) => errorsOf(changeOrderProblems(changeTermsOf(values)))}
      onSubmit={async (values) => {
        const failed = await onPropose(changeInputOf(values));
        if (!failed) return undefined;
        return {
          message: failed.message,
          ...(failed.fieldErrors ? { fieldErrors: errorsOf(Object.entries(failed.fieldErrors).map(([field, message]) => ({ field, message }))) as FormikErrors<ChangeOrderFormValues> } : {}),
        };
      }}
      submitLabel="Propose the change order"
      submittingLabel="Proposing…"
    >
      {(form) => (
        <>
          <FormikTextareaField name="description" label="What changes" required rows={3} />
          <FieldArray name="lines">
            {(lines) => (
              <Stack gap="3">
                <Text fontWeight="medium" textStyle="sm">
                  Price lines
                </Text>
                {form.values.lines.length > 0 ? (
                  <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                    {form.values.lines.map((_, index) => (
                      <ListItem key={index} title={`Change line ${index + 1}`} onRemove={() => lines.remove(index)}>
                        <LineFields name={`lines.${index}`} change />
                      </ListItem>
                    ))}
                  </Stack>
                ) : (
                  <Text textStyle="sm" color="fg.muted">
                    No change to the price.
                  </Text>
                )}
                <Button variant="outline" size="sm" alignSelf="start" onClick={() => lines.push(blankChangeLine())}>
                  <Plus aria-hidden="true" />
                  Add a line
                </Button>
                <ChangeTotal values={form.values} />
              </Stack>
            )}
          </FieldArray>
          <FormikTextareaField name="scheduleChange" label="Schedule change" rows={2} helpText="How the work’s schedule changes, if it does." />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormikTextField name="startDate" label="New start date" type="date" />
            <FormikTextField name="completionDate" label="New completion date" type="date" />
          </SimpleGrid>
        </>
      )}
    </FormikDialog>
  );
}
