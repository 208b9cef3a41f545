import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react/text';
import { LinkButton } from '../../navigation/AppLink';
import { Section } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Portfolio',
    title: 'Our Recent Work',
    description: 'Kitchens, basements and backyards finished by verified contractors across the GTA.',
    actions: <LinkButton href="/projects" variant="outline">View All Projects</LinkButton>,
    children: <Text>Project cards go here.</Text>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Subtle: Story = { args: { tone: 'subtle', align: 'center', actions: undefined, eyebrow: 'How it works', title: 'Three steps to a finished project' } };

export const BrandTint: Story = { args: { tone: 'brand', title: 'Ready to start your project?', eyebrow: undefined } };
