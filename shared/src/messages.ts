/** Message threads between a homeowner and a contractor about one proposal. */
export const MESSAGE_MAX_LENGTH = 2000;
export const MAX_MESSAGE_PHOTOS = 5;
/** How many messages a thread shows at once; earlier ones load on request. */
export const MESSAGE_PAGE_SIZE = 50;
/** How much of a message a notification quotes. */
export const MESSAGE_PREVIEW_LENGTH = 140;

export const MESSAGE_MESSAGES = {
  body: 'Write a message',
  bodyTooLong: `Keep your message to ${MESSAGE_MAX_LENGTH} characters`,
  images: `Attach at most ${MAX_MESSAGE_PHOTOS} photos to one message`,
  image: 'Upload the photo again: that file name is not one of ours',
  proposalId: 'Proposal id must be a number',
  noThread: 'This proposal was sent before accounts existed, so it has no message thread.',
  onlyParticipants: 'Only the homeowner and the contractor on this proposal can write in its thread.',
  empty: 'No messages yet. Ask about timing, permits or materials here; your contact details stay private until you accept a proposal or share them.',
  shareOnlyOwner: "Only the project's homeowner can share their contact details.",
} as const;
