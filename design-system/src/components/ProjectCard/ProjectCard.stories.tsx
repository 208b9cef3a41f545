import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { placeholderImage } from '../../stories-support/placeholder';
import { ProjectCard } from './ProjectCard';

const meta = {
  title: 'Marketplace/ProjectCard',
  component: ProjectCard,
  args: {
    title: 'Leslieville Semi Kitchen Renovation',
    href: '/project/3',
    imageUrl: placeholderImage(640, 480, 'kitchen'),
    category: 'Kitchen Renovation',
    description:
      'Opened the wall to the dining room of a 1910 semi, added a quartz island, custom shaker cabinetry and a new 100 A sub-panel inspected by the ESA.',
    contractorName: 'Maple Leaf Renovations',
    contractorHref: '/contractor/1',
    rating: 4.9,
    reviewCount: 38,
    location: 'Leslieville, Toronto',
    price: '$45,000 - $60,000',
    isFavorite: false,
    onToggleFavorite: fn(),
  },
  decorators: [withMaxWidth(380)],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};

export const Favorited: Story = { args: { isFavorite: true } };

/** A posted photo in several sizes: the browser picks the one the card's width needs. */
export const ResponsivePhoto: Story = {
  args: {
    imageSrcSet: `${placeholderImage(480, 360, 'kitchen')} 480w, ${placeholderImage(960, 720, 'kitchen')} 960w`,
    imageSizes: '380px',
  },
};

/** A posted project: no final price yet, so the budget shows, with status and urgency. */
export const OpenForBids: Story = {
  args: {
    title: 'Finish a basement in Port Credit',
    category: 'Basement Finishing',
    imageUrl: placeholderImage(640, 480, 'interior'),
    description: 'Roughly 750 sq ft, needs a permit from the City of Mississauga, egress window and a 3-piece bathroom.',
    contractorName: undefined,
    contractorHref: undefined,
    rating: undefined,
    price: undefined,
    budget: '$25,000 - $50,000',
    status: 'open',
    urgency: 'high',
    location: 'Port Credit, Mississauga',
  },
};

/** No price, budget or homeowner budget: the card says 'Contact for quote'. */
export const ContactForQuote: Story = {
  args: {
    title: 'Heritage porch restoration in The Annex',
    imageUrl: placeholderImage(640, 480, 'exterior'),
    price: undefined,
    budget: undefined,
    homeownerBudget: '',
  },
};

/**
 * On a bidding board: a wider cover, three lines of scope, what a contractor bids on below it, and
 * controls in place of the price row (they stay clickable above the card's link).
 */
export const WithDetailsAndControls: Story = {
  args: {
    title: 'Basement underpinning in East York',
    category: 'Basement Finishing',
    description: 'Lower the basement floor by 18 inches for a legal secondary suite, with new footings, a sump pit and a permit from the City of Toronto.',
    descriptionLines: 3,
    coverAspectRatio: '16 / 9',
    status: 'open',
    urgency: 'high',
    location: 'East York, Toronto',
    contractorName: undefined,
    rating: undefined,
    onToggleFavorite: undefined,
    children: (
      <Text textStyle="xs" color="fg.muted">
        Budget $50,000 - $100,000 · within 6 months · 2 proposals
      </Text>
    ),
    footer: (
      <HStack gap="2" justify="flex-end">
        <Button size="sm" variant="outline">
          Edit
        </Button>
        <Button size="sm" variant="outline" colorPalette="red">
          Delete
        </Button>
      </HStack>
    ),
  },
};

/** No photo uploaded yet: a compact card, with no empty frame where a photo would be. */
export const WithoutImage: Story = { args: { imageUrl: undefined, title: 'Bathroom refresh in Liberty Village' } };

/** No photo on a bidding board: the badges and the heart take a row above the title. */
export const WithoutImageWithBadges: Story = {
  args: { imageUrl: undefined, title: 'Furnace replacement in Springdale', category: 'HVAC', status: 'open', urgency: 'high', location: 'Springdale, Brampton', rating: undefined, contractorName: undefined },
};

/** The Our Projects grid: 1, 2 or 3 columns by width, hearts that toggle. */
export const Grid: Story = {
  parameters: { maxWidth: 1200 },
  render: function GridStory(args) {
    const [favorites, setFavorites] = useState<Set<number>>(new Set([2]));
    const projects = [
      { id: 1, title: 'Leslieville Semi Kitchen Renovation', tone: 'kitchen' as const, location: 'Leslieville, Toronto', price: '$45,000 - $60,000' },
      { id: 2, title: 'Spa Ensuite in Thornhill', tone: 'bathroom' as const, location: 'Thornhill, Vaughan', price: '$28,000 - $35,000' },
      { id: 3, title: 'Interlock Driveway and Garden, Unionville', tone: 'exterior' as const, location: 'Unionville, Markham', price: undefined },
    ];
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {projects.map((project) => (
          <ProjectCard
            key={project.id}
            {...args}
            title={project.title}
            href={`/project/${project.id}`}
            imageUrl={placeholderImage(640, 480, project.tone)}
            location={project.location}
            price={project.price}
            isFavorite={favorites.has(project.id)}
            onToggleFavorite={() =>
              setFavorites((current) => {
                const next = new Set(current);
                if (next.has(project.id)) next.delete(project.id);
                else next.add(project.id);
                return next;
              })
            }
          />
        ))}
      </SimpleGrid>
    );
  },
};
