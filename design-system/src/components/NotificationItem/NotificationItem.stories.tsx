import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationItem } from './NotificationItem';

const meta = {
  title: 'Data display/NotificationItem',
  component: NotificationItem,
  args: {
    title: 'New proposal for "Basement finishing in Leslieville"',
    body: 'Maple Leaf Renovations bid $15,000 - $20,000 with a timeline of 3 weeks.',
    href: '/project/3012#proposals',
    time: 'Nov 21, 3:05 p.m.',
    unread: true,
    onOpen: fn(),
  },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: 560 }}><Story /></ul>],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not opened yet: dot and bold title. */
export const Unread: Story = {};

/** Already seen. */
export const Read: Story = {
  args: {
    unread: false,
    title: '"Kitchen refresh in Etobicoke" is now In progress',
    body: 'Danforth Kitchens started work on your project.',
    href: '/project/3007',
  },
};
