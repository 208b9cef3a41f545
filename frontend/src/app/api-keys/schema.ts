import { API_KEY_NAME_MAX, OPERATOR_MESSAGES } from '@marketplace/shared';
import * as Yup from 'yup';

/** A new key's label, with the server's rule and message (the operator's keys and a partner's alike). */
export const apiKeySchema: Yup.ObjectSchema<{ name: string }> = Yup.object({
  name: Yup.string().trim().required(OPERATOR_MESSAGES.keyName).max(API_KEY_NAME_MAX, OPERATOR_MESSAGES.keyName),
});
