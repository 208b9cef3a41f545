/** Reviews of a hire: four 1-5 scores, a text, one reply from the contractor, an operator's reason to hide. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const HIDE_REASON_MIN = 10;
export const REVIEW_SCORES = ['quality', 'punctuality', 'communication', 'value'] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];
export const REVIEW_SCORE_LABELS: Readonly<Record<ReviewScore, string>> = {
  quality: 'Quality of work',
  punctuality: 'Punctuality',
  communication: 'Communication',
  value: 'Value for money',
};

export const CONTRACTOR_REVIEW_MESSAGES = {
  quality: 'Rate the quality of the work from 1 to 5 stars',
  punctuality: 'Rate punctuality from 1 to 5 stars',
  communication: 'Rate communication from 1 to 5 stars',
  value: 'Rate value for money from 1 to 5 stars',
  text: `Tell other homeowners how it went, in at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Keep your review to ${REVIEW_TEXT_MAX} characters`,
  reply: 'Write your reply',
  replyTooLong: `Keep your reply to ${REVIEW_REPLY_MAX} characters`,
  hideReason: `Say which rule the review breaks, in at least ${HIDE_REASON_MIN} characters`,
  notCompleted: 'You can review the contractor once the project is marked completed.',
  noHire: 'This project has no hired contractor to review.',
  notTheHomeowner: 'Only the homeowner who hired this contractor through GTA Home Pros can review them.',
  alreadyReviewed: 'You have already reviewed this contractor for this project. A review cannot be changed once posted.',
  alreadyReplied: 'You have already replied to this review. A reply cannot be changed once posted.',
  notReviewed: 'Only the contractor who was reviewed can reply.',
  alreadyHidden: 'This review is already hidden.',
} as const;
