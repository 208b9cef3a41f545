import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ProposalStatus } from '../../theme/status';
import { ProposalCard } from './ProposalCard';

const meta = {
  title: 'Marketplace/ProposalCard',
  component: ProposalCard,
  args: {
    contractorName: 'Lakeshore Basement Co.',
    contractorEmail: 'bids@lakeshorebasement.ca',
    contractorPhone: '(416) 555-0142',
    bidAmount: '$30,000 - $40,000',
    timeline: '2 months',
    approach:
      'Pull the building permit with the City of Toronto, frame and insulate to OBC R20, add an egress window in the back bedroom, then drywall, LVP flooring and a 3-piece bathroom with a sewage ejector.',
    experience: '14 years finishing basements in East York and the Danforth; 60+ permitted basements with final inspections passed first time.',
    materials: 'Roxul Comfortboard, DRIcore subfloor, Schluter-Kerdi in the shower',
    warranty: '2-year workmanship warranty, 10-year waterproofing',
    status: 'pending',
    submittedDate: '2025-03-14T15:20:00Z',
    onAccept: fn(),
    onDecline: fn(),
  },
  decorators: [withMaxWidth(640)],
} satisfies Meta<typeof ProposalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

/** From a contractor with verified credentials: badges under the name. */
export const WithBadges: Story = {
  args: {
    contractorBadges: [
      { kind: 'verified-business', label: 'Verified' },
      { kind: 'wsib-cleared', label: 'WSIB cleared' },
      { kind: 'insured', label: 'Insured to $2M' },
    ],
  },
};

export const Accepted: Story = { args: { status: 'accepted' } };

export const Declined: Story = { args: { status: 'declined' } };

/** Only the required fields, no contact details and no buttons (read-only view). */
export const Minimal: Story = {
  args: {
    contractorEmail: undefined,
    contractorPhone: undefined,
    materials: undefined,
    warranty: undefined,
    submittedDate: undefined,
    onAccept: undefined,
    onDecline: undefined,
  },
};

export const Saving: Story = { args: { isUpdating: true } };

/** Accept and decline change the status; the button of the current status is disabled. */
export const Interactive: Story = {
  render: function InteractiveStory(args) {
    const [status, setStatus] = useState<ProposalStatus>('pending');
    return <ProposalCard {...args} status={status} onAccept={() => setStatus('accepted')} onDecline={() => setStatus('declined')} />;
  },
};
