import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './Notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { tone: 'info', children: 'We’re reviewing your post and publish it within 24 hours.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What happens next, said quietly. */
export const Info: Story = {};

/** A saved change, announced because the person just made it. */
export const Success: Story = {
  args: { tone: 'success', role: 'status', children: 'Your account settings are saved.' },
};

/** A problem the person can fix, announced. */
export const Warning: Story = {
  args: { tone: 'warning', role: 'alert', children: 'Electrical work in Ontario needs an ECRA/ESA licence: add yours to bid on electrical projects.' },
};
