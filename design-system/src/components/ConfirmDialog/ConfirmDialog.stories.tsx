import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete this project?',
    description: 'Bathroom refresh in Liberty Village and its proposals will be removed for everyone.',
    confirmLabel: 'Delete project',
    tone: 'danger',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};

export const Neutral: Story = {
  args: { title: 'Mark as completed?', description: 'The homeowner will be asked for a review.', confirmLabel: 'Mark completed', tone: 'default' },
};

export const Deleting: Story = { args: { isLoading: true } };

/** Extra content under the description: here, the reason a rejection needs. */
export const WithReason: Story = {
  args: {
    title: 'Reject this credential?',
    description: 'The contractor is e-mailed the reason.',
    confirmLabel: 'Reject and e-mail',
    children: (
      <label>
        Reason
        <textarea rows={3} style={{ display: 'block', width: '100%' }} defaultValue="The number is not on the ESA public register." />
      </label>
    ),
  },
};

/** Opened from a button; confirming closes it. */
export const FromTrigger: Story = {
  args: { open: false },
  render: function FromTriggerStory(args) {
    const [open, setOpen] = useState(false);
    const [deleted, setDeleted] = useState(false);
    return (
      <>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          Delete
        </Button>
        {deleted ? <p>Project deleted successfully!</p> : null}
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          onConfirm={() => {
            setDeleted(true);
            setOpen(false);
          }}
        />
      </>
    );
  },
};
