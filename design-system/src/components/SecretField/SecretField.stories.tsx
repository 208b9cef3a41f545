import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SecretField } from './SecretField';

const meta = {
  title: 'Feedback/SecretField',
  component: SecretField,
  args: {
    label: 'API key',
    value: 'gtahp_live_4f9c2e7a1b8d0c35e6f27a9b4d1c8e05',
    warning: 'Copy this key now. It is shown only once and cannot be recovered.',
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without the warning line. */
export const Plain: Story = { args: { warning: undefined, label: 'Recovery code', value: '7KQ2-MX9P-4TRB-WZ6L' } };

/** The clipboard refused (e.g. an insecure page): the person is told to copy by hand. */
export const CopyFails: Story = { args: { copy: fn(async () => Promise.reject(new Error('denied'))) } };
