import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  parameters: { docs: { description: { component: 'Press Tab on the story to reveal it.' } } },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Site">Home · Our Projects · Request Quote · My Favorites · Contact Us</nav>
      <main id={args.targetId ?? 'main'} tabIndex={-1}>
        <h1>Kitchen renovations in Leslieville</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomTarget: Story = { args: { targetId: 'project-list', label: 'Skip to projects' } };
