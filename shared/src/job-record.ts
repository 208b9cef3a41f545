/**
 * The job's record beyond its money: progress updates with photos, and disputes (docs/payments.md). The limits,
 * the messages and the words that name a dispute's subject, read by the API's services and the web app's forms
 * and views alike, so each is written once.
 */

export const PROGRESS_LIMITS = { body: 4000, photos: 10 } as const;

export const PROGRESS_MESSAGES = {
  body: 'Say what was done: a line or two the homeowner will read',
  tooLong: `Keep the update under ${PROGRESS_LIMITS.body} characters`,
  images: `Attach at most ${PROGRESS_LIMITS.photos} photos to one update`,
  image: 'Upload the photo again: that file name is not one of ours',
  milestone: 'Choose a milestone of the agreement’s payment schedule, or none',
} as const;

export const DISPUTE_LIMITS = { minReason: 20, reason: 4000, note: 2000, messages: 10, photos: 10 } as const;

/** A dispute's states' names; the states and who may move them are the API's lifecycle table (DISPUTE_STEPS). */
export const DISPUTE_STATUS_LABELS: Readonly<Record<'open' | 'resolved' | 'referred' | 'closed', string>> = {
  open: 'Open',
  resolved: 'Resolved',
  referred: 'Referred to adjudication',
  closed: 'Closed',
};

export const DISPUTE_MESSAGES = {
  subject: 'Choose what the dispute is about: an invoice, a payment, a site visit or the whole job',
  reasonShort: `Say what went wrong, in at least ${DISPUTE_LIMITS.minReason} characters`,
  reasonLong: `Keep it under ${DISPUTE_LIMITS.reason} characters`,
  amount: 'Enter the amount in question in dollars and cents, more than $0, or leave it empty',
  messages: `Choose at most ${DISPUTE_LIMITS.messages} messages`,
  threadMessages: 'Choose messages from this job’s thread',
  images: `Attach at most ${DISPUTE_LIMITS.photos} photos to one dispute`,
  image: PROGRESS_MESSAGES.image,
  invoice: 'Choose one of this job’s invoices',
  payment: 'Choose one of this job’s payments',
  visit: 'Choose one of this job’s site visits',
  outcome: 'Choose an outcome: resolved, referred to adjudication, or closed',
  note: 'Write the note both sides will read',
  noteLong: `Keep it under ${DISPUTE_LIMITS.note} characters`,
} as const;

/**
 * What a dispute is about, as a heading reads it: "Invoice INV-0002", "A payment", "A site visit" or "The whole job". Takes the
 * subject as the API stores it ('invoice') or as GraphQL names it ('INVOICE').
 */
export function disputeSubjectWords(subject: string, invoiceNumber?: string | null): string {
  const kind = subject.toLowerCase();
  if (kind === 'invoice') return invoiceNumber ? `Invoice ${invoiceNumber}` : 'An invoice';
  if (kind === 'payment') return 'A payment';
  if (kind === 'visit') return 'A site visit';
  return 'The whole job';
}

/** Who opened a dispute or took a step, as a word: "Homeowner", "Contractor", or "Marketplace" for our team. */
export function partyWord(party: string | null | undefined): string {
  const kind = party?.toLowerCase();
  return kind === 'homeowner' ? 'Homeowner' : kind === 'contractor' ? 'Contractor' : 'Marketplace';
}
