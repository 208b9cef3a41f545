import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { CountLink } from './CountLink';

const meta = {
  title: 'Navigation/CountLink',
  component: CountLink,
  args: { href: '/notifications', icon: <Bell aria-hidden="true" />, label: 'Notifications', count: 3 },
} satisfies Meta<typeof CountLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread notifications. */
export const WithCount: Story = {};

/** Nothing new: no badge, and the name is just "Notifications". */
export const NothingNew: Story = { args: { count: 0 } };

/** Large counts are capped at 99+. */
export const Many: Story = { args: { count: 140 } };
