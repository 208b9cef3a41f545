import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateAccountSettingsMutation } from '../accountSettingsOperations';
import { announceAccountChange } from '../../../app/session/accountEvents';

export interface AccountSettingsValues {
  name: string;
  phone: string;
}

/** Saves the signed-in person's name and phone (a blank phone removes it). Rejects with the server's error. */
export function useUpdateAccountSettings() {
  const [mutate, { loading }] = useMutation(UpdateAccountSettingsMutation);
  const save = useCallback(
    async (values: AccountSettingsValues) => {
      const phone = values.phone.trim();
      await mutate({ variables: { input: { name: values.name.trim(), phone: phone === '' ? null : phone } } });
      announceAccountChange();
    },
    [mutate],
  );
  return { save, saving: loading };
}
