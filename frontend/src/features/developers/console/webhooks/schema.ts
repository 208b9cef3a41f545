import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from '@marketplace/shared';
import * as Yup from 'yup';

export interface EndpointValues {
  url: string;
  description: string;
  events: string[];
  /** Trade ids as strings (checkbox values); none for every trade. */
  tradeIds: string[];
  cities: string[];
}

/** The add-endpoint form: the server's rules and messages (@marketplace/shared); it checks https in production itself. */
export const endpointSchema: Yup.ObjectSchema<EndpointValues> = Yup.object({
  url: Yup.string()
    .trim()
    .required(WEBHOOK_MESSAGES.url)
    .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
    .test('url', WEBHOOK_MESSAGES.url, (value) => {
      try {
        new URL(value ?? '');
        return true;
      } catch {
        return false;
      }
    })
    .test('scheme', WEBHOOK_MESSAGES.scheme, (value) => /^https?:\/\//i.test(value ?? '')),
  description: Yup.string().ensure().trim().max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.description),
  events: Yup.array(Yup.string().oneOf([...WEBHOOK_EVENT_TYPES], WEBHOOK_MESSAGES.unknownEvent).required()).min(1, WEBHOOK_MESSAGES.events).required(),
  tradeIds: Yup.array(Yup.string().required()).required(),
  cities: Yup.array(Yup.string().required()).required(),
});
