import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Button, Heading, Notice, showToast, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { formatDollars } from '@marketplace/shared';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { graphql } from '../../gql';
import type { LeadPreferencesForm_PreferencesFragment } from '../../gql/graphql';
import { FocusFirstError, FormikSelectField, FormikTextField } from '../../forms';
import { fieldErrorsOf } from '../graphql/errors';

import { leadPreferencesSchema, type LeadPreferencesValues } from './leadPreferencesSchema';
import { useUpdateLeadPreferences } from './mutations/useUpdateLeadPreferences';

/** What the form shows and every save answers with. */
export const LeadPreferencesForm_preferences = graphql(`
  fragment LeadPreferencesForm_preferences on LeadPreferences {
    minJobSize
    maxJobSize
    takesUrgentJobs
    availability
    availableFrom
    maxLeadAlertsPerDay
    alertEmail
    trades {
      id
    }
    serviceAreas {
      slug
    }
  }
`);

const AVAILABILITY_OPTIONS = [
  { value: 'NOW', label: 'Taking work now' },
  { value: 'FROM_DATE', label: 'Taking work from a date' },
  { value: 'PAUSED', label: 'Paused: no new leads' },
];
const URGENT_OPTIONS = [
  { value: 'yes', label: 'Yes, send me urgent jobs' },
  { value: 'no', label: 'No urgent jobs' },
];
const DELIVERY_OPTIONS = [
  { value: 'IMMEDIATE', label: 'An e-mail for each lead, right away' },
  { value: 'DAILY', label: 'One e-mail a day at 7 am with every lead' },
  { value: 'OFF', label: 'In the app only, no e-mail' },
];

export const LEAD_PREFERENCES_SAVE_FAILED = 'We couldn’t save your lead preferences. Please check your connection and try again.';

const dollarsText = (amount: number | null | undefined) => (amount == null ? '' : formatDollars(amount));

/**
 * Which new projects the contractor hears about: job sizes, urgent jobs, availability, how many
 * alerts a day and how they arrive. Trades and cities come from the business profile beside it.
 */
export function LeadPreferencesForm({ preferences: from }: { preferences: FragmentType<LeadPreferencesForm_PreferencesFragment> }) {
  const { data: preferences, complete } = useFragment({ fragment: LeadPreferencesForm_preferences, from });
  const { save } = useUpdateLeadPreferences();
  const formRef = useRef<HTMLFormElement>(null);
  if (!complete) return null;
  const initial: LeadPreferencesValues = {
    minJobSize: dollarsText(preferences.minJobSize),
    maxJobSize: dollarsText(preferences.maxJobSize),
    takesUrgentJobs: preferences.takesUrgentJobs ? 'yes' : 'no',
    availability: preferences.availability,
    availableFrom: preferences.availableFrom ?? '',
    maxLeadAlertsPerDay: String(preferences.maxLeadAlertsPerDay),
    alertEmail: preferences.alertEmail,
  };
  const unmatched = preferences.trades.length === 0 || preferences.serviceAreas.length === 0;
  return (
    <Formik<LeadPreferencesValues>
      initialValues={initial}
      validationSchema={leadPreferencesSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await save(values);
          showToast({
            type: 'success',
            title: 'Lead preferences saved',
            description: values.availability === 'PAUSED' ? 'You get no new leads until you take work again.' : 'New projects that fit reach you as you chose.',
          });
        } catch (error) {
          const fieldErrors = fieldErrorsOf(error);
          if (fieldErrors) helpers.setErrors(fieldErrors);
          else helpers.setStatus(LEAD_PREFERENCES_SAVE_FAILED);
        }
      }}
    >
      {({ isSubmitting, status, values }) => (
        <Form ref={formRef} noValidate aria-labelledby="lead-preferences-heading">
          <FocusFirstError formRef={formRef} />
          <Stack gap="5" p={{ base: '5', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
            <Stack gap="1">
              <Heading as="h2" size="lg" id="lead-preferences-heading">
                Lead preferences
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                When a homeowner&apos;s project is published, the pros it fits best hear of it first: your trades and cities, the job sizes you want and whether
                you are taking work.
              </Text>
            </Stack>
            {unmatched ? (
              <Notice tone="info">Choose your trades and the cities you serve in your business profile: until then no project can match you.</Notice>
            ) : null}
            {typeof status === 'string' ? (
              <Notice tone="warning" role="alert">
                {status}
              </Notice>
            ) : null}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormikTextField name="minJobSize" label="Smallest job you want" inputMode="numeric" helpText="In dollars, e.g. $5,000. Leave empty for any size." disabled={isSubmitting} />
              <FormikTextField name="maxJobSize" label="Largest job you want" inputMode="numeric" helpText="Leave empty for no upper limit." disabled={isSubmitting} />
            </SimpleGrid>
            <FormikSelectField name="takesUrgentJobs" label="Urgent jobs" options={URGENT_OPTIONS} helpText="Projects the homeowner marked urgent, such as a burst pipe or a leaking roof." disabled={isSubmitting} />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormikSelectField name="availability" label="Availability" options={AVAILABILITY_OPTIONS} disabled={isSubmitting} />
              {values.availability === 'FROM_DATE' ? (
                <FormikTextField name="availableFrom" label="Taking work from" type="date" required disabled={isSubmitting} />
              ) : null}
            </SimpleGrid>
            <FormikTextField name="maxLeadAlertsPerDay" label="Lead alerts a day, at most" inputMode="numeric" required maxW="48" helpText="From 1 to 50." disabled={isSubmitting} />
            <FormikSelectField name="alertEmail" label="How lead alerts reach you" options={DELIVERY_OPTIONS} helpText="Every alert also shows under the bell." disabled={isSubmitting} />
            <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={isSubmitting} loadingText="Saving…">
              Save lead preferences
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
