import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { NotificationEmail, NotificationKind } from '../../../gql/graphql';
import { UpdateNotificationSettingMutation } from '../operations';

/** Saves how one kind of notification is e-mailed; the answer updates the cached setting. Rejects with the server's error. */
export function useUpdateNotificationSetting() {
  const [update] = useMutation(UpdateNotificationSettingMutation);
  return useCallback((kind: NotificationKind, email: NotificationEmail) => update({ variables: { kind, email } }), [update]);
}
