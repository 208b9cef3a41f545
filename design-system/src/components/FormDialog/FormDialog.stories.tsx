import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SelectField } from '../fields/SelectField';
import { TextareaField } from '../fields/TextareaField';
import { TextField } from '../fields/TextField';
import { FormDialog } from './FormDialog';

function ProposalFields() {
  return (
    <Stack gap="4" as="form" id="proposal-form" aria-label="Proposal" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Contractor name" name="contractorName" required />
      <TextField label="Email" name="contractorEmail" type="email" required />
      <SelectField label="Bid amount" name="bidAmount" required placeholder="Select a range" options={['$10,000 - $15,000', '$15,000 - $20,000', '$20,000 - $25,000']} />
      <SelectField label="Timeline" name="timeline" required placeholder="Select a timeline" options={['1 week', '2 weeks', '3 weeks', '1 month']} />
      <TextareaField label="Approach" name="approach" required helperText="At least 10 characters." />
      <TextareaField label="Experience" name="experience" required helperText="At least 10 characters." />
    </Stack>
  );
}

const meta = {
  title: 'Feedback/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Submit Proposal',
    description: 'Finish a basement in Port Credit · Budget $25,000 - $50,000',
    children: <ProposalFields />,
    footer: (
      <>
        <Button variant="outline" colorPalette="gray">Cancel</Button>
        <Button type="submit" form="proposal-form">Submit Proposal</Button>
      </>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitProposal: Story = {};

/** The dashboard's edit dialog (free-text estimate and timeline). */
export const EditProject: Story = {
  args: {
    title: 'Edit Project',
    description: undefined,
    size: 'md',
    children: (
      <Stack gap="4">
        <TextField label="Estimated cost" name="estimatedCost" placeholder="$15,000 - $20,000" />
        <TextField label="Timeline" name="timeline" placeholder="2-3 weeks" />
        <TextareaField label="Contractor notes" name="contractorNotes" />
      </Stack>
    ),
    footer: <Button>Save changes</Button>,
  },
};

/** Opened from a trigger; Escape or the close button closes it. */
export const FromTrigger: Story = {
  args: { open: false },
  render: function FromTriggerStory(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Submit Proposal</Button>
        <FormDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};
