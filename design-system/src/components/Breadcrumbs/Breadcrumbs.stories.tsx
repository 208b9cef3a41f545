import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Layout/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'Plumbing', href: '/services/plumbing' },
      { label: 'Mississauga, Ontario', href: '/services/plumbing/mississauga' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceInCity: Story = {};

export const ServiceOnly: Story = {
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Electrician', href: '/services/electrician' }] },
};
