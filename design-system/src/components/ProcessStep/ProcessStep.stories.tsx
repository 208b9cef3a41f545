import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { CircleCheck, FileText, Phone } from 'lucide-react';
import { placeholderImage } from '../../stories-support/placeholder';
import { ProcessStep } from './ProcessStep';

const meta = {
  title: 'Marketplace/ProcessStep',
  component: ProcessStep,
  args: {
    step: 1,
    title: 'Contact Us',
    description: 'Tell us about your project online or call our Toronto office. We reply within 24 hours.',
  },
  decorators: [withMaxWidth(360)],
} satisfies Meta<typeof ProcessStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Numbered: Story = {};

export const WithIcon: Story = { args: { icon: Phone } };

/** Service detail wording ('Step n: {key service}') with an illustration. */
export const ServiceStep: Story = {
  args: {
    step: 2,
    title: 'Panel Assessment',
    description: 'An ESA-licensed electrician checks your panel’s capacity and files the notification of work before any wiring starts.',
    imageUrl: placeholderImage(640, 400, 'interior'),
    showStepPrefix: true,
  },
};

/** How It Works on the home page: three steps in an ordered list. */
export const HowItWorks: Story = {
  parameters: { maxWidth: 1100 },
  render: () => (
    <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
      <li><ProcessStep step={1} title="Contact Us" icon={Phone} description="Describe the job online or by phone." /></li>
      <li><ProcessStep step={2} title="Get Quote" icon={FileText} description="Compare free quotes from verified GTA contractors." /></li>
      <li><ProcessStep step={3} title="Project Complete" icon={CircleCheck} description="Work is done to code, inspected and guaranteed." /></li>
    </SimpleGrid>
  ),
};
