import { SimpleGrid, Stack } from '@marketplace/design-system';
import { FormikSelectField, FormikTextareaField, FormikTextField } from '../../forms';
import { PROPOSAL_BID_RANGES, PROPOSAL_TIMELINES } from './options';

/**
 * The proposal form's fields: contact, bid, plan and optional extras. The contact
 * fields are left out when the proposal goes out under a contractor's account.
 */
export function ProposalFormFields({ showContact = true }: { showContact?: boolean }) {
  return (
    <Stack gap="5">
      {showContact ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormikTextField name="contractorName" label="Contractor or company name" required autoComplete="organization" />
          <FormikTextField name="contractorEmail" label="Email" type="email" required autoComplete="email" inputMode="email" />
          <FormikTextField name="contractorPhone" label="Phone (optional)" type="tel" autoComplete="tel" placeholder="416-555-0123" />
        </SimpleGrid>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormikSelectField name="bidAmount" label="Bid amount (CAD)" required options={PROPOSAL_BID_RANGES} placeholder="Select a range" />
        <FormikSelectField name="timeline" label="Timeline" required options={PROPOSAL_TIMELINES} placeholder="Select a timeline" />
      </SimpleGrid>
      <FormikTextareaField
        name="approach"
        label="Your approach"
        required
        rows={4}
        helpText="How you would do the work: phases, permits (City building permit, ESA, TSSA) and site protection."
      />
      <FormikTextareaField
        name="experience"
        label="Relevant experience"
        required
        rows={3}
        helpText="Similar GTA projects, licences (e.g. ECRA/ESA, TSSA) and insurance."
      />
      <FormikTextareaField name="materials" label="Materials (optional)" rows={2} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormikTextField name="warranty" label="Warranty (optional)" placeholder="e.g. 2 years on workmanship" />
        <FormikTextField name="additionalNotes" label="Additional notes (optional)" />
      </SimpleGrid>
    </Stack>
  );
}
