import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StarRatingInput, type StarRatingInputProps } from './StarRatingInput';

function Controlled(props: Omit<StarRatingInputProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <StarRatingInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/StarRatingInput',
  component: StarRatingInput,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Quality of work', name: 'quality', value: null, onChange: () => {} },
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the homeowner picks: no star lit. */
export const NotRated: Story = { args: { required: true, helperText: 'How well was the work done: finishes, cleanup, code compliance?' } };

export const Rated: Story = { args: { label: 'Punctuality', name: 'punctuality', value: 4 } };

export const WithError: Story = {
  args: { label: 'Value for money', name: 'value', required: true, errorText: 'Rate value for money from 1 to 5 stars' },
};

export const Disabled: Story = { args: { label: 'Communication', name: 'communication', value: 5, disabled: true } };
