import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Feedback/LoadMore',
  component: LoadMore,
  args: { hasMore: true, onLoadMore: fn(), shownCount: 20, totalCount: 46, itemLabel: 'projects' },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first page of a longer list. */
export const MorePages: Story = {};

/** The next page is on its way. */
export const Loading: Story = { args: { loading: true } };

/** Cursor paging without a total. */
export const WithoutTotal: Story = { args: { totalCount: undefined, shownCount: 50, itemLabel: 'messages' } };

/** The last page: only the count remains. */
export const LastPage: Story = { args: { hasMore: false, shownCount: 46 } };

/** A count of one reads in the singular. */
export const OneItem: Story = { args: { hasMore: false, totalCount: undefined, shownCount: 1, itemLabel: 'entries', itemLabelOne: 'entry' } };
