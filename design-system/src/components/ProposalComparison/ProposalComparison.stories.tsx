import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { withMaxWidth } from '../../stories-support/decorators';
import type { ProposalStatus } from '../../theme/status';
import { Rating } from '../Rating/Rating';
import { ProposalComparison, type ProposalComparisonItem, type ProposalComparisonSort } from './ProposalComparison';

/** Three bids on a basement in Scarborough, oldest first. */
const items: ProposalComparisonItem[] = [
  {
    id: '41',
    contractorName: 'Scarborough Reno Co.',
    contractorBadges: [
      { kind: 'verified-business', label: 'Verified' },
      { kind: 'wsib-cleared', label: 'WSIB cleared' },
    ],
    bidAmount: '$30,000 - $40,000',
    timeline: '2 months',
    warranty: '2-year workmanship warranty',
    materials: 'Roxul Comfortboard, DRIcore subfloor, LVP flooring',
    status: 'pending',
    submittedDate: '2025-03-12T15:20:00Z',
    detailsHref: '#proposal-41',
  },
  {
    id: '42',
    contractorName: 'East End Basements',
    contractorBadges: [{ kind: 'insured', label: 'Insured to $2M' }],
    bidAmount: '$28,500',
    timeline: '6 weeks',
    status: 'pending',
    submittedDate: '2025-03-13T10:05:00Z',
    detailsHref: '#proposal-42',
  },
  {
    id: '43',
    contractorName: 'Guildwood Build Ltd.',
    bidAmount: '$45,000+',
    timeline: '3 months',
    warranty: '10-year waterproofing, 2-year workmanship',
    materials: 'Schluter-Kerdi shower, spray-foam rim joists',
    status: 'pending',
    submittedDate: '2025-03-14T18:40:00Z',
    detailsHref: '#proposal-43',
  },
];

const meta = {
  title: 'Marketplace/ProposalComparison',
  component: ProposalComparison,
  args: { items, sort: 'oldest', onSortChange: fn(), onAccept: fn(), onDecline: fn() },
  decorators: [withMaxWidth(1100)],
} satisfies Meta<typeof ProposalComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the homeowner first sees them: oldest first, all pending. */
export const Pending: Story = {};

/** Ratings in their column (until reviews exist the column reads "No reviews yet"). */
export const WithRatings: Story = {
  args: { items: items.map((item, index) => ({ ...item, rating: index === 2 ? undefined : <Rating value={4.6 + index * 0.2} reviewCount={12 + index * 9} /> })) },
};

/** One accepted, the others declined: the button of the current status is disabled. */
export const Decided: Story = {
  args: { items: items.map((item) => ({ ...item, status: item.id === '42' ? 'accepted' : 'declined' })) },
};

/** Saving a decision: spinners on that proposal's buttons. */
export const Saving: Story = { args: { updatingId: '42' } };

/** Read-only (no decision buttons). */
export const ReadOnly: Story = { args: { onAccept: undefined, onDecline: undefined } };

/** Sorting and deciding work: the story sorts by the lower end of the bid. */
export const Interactive: Story = {
  render: function InteractiveStory(args) {
    const [sort, setSort] = useState<ProposalComparisonSort>('oldest');
    const [statuses, setStatuses] = useState<Record<string, ProposalStatus>>({});
    const low = (bid: string) => Number(/[\d,]+/.exec(bid)?.[0].replace(/,/g, '') ?? 0);
    const sorted = [...items].sort((a, b) =>
      sort === 'bid-asc' ? low(a.bidAmount) - low(b.bidAmount) : sort === 'bid-desc' ? low(b.bidAmount) - low(a.bidAmount) : sort === 'newest' ? b.id.localeCompare(a.id) : a.id.localeCompare(b.id),
    );
    return (
      <ProposalComparison
        {...args}
        items={sorted.map((item) => ({ ...item, status: statuses[item.id] ?? item.status }))}
        sort={sort}
        onSortChange={setSort}
        onAccept={(id) => setStatuses((current) => ({ ...current, [id]: 'accepted' }))}
        onDecline={(id) => setStatuses((current) => ({ ...current, [id]: 'declined' }))}
      />
    );
  },
};
