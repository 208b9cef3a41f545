import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LinkButton } from '../../navigation/AppLink';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'We couldn’t load projects',
    description: 'Failed to fetch projects. Check your connection and try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};

export const Retrying: Story = { args: { isRetrying: true } };

/** Not-found style: no retry, a way out instead. */
export const WithoutRetry: Story = {
  args: {
    title: 'Project Not Found',
    description: 'This project may have been removed by the homeowner.',
    onRetry: undefined,
    action: <LinkButton href="/contractor-dashboard" variant="outline">Back to Dashboard</LinkButton>,
  },
};

/** Retry that succeeds on the second try. */
export const RetryFlow: Story = {
  render: function RetryFlowStory(args) {
    const [attempts, setAttempts] = useState(0);
    if (attempts > 0) return <p>Projects loaded after {attempts} retry.</p>;
    return <ErrorState {...args} onRetry={() => setAttempts((n) => n + 1)} />;
  },
};
