import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FilterChipGroup, FilterSheet } from './FilterSheet';

const meta = {
  title: 'Feedback/FilterSheet',
  component: FilterSheet,
  args: {
    title: 'Filters',
    description: 'Narrow plumbing projects by year, property type and category',
    onClear: fn(),
    children: null,
  },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

function PlumbingFilters(props: { defaultOpen?: boolean; onClear?: () => void }) {
  const [years, setYears] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>(['Condo']);
  const [categories, setCategories] = useState<string[]>([]);
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const active = years.length + types.length + categories.length;
  return (
    <FilterSheet
      description="Narrow plumbing projects by year, property type and category"
      activeCount={active}
      open={open}
      onOpenChange={setOpen}
      onClear={() => {
        setYears([]);
        setTypes([]);
        setCategories([]);
        props.onClear?.();
      }}
    >
      <FilterChipGroup legend="Year" options={['2024', '2023', '2022']} value={years} onChange={setYears} />
      <FilterChipGroup legend="Property type" options={['Condo', 'House', 'Commercial']} value={types} onChange={setTypes} />
      <FilterChipGroup legend="Category" options={['Bathroom', 'Kitchen', 'Emergency Plumbing']} value={categories} onChange={setCategories} />
    </FilterSheet>
  );
}

/** Closed: the trigger shows how many filters are active. */
export const Closed: Story = { render: (args) => <PlumbingFilters onClear={args.onClear} /> };

/** Open sheet with the plumbing page's filters. */
export const Open: Story = { render: (args) => <PlumbingFilters defaultOpen onClear={args.onClear} /> };

/** Uncontrolled with nothing active. */
export const NoActiveFilters: Story = {
  args: {
    children: <FilterChipGroup legend="Property type" options={['Condo', 'House', 'Commercial']} value={[]} onChange={() => undefined} />,
  },
};
