import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { PROJECT_STATUSES, PROPOSAL_STATUSES } from '../../theme/status';
import { ProjectStatusBadge, ProposalStatusBadge } from './ProjectStatusBadge';

const meta = {
  title: 'Marketplace/ProjectStatusBadge',
  component: ProjectStatusBadge,
  args: { status: 'open' },
  argTypes: { status: { control: 'select', options: PROJECT_STATUSES } },
} satisfies Meta<typeof ProjectStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenForBids: Story = {};

export const InProgress: Story = { args: { status: 'in-progress' } };

/** An open project whose homeowner has hired a contractor: it takes no more bids. */
export const ContractorHired: Story = { args: { status: 'open', hired: true } };

/** Every project status in its colour (open blue, awaiting estimation yellow, estimated orange, in progress purple, pending grey, completed green, cancelled red). */
export const AllStatuses: Story = {
  render: (args) => (
    <HStack wrap="wrap" gap="2">
      {PROJECT_STATUSES.map((status) => (
        <ProjectStatusBadge key={status} {...args} status={status} />
      ))}
    </HStack>
  ),
};

/** Records from older imports may carry other values: they render grey. */
export const UnknownStatus: Story = { args: { status: 'on_hold' } };

/** Proposal statuses (pending is the default when a proposal has none). */
export const ProposalStatuses: Story = {
  render: () => (
    <Stack direction="row" gap="2">
      {PROPOSAL_STATUSES.map((status) => (
        <ProposalStatusBadge key={status} status={status} />
      ))}
      <ProposalStatusBadge />
    </Stack>
  ),
};
