import { proposalInput, type ProposalFormValues } from './formValues';
import type { ProposalView } from './types';

/**
 * What a visitor may try on a built-in sample project (`Project.showcase`): send a bid on an open
 * sample, then accept or decline the bids they sent there. Nothing is sent: the server refuses every
 * write on a sample, for everyone, and the page keeps the tries until it is left. Nothing else (status,
 * edits, deletes, invitations, visits) is offered on a sample. The project page keeps the tries
 * (its useTryInPageMemory).
 */
export const SAMPLE_TRIES = { submitProposal: true, decideOwnBids: true } as const;

/** What the Submit Proposal toast adds when the bid was a try on a sample. */
export const SAMPLE_BID_NOTE = 'This is a sample project, so your proposal is kept on this page only.';

let sequence = 0;
const TRY_PREFIX = 'try-';

/** Whether a proposal is a bid tried on a sample's page (kept there only, from no account). */
export const isTriedProposal = (id: string) => id.startsWith(TRY_PREFIX);

/** A bid tried on a sample, as the proposals list shows it: pending, its sender may decide on it. */
export function tryProposal(values: ProposalFormValues): ProposalView {
  sequence += 1;
  return {
    id: `${TRY_PREFIX}${sequence}`,
    ...proposalInput(values),
    status: 'pending',
    submittedDate: new Date().toISOString(),
    canDecide: SAMPLE_TRIES.decideOwnBids,
    canAccept: SAMPLE_TRIES.decideOwnBids,
    contractorBadges: [],
  };
}
