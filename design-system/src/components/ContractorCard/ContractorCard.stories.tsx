import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { placeholderImage } from '../../stories-support/placeholder';
import { ContractorCard } from './ContractorCard';

const meta = {
  title: 'Marketplace/ContractorCard',
  component: ContractorCard,
  args: {
    name: 'Maple Leaf Renovations',
    imageUrl: placeholderImage(160, 160, 'person'),
    rating: 4.9,
    reviewCount: 127,
    specialties: ['Kitchens', 'Bathrooms', 'Basements'],
    location: 'Etobicoke, Toronto',
    verified: true,
    yearsExperience: 15,
    completedProjects: 340,
    responseTime: 'Within 2 hours',
    availability: 'available',
    href: '/contractor/1',
  },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof ContractorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerifiedAvailable: Story = {};

export const Busy: Story = {
  args: {
    name: 'Northern Comfort HVAC',
    imageUrl: undefined,
    rating: 4.6,
    reviewCount: 58,
    specialties: ['Heat pumps', 'Furnaces', 'Ductwork'],
    location: 'Vaughan',
    verified: false,
    availability: 'busy',
    responseTime: 'Within 1 day',
  },
};
