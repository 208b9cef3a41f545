import {
  DEFAULT_LOCATION,
  DEFAULT_URGENCY,
  MAX_LENGTH,
  MAX_REQUIREMENTS,
  PROJECT_MESSAGES,
  URGENCIES,
  tooLong,
} from '@marketplace/backend/rules';
import type { UrgencyValue } from '@marketplace/backend/rules';
import * as Yup from 'yup';

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
};

/** Fields that must be filled before the submit button turns on (spec section 2). */
export const REQUIRED_POST_FIELDS = ['title', 'description', 'category', 'budget', 'timeline', 'homeowner', 'location'] as const;

/** Whether every required field has something in it (the submit button's rule). */
export function requiredFieldsFilled(values: PostProjectValues): boolean {
  return REQUIRED_POST_FIELDS.every((field) => values[field].length > 0);
}

const requiredText = (message: string, max: number) => Yup.string().trim().required(message).max(max, tooLong(max));

/** The server's rules and messages (shared rules module), checked before anything is sent. */
export const postProjectSchema: Yup.ObjectSchema<PostProjectValues> = Yup.object({
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
