import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react/stack';
import { AGREEMENT_STATUSES, CHANGE_ORDER_STATUSES } from '../../theme/status';
import { AgreementStatusBadge, ChangeOrderStatusBadge } from './AgreementStatusBadge';

const meta = {
  title: 'Marketplace/Agreements/AgreementStatusBadge',
  component: AgreementStatusBadge,
  args: { status: 'sent' },
  argTypes: { status: { control: 'select', options: AGREEMENT_STATUSES } },
} satisfies Meta<typeof AgreementStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the homeowner to read and sign. */
export const SentForSignature: Story = {};

/** Both sides have signed. */
export const InForce: Story = { args: { status: 'in-force' } };

/** Every agreement state. */
export const AllStatuses: Story = {
  render: (args) => (
    <HStack wrap="wrap" gap="2">
      {AGREEMENT_STATUSES.map((status) => (
        <AgreementStatusBadge key={status} {...args} status={status} />
      ))}
    </HStack>
  ),
};

/** A state this version does not know yet renders grey, humanised. */
export const UnknownStatus: Story = { args: { status: 'on_hold' } };

/** Change orders have their own states. */
export const ChangeOrderStatuses: Story = {
  render: () => (
    <HStack wrap="wrap" gap="2">
      {CHANGE_ORDER_STATUSES.map((status) => (
        <ChangeOrderStatusBadge key={status} status={status} />
      ))}
    </HStack>
  ),
};
