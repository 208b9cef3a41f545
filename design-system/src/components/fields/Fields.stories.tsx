import { DEFAULT_LOCATION } from '@marketplace/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { URGENCIES, urgencyOptionLabel } from '../../theme/status';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';

const budgetRanges = ['Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000 - $25,000', '$25,000 - $50,000', '$50,000 - $100,000', 'Over $100,000'];

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Project title', name: 'title', placeholder: 'e.g. Kitchen renovation in Leslieville' },
  decorators: [withMaxWidth(520)],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredWithHelp: Story = {
  args: { required: true, helperText: 'A short title contractors will see first.' },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    name: 'contractorEmail',
    type: 'email',
    required: true,
    defaultValue: 'bids@lakeshore',
    errorText: 'Valid email is required',
  },
};

export const Disabled: Story = { args: { label: 'Location', defaultValue: DEFAULT_LOCATION, disabled: true } };

/** Textarea with the proposal form's minimum-length message. */
export const Textarea: Story = {
  render: () => (
    <TextareaField
      label="Approach"
      name="approach"
      required
      defaultValue="Demo first"
      helperText="How you will do the work, in at least 10 characters."
      errorText="Please provide a detailed approach (minimum 10 characters)"
    />
  ),
};

/** Native selects: budget range and urgency, worded as the post form words them. */
export const Selects: Story = {
  render: function SelectsStory() {
    const [budget, setBudget] = useState('');
    return (
      <Stack gap="5">
        <SelectField
          label="Budget range"
          name="budget"
          required
          placeholder="Select a budget range"
          options={budgetRanges}
          value={budget}
          onChange={(event) => setBudget(event.target.value)}
          errorText={budget ? undefined : 'Please choose a budget range'}
        />
        <SelectField
          label="Urgency"
          name="urgency"
          defaultValue="medium"
          options={URGENCIES.map((value) => ({ value, label: urgencyOptionLabel[value] }))}
          helperText="High urgency projects are highlighted to contractors."
        />
      </Stack>
    );
  },
};

/** A contact form column: labels, required markers, help and errors together. */
export const ContactForm: Story = {
  render: () => (
    <Stack gap="5" as="form" aria-label="Contact us">
      <TextField label="Name" name="name" required autoComplete="name" />
      <TextField label="Email" name="email" type="email" required autoComplete="email" errorText="Valid email is required" />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" helperText="Optional. We call back within 24 hours." />
      <TextField label="Subject" name="subject" required />
      <TextareaField label="Message" name="message" required rows={5} />
    </Stack>
  ),
};
