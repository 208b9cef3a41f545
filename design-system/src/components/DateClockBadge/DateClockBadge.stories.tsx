import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react/stack';
import { PAYMENT_MESSAGES } from '@marketplace/shared';
import { withMaxWidth } from '../../stories-support/decorators';
import { PAYMENT_CLOCK_STATES, type PaymentClockState } from '../../theme/status';
import { DateClockBadge } from './DateClockBadge';

/**
 * The Leslieville kitchen's invoice INV-0002, given on April 1, 2027: the notice period runs to April 15,
 * the invoice falls due on April 29. Each label is what the rules' `paymentClock` says on some day.
 */
const labels = {
  'notice-possible': PAYMENT_MESSAGES.noticePossibleUntil('2027-04-15'),
  due: PAYMENT_MESSAGES.dueIn(12),
  overdue: PAYMENT_MESSAGES.overdue('2027-04-29'),
  disputed: PAYMENT_MESSAGES.disputed('2027-04-09', '2027-04-29'),
  paid: PAYMENT_MESSAGES.paid('2027-04-22'),
} as const;

const meta = {
  title: 'Marketplace/Payments/DateClockBadge',
  component: DateClockBadge,
  args: { state: 'due', label: labels.due },
  argTypes: { state: { control: 'select', options: PAYMENT_CLOCK_STATES } },
} satisfies Meta<typeof DateClockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Past the notice period, 12 days before the due day. */
export const Due: Story = {};

/** The due day itself. */
export const DueToday: Story = { args: { label: PAYMENT_MESSAGES.dueToday } };

/** The first 14 days: the homeowner may still give a notice of non-payment. */
export const NoticePossible: Story = { args: { state: 'notice-possible', label: labels['notice-possible'] } };

/** Past the due day and not paid. */
export const Overdue: Story = { args: { state: 'overdue', label: labels.overdue } };

/** The homeowner gave a notice of non-payment for part of it. */
export const Disputed: Story = { args: { state: 'disputed', label: labels.disputed } };

/** Settled by confirmed payments. */
export const Paid: Story = { args: { state: 'paid', label: labels.paid } };

/** A state this version does not know yet (sent by a newer server) renders grey, without an icon, its label as it is. */
export const UnknownState: Story = { args: { state: 'adjudication' as PaymentClockState, label: 'referred to adjudication' } };

/** Every state of the clock, in the order an invoice goes through them. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="2" align="flex-start">
      {PAYMENT_CLOCK_STATES.map((state) => (
        <DateClockBadge key={state} {...args} state={state} label={labels[state]} />
      ))}
    </Stack>
  ),
};

/** The three sizes. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="2" align="flex-start">
      <DateClockBadge {...args} size="sm" />
      <DateClockBadge {...args} size="md" />
      <DateClockBadge {...args} size="lg" />
    </Stack>
  ),
};

/** The longest label wraps inside a phone's width, here in the dark theme. */
export const PhoneDark: Story = {
  ...AllStates,
  decorators: [withMaxWidth(358)],
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
};
