import {
  DEFAULT_LOCATION,
  DEFAULT_URGENCY,
  MAX_LENGTH,
  MAX_REQUIREMENTS,
  PROJECT_MESSAGES,
  URGENCIES,
  tooLong,
} from '@marketplace/shared';
import type { UrgencyValue } from '@marketplace/shared';
import * as Yup from 'yup';
import { ACCOUNT_MESSAGES } from '../../app/session/accountMessages';
import { emailRule, optionalPhoneRule } from '../../app/session/contactRules';

const POST_EMAIL_MESSAGE = ACCOUNT_MESSAGES.email;

export interface PostProjectValues {
  title: string;
  description: string;
  category: string;
  location: string;
  homeowner: string;
  budget: string;
  timeline: string;
  urgency: UrgencyValue;
  requirements: string[];
  /** Where the link that publishes the project goes; asked only when not signed in. */
  email: string;
  /** Optional; asked only when not signed in. Never public. */
  phone: string;
}

export const initialPostProjectValues: PostProjectValues = {
  title: '',
  description: '',
  category: '',
  location: DEFAULT_LOCATION,
  homeowner: '',
  budget: '',
  timeline: '',
  urgency: DEFAULT_URGENCY,
  requirements: [],
  email: '',
  phone: '',
};

/** Fields that must be filled before the submit button turns on. */
export const REQUIRED_POST_FIELDS = ['title', 'description', 'category', 'budget', 'timeline', 'homeowner', 'location'] as const;

/** The required fields for someone signed in or not: signed out, the e-mail is required too. */
export function requiredPostFields(signedIn: boolean): ReadonlyArray<(typeof REQUIRED_POST_FIELDS)[number] | 'email'> {
  return signedIn ? REQUIRED_POST_FIELDS : [...REQUIRED_POST_FIELDS, 'email'];
}

/** Whether every required field has something in it (the submit button's rule). */
export function requiredFieldsFilled(values: PostProjectValues, signedIn = true): boolean {
  return requiredPostFields(signedIn).every((field) => values[field].length > 0);
}

const requiredText = (message: string, max: number) => Yup.string().trim().required(message).max(max, tooLong(max));

/** The server's rules and messages (shared rules module), checked before anything is sent. */
export const postProjectSchema: Yup.ObjectSchema<PostProjectValues> = Yup.object({
  email: Yup.string().trim().email(POST_EMAIL_MESSAGE).max(MAX_LENGTH.email, POST_EMAIL_MESSAGE).default(''),
  phone: optionalPhoneRule,
  title: requiredText(PROJECT_MESSAGES.title, MAX_LENGTH.title),
  description: requiredText(PROJECT_MESSAGES.description, MAX_LENGTH.longText),
  category: requiredText(PROJECT_MESSAGES.category, MAX_LENGTH.category),
  location: requiredText(PROJECT_MESSAGES.location, MAX_LENGTH.location),
  homeowner: requiredText(PROJECT_MESSAGES.homeowner, MAX_LENGTH.shortText),
  budget: requiredText(PROJECT_MESSAGES.budget, MAX_LENGTH.shortText),
  timeline: requiredText(PROJECT_MESSAGES.timeline, MAX_LENGTH.shortText),
  urgency: Yup.mixed<UrgencyValue>().oneOf([...URGENCIES], PROJECT_MESSAGES.urgency).required(PROJECT_MESSAGES.urgency),
  requirements: Yup.array(Yup.string().trim().required().max(MAX_LENGTH.requirement, tooLong(MAX_LENGTH.requirement)))
    .max(MAX_REQUIREMENTS, PROJECT_MESSAGES.requirements)
    .required(),
});

/** Signed out, the e-mail that receives the publishing link is required. */
export const signedOutPostProjectSchema: Yup.ObjectSchema<PostProjectValues> = postProjectSchema.shape({ email: emailRule });

/** The schema for someone signed in or not. */
export function postProjectSchemaFor(signedIn: boolean): Yup.ObjectSchema<PostProjectValues> {
  return signedIn ? postProjectSchema : signedOutPostProjectSchema;
}
