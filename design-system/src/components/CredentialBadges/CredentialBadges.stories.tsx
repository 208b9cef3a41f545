import type { Meta, StoryObj } from '@storybook/react-vite';
import { CredentialBadges } from './CredentialBadges';

const meta = {
  title: 'Marketplace/CredentialBadges',
  component: CredentialBadges,
  args: {
    label: 'Credentials of Danforth Renovations',
    badges: [
      { kind: 'verified-business', label: 'Verified' },
      { kind: 'wsib-cleared', label: 'WSIB cleared' },
      { kind: 'insured', label: 'Insured to $2M' },
    ],
  },
} satisfies Meta<typeof CredentialBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

/** Every badge a contractor can earn, small, as on a proposal card. */
export const AllOnACard: Story = {
  args: {
    size: 'sm',
    label: 'Credentials of York Region Electric',
    badges: [
      { kind: 'verified-business', label: 'Verified' },
      { kind: 'esa-licensed', label: 'ESA licensed' },
      { kind: 'tssa-registered', label: 'TSSA registered' },
      { kind: 'wsib-cleared', label: 'WSIB cleared' },
      { kind: 'insured', label: 'Insured to $5M' },
      { kind: 'toronto-renovator-licence', label: 'Toronto renovator licence' },
    ],
  },
};

/** A contractor with nothing verified yet shows no list at all. */
export const None: Story = { args: { badges: [] } };
