import { declineMessageFor, sortProposals } from './compareProposals';

const bid = (id: string, min: number | null, max: number | null, submittedDate: string) => ({ id, bidMinCents: min, bidMaxCents: max, submittedDate });
const proposals = [
  bid('1', 3_000_000, 4_000_000, '2030-03-01T10:00:00Z'),
  bid('2', null, null, '2030-03-02T10:00:00Z'),
  bid('3', 2_850_000, 2_850_000, '2030-03-03T10:00:00Z'),
  bid('4', 3_000_000, null, '2030-03-04T10:00:00Z'),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('sortProposals', () => {
  it('sorts by bid low to high, open-ended above closed, unreadable bids last', () => {
    expect(ids(sortProposals(proposals, 'bid-asc'))).toEqual(['3', '1', '4', '2']);
  });
  it('sorts by bid high to low, unreadable bids still last', () => {
    expect(ids(sortProposals(proposals, 'bid-desc'))).toEqual(['4', '1', '3', '2']);
  });
  it('sorts by date sent', () => {
    expect(ids(sortProposals(proposals, 'newest'))).toEqual(['4', '3', '2', '1']);
    expect(ids(sortProposals(proposals, 'oldest'))).toEqual(['1', '2', '3', '4']);
  });
  it('offers a polite note naming the project', () => {
    expect(declineMessageFor('Deck in Oakville')).toBe(
      'Thank you for your proposal for Deck in Oakville. I have decided to go with another contractor for this project. I appreciate the time you took to prepare your quote.',
    );
  });
});
