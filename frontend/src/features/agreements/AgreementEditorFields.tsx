import { AppLink, Box, Button, Heading, HStack, Notice, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import {
  AGREEMENT_LIMITS,
  HOLDBACK_PERCENT,
  TORONTO_PERMIT_NOTE,
  agreementTotals,
  formatCents,
  paymentAmounts,
  type AgreementProblem,
  type AgreementTerms,
} from '@marketplace/shared';
import { FieldArray, type FormikProps } from 'formik';
import { Plus, Save, Send } from 'lucide-react';
import { useMemo } from 'react';
import { FormikSelectField, FormikTextareaField, FormikTextField } from '../../forms';
import { AgreementPart } from './AgreementPart';
import { FormikCheckbox } from './FormikCheckbox';
import { blankLine, blankPayment, blankPermit, formFieldOf, problemPlace, termsOf, type AgreementFormValues } from './formValues';
import { LineFields, ListItem } from './LineFields';

const PAYMENT_TYPES = [
  { value: 'percent', label: 'Share of the total (%)' },
  { value: 'amount', label: 'Amount ($)' },
];
const HOLDERS = [
  { value: 'contractor', label: 'The contractor' },
  { value: 'homeowner', label: 'The homeowner' },
];

/** The live list of what stops sending, each linked to its field. */
function ProblemList({ problems, id }: { problems: readonly AgreementProblem[]; id: string }) {
  if (problems.length === 0) {
    return (
      <Box id={id}>
        <Notice tone="success">The agreement holds every item Ontario’s rules ask for. You can send it for signature.</Notice>
      </Box>
    );
  }
  return (
    <Stack id={id} gap="2" p={{ base: '4', md: '5' }} bg="bg.subtle" borderWidth="1px" borderColor="border.warning" borderRadius="l3">
      <Heading as="h3" size="sm">
        {problems.length === 1 ? '1 item to fix before sending' : `${problems.length} items to fix before sending`}
      </Heading>
      <Stack as="ul" gap="1" ps="5" textStyle="sm" listStyleType="disc">
        {problems.map((problem, index) => {
          const place = problemPlace(problem.field);
          const field = formFieldOf(problem.field);
          const text = `${place ? `${place}: ` : ''}${problem.message}`;
          return (
            <li key={`${problem.field}-${index}`}>
              {field ? (
                <AppLink
                  href={`#field-${field}`}
                  color="fg"
                  textDecoration="underline"
                  onClick={(event) => {
                    event.preventDefault();
                    document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
                  }}
                >
                  {text}
                </AppLink>
              ) : (
                text
              )}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

function Totals({ terms }: { terms: AgreementTerms }) {
  const readable = terms.lines.every((line) => Number.isFinite(line.quantity) && Number.isFinite(line.unitPriceCents));
  if (!readable || terms.lines.length === 0) return null;
  const totals = agreementTotals(terms.lines);
  const bid = terms.acceptedBid;
  return (
    <Text textStyle="sm" aria-live="polite">
      Subtotal {formatCents(totals.subtotalCents)} · HST {formatCents(totals.hstCents)} · <strong>Total payable {formatCents(totals.totalCents)}</strong>
      {bid ? ` · the homeowner accepted a bid of ${bid.text}` : ''}
    </Text>
  );
}

function ScheduleSum({ terms }: { terms: AgreementTerms }) {
  const readable = terms.lines.every((line) => Number.isFinite(line.quantity) && Number.isFinite(line.unitPriceCents)) && terms.payments.every((step) => !Number.isNaN(step.amountCents ?? 0) && !Number.isNaN(step.basisPoints ?? 0));
  if (!readable || terms.lines.length === 0 || terms.payments.length === 0) return null;
  const { totalCents } = agreementTotals(terms.lines);
  const scheduled = paymentAmounts(terms.payments, totalCents).reduce((sum, cents) => sum + cents, 0);
  return (
    <Text textStyle="sm" aria-live="polite">
      The payments add up to {formatCents(scheduled)} of the {formatCents(totalCents)} total. {HOLDBACK_PERCENT} % of each payment is held back under Ontario’s Construction Act.
    </Text>
  );
}

/** The contractor's agreement form (AgreementEditor's fields): every term, the live totals and the list of what stops sending. */
export function EditorFields({ form, kept, problems, onSend, saving, sending }: { form: FormikProps<AgreementFormValues>; kept: Pick<AgreementTerms, 'insurance' | 'wsib' | 'acceptedBid'>; problems: AgreementProblem[]; onSend: () => void; saving: boolean; sending: boolean }) {
  const { values } = form;
  const terms = useMemo(() => termsOf(values, kept), [values, kept]);
  return (
    <Stack gap="8">
      <AgreementPart title="The parties">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Homeowner
            </Heading>
            <FormikTextField name="homeowner.name" label="Full name" required autoComplete="off" />
            <FormikTextField name="homeowner.workAddress" label="Work address" required helpText="Where the work is done. Only the two of you and GTA Home Pros staff see it." />
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Contractor
            </Heading>
            <FormikTextField name="contractor.legalName" label="Legal business name" required />
            <FormikTextField name="contractor.operatingName" label="Operating name" helpText="If the business trades under another name." />
            <FormikTextField name="contractor.businessAddress" label="Business address" required />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <FormikTextField name="contractor.phone" label="Phone" type="tel" required />
              <FormikTextField name="contractor.email" label="E-mail" type="email" required />
            </SimpleGrid>
            <FormikTextField name="contractor.representative" label="Your representative" required helpText="The person who dealt with the homeowner. They sign for the business with this name." />
            <FormikTextField name="contractor.hstNumber" label="HST number" helpText="Like 123456789 RT0001. Leave it empty if the business is not registered (under $30,000 of revenue)." />
          </Stack>
        </SimpleGrid>
      </AgreementPart>

      <AgreementPart title="The work">
        <FormikTextareaField name="work.description" label="Description of the work" required rows={6} helpText={`What is done and how, in at least ${AGREEMENT_LIMITS.minWorkDescription} characters.`} />
        <FormikTextareaField name="work.materials" label="Materials" required rows={3} helpText="The materials, or who supplies them." />
        <FormikTextareaField name="work.subcontractors" label="Subcontractors" rows={2} helpText="Who does which part, if subcontractors do some of the work. Leave it empty if you do it all." />
      </AgreementPart>

      <AgreementPart title="The price" description="Each line is an estimate (which may rise by up to 10 % without a change order) or a fixed price. HST at 13 % applies to taxable lines.">
        <FieldArray name="lines">
          {(lines) => (
            <Stack gap="3">
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {values.lines.map((_, index) => (
                  <ListItem key={index} title={`Price line ${index + 1}`} onRemove={() => lines.remove(index)}>
                    <LineFields name={`lines.${index}`} />
                  </ListItem>
                ))}
              </Stack>
              <Button variant="outline" size="sm" alignSelf="start" onClick={() => lines.push(blankLine())} disabled={values.lines.length >= AGREEMENT_LIMITS.lines}>
                <Plus aria-hidden="true" />
                Add a price line
              </Button>
            </Stack>
          )}
        </FieldArray>
        <Totals terms={terms} />
      </AgreementPart>

      <AgreementPart title="Payment schedule" description="A deposit and milestones, each an amount or a share of the total, adding up to the total. Consumer Protection Ontario advises a deposit of no more than 10 %.">
        <FieldArray name="payments">
          {(payments) => (
            <Stack gap="3">
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {values.payments.map((payment, index) => (
                  <ListItem key={index} title={`Payment ${index + 1}`} onRemove={() => payments.remove(index)}>
                    <FormikTextField name={`payments.${index}.description`} label="Description" required />
                    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" alignItems="start">
                      <FormikSelectField name={`payments.${index}.amountType`} label="Given as" options={PAYMENT_TYPES} />
                      <FormikTextField name={`payments.${index}.amount`} label={payment.amountType === 'percent' ? 'Share of the total (%)' : 'Amount ($)'} inputMode="decimal" required />
                      <FormikTextField name={`payments.${index}.dueOn`} label="Due on" required helpText="The event, e.g. On signing." />
                    </SimpleGrid>
                    <FormikCheckbox name={`payments.${index}.deposit`}>This is the deposit</FormikCheckbox>
                  </ListItem>
                ))}
              </Stack>
              <Button variant="outline" size="sm" alignSelf="start" onClick={() => payments.push(blankPayment())} disabled={values.payments.length >= AGREEMENT_LIMITS.payments}>
                <Plus aria-hidden="true" />
                Add a payment
              </Button>
            </Stack>
          )}
        </FieldArray>
        <ScheduleSum terms={terms} />
      </AgreementPart>

      <AgreementPart title="Dates and permits">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormikTextField name="startDate" label="Start date" type="date" required />
          <FormikTextField name="completionDate" label="Completion date" type="date" required />
        </SimpleGrid>
        <FieldArray name="permits">
          {(permits) => (
            <Stack gap="3">
              {values.permits.length > 0 ? (
                <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                  {values.permits.map((_, index) => (
                    <ListItem key={index} title={`Permit ${index + 1}`} onRemove={() => permits.remove(index)}>
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                        <FormikTextField name={`permits.${index}.permit`} label="Permit" required helpText="e.g. Building permit for the deck" />
                        <FormikSelectField name={`permits.${index}.obtainedBy`} label="Obtained by" options={HOLDERS} />
                      </SimpleGrid>
                    </ListItem>
                  ))}
                </Stack>
              ) : null}
              <Button variant="outline" size="sm" alignSelf="start" onClick={() => permits.push(blankPermit())} disabled={values.permits.length >= AGREEMENT_LIMITS.permits}>
                <Plus aria-hidden="true" />
                Add a permit
              </Button>
            </Stack>
          )}
        </FieldArray>
        <Notice tone="info">{TORONTO_PERMIT_NOTE}</Notice>
      </AgreementPart>

      <AgreementPart title="Warranty and conditions">
        <FormikTextareaField name="warranty" label="Warranty" required rows={3} helpText="What the warranty covers and for how long, or that there is none beyond what the law gives." />
        <FormikTextareaField name="conditions" label="Restrictions or conditions" rows={3} />
      </AgreementPart>

      <ProblemList problems={problems} id="agreement-problems" />
      <HStack gap="3" wrap="wrap">
        <Button type="submit" variant="outline" loading={saving} loadingText="Saving…" disabled={sending}>
          <Save aria-hidden="true" />
          Save draft
        </Button>
        <Button onClick={onSend} disabled={problems.length > 0 || saving} loading={sending} loadingText="Sending…" aria-describedby="agreement-problems">
          <Send aria-hidden="true" />
          Send for signature
        </Button>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        Save draft keeps your changes; only you see a draft. Send for signature makes the document the homeowner reads and signs, and tells them.
      </Text>
    </Stack>
  );
}
