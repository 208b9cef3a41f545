import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { label: 'Loading projects...' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};

/** Dashboard: the visible 'Loading projects...' text above list skeletons. */
export const ListWithLabel: Story = { args: { variant: 'list', showLabel: true, count: 4 } };

export const Detail: Story = { args: { variant: 'detail', label: 'Loading project details...' } };

export const Text: Story = { args: { variant: 'text', count: 5, label: 'Loading article...' } };
