import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { jobSizeDollars, type LeadPreferencesValues } from '../leadPreferencesSchema';

export const UpdateLeadPreferencesMutation = graphql(`
  mutation UpdateLeadPreferences($input: LeadPreferencesInput!) {
    updateLeadPreferences(input: $input) {
      ...LeadPreferencesForm_preferences
    }
  }
`);

/** Saves the signed-in contractor's lead preferences. Rejects with the server's error (field errors included). */
export function useUpdateLeadPreferences() {
  const [mutate, { loading }] = useMutation(UpdateLeadPreferencesMutation);
  const save = useCallback(
    async (values: LeadPreferencesValues) => {
      await mutate({
        variables: {
          input: {
            minJobSize: jobSizeDollars(values.minJobSize),
            maxJobSize: jobSizeDollars(values.maxJobSize),
            takesUrgentJobs: values.takesUrgentJobs === 'yes',
            availability: values.availability,
            availableFrom: values.availability === 'FROM_DATE' ? values.availableFrom : null,
            maxLeadAlertsPerDay: Number(values.maxLeadAlertsPerDay),
            alertEmail: values.alertEmail,
          },
        },
      });
    },
    [mutate],
  );
  return { save, saving: loading };
}
