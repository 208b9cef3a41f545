import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'Forms/SearchInput',
  component: SearchInput,
  args: { value: '', onValueChange: fn(), label: 'Search services', placeholder: 'Plumbing, drywall, heat pump…' },
  decorators: [withMaxWidth(480)],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithQuery: Story = { args: { value: 'heat pump' } };

export const VisibleLabel: Story = { args: { showLabel: true, label: 'Search by city', placeholder: 'Mississauga, Markham…' } };

/** Live filtering as the services directory does. */
export const Interactive: Story = {
  args: { onSearch: fn() },
  render: function InteractiveStory(args) {
    const [query, setQuery] = useState('');
    const services = ['Plumbing', 'Electrical', 'HVAC & Airduct', 'Landscaping & Snow Removal', 'Painting'];
    const matches = services.filter((s) => s.toLowerCase().includes(query.toLowerCase()));
    return (
      <div>
        <SearchInput {...args} value={query} onValueChange={setQuery} />
        <p aria-live="polite">{matches.length} services: {matches.join(', ')}</p>
      </div>
    );
  },
};
