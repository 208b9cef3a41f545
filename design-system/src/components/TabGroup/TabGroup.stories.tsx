import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TabGroup } from './TabGroup';

const meta = {
  title: 'Layout/TabGroup',
  component: TabGroup,
  args: {
    label: 'Project filters',
    onValueChange: fn(),
    items: [
      { value: 'all', label: 'All Projects', count: 14, content: <Text>14 projects across the GTA.</Text> },
      { value: 'open', label: 'Open for Bids', count: 6, content: <Text>6 projects are open for bids.</Text> },
      { value: 'urgent', label: 'Urgent', count: 2, content: <Text>2 urgent projects: a burst pipe in Scarborough and a failed furnace in Brampton.</Text> },
      { value: 'recent', label: 'Recently Posted', count: 5, content: <Text>The 5 most recent projects.</Text> },
    ],
  },
} satisfies Meta<typeof TabGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};

export const Enclosed: Story = { args: { variant: 'enclosed', defaultValue: 'urgent' } };

/** The parent holds the tab (as a page keeps it in its address or state): it hears of a change in a transition. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('open');
    return (
      <TabGroup
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
    );
  },
};
