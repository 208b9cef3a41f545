import type { ProposalComparisonSort } from '@marketplace/design-system';
/** What the order reads of a proposal: its bid's range in CAD cents as the server read it (null: unreadable), when it was sent. */
interface Comparable {
  id: string;
  bidMinCents?: number | null;
  /** Null for an open-ended bid ("$100,000+"). */
  bidMaxCents?: number | null;
  /** ISO date-time. */
  submittedDate: string;
}

/** Bids the server could not read (no cents) go last whichever way bids are sorted. */
const unreadable = (proposal: Comparable) => proposal.bidMinCents === null || proposal.bidMinCents === undefined;
/** An open-ended bid ("$100,000+") reaches above any closed one from the same lower end. */
const upper = (proposal: Comparable) => proposal.bidMaxCents ?? Number.POSITIVE_INFINITY;
const submitted = (proposal: Comparable) => Date.parse(proposal.submittedDate) || 0;
const byId = (a: Comparable, b: Comparable) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id);

/** The homeowner's comparison order: by bid (lower end, then upper end) or by date sent. */
export function sortProposals<T extends Comparable>(proposals: readonly T[], sort: ProposalComparisonSort): T[] {
  return [...proposals].sort((a, b) => {
    if (sort === 'newest') return submitted(b) - submitted(a) || byId(b, a);
    if (sort === 'oldest') return submitted(a) - submitted(b) || byId(a, b);
    if (unreadable(a) !== unreadable(b)) return unreadable(a) ? 1 : -1;
    if (unreadable(a)) return byId(a, b);
    const direction = sort === 'bid-asc' ? 1 : -1;
    return direction * (a.bidMinCents! - b.bidMinCents! || Math.sign(upper(a) - upper(b))) || byId(a, b);
  });
}

/** The note offered (and editable) for the contractors declined when one proposal is accepted. */
export function declineMessageFor(projectTitle: string): string {
  return `Thank you for your proposal for ${projectTitle}. I have decided to go with another contractor for this project. I appreciate the time you took to prepare your quote.`;
}
