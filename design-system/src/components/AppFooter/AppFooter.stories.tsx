import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from './AppFooter';

const meta = {
  title: 'Layout/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: GTA copy, four social profiles, five services, company and legal links, three quotes, this year. */
export const Default: Story = {};

export const FixedYear: Story = { args: { year: 2025 } };
