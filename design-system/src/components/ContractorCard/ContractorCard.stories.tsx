import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { placeholderImage } from '../../stories-support/placeholder';
import { Button } from '@chakra-ui/react/button';
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
    credentials: ['WSIB cleared', 'Insured to $2M'],
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

/** A new pro on the marketplace: no reviews yet (no made-up score), no availability badge, an action beside View Profile. */
export const NewProWithAction: Story = {
  args: {
    name: 'Port Credit Plumbing',
    imageUrl: undefined,
    rating: null,
    reviewCount: 0,
    specialties: ['Plumbing'],
    location: 'Mississauga, Toronto',
    verified: true,
    credentials: ['WSIB cleared'],
    yearsExperience: 6,
    completedProjects: 0,
    responseTime: undefined,
    availability: undefined,
    actions: <Button colorPalette="brand" flex="1" minW="36">Invite to quote</Button>,
  },
};

/** The card's own words replaced (`labels`), here in Canadian French. */
export const OwnLabels: Story = {
  args: {
    labels: {
      verified: 'Vérifié',
      noReviews: 'Aucun avis',
      availability: { available: 'Disponible', busy: 'Occupé' },
      respondsIn: (responseTime) => `Répond ${responseTime.toLowerCase()}`,
      yearsInBusiness: (years) => `${years} ans en affaires`,
      projectsCompleted: (count) => `${count} projets terminés`,
      viewProfile: 'Voir le profil',
      viewProfileOf: (name) => `Voir le profil de ${name}`,
    },
  },
};
