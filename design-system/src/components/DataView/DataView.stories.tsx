import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, SearchX } from 'lucide-react';
import { fn } from 'storybook/test';
import { LinkButton } from '../../navigation/AppLink';
import { EmptyState } from '../EmptyState/EmptyState';
import { DataView } from './DataView';

type Pros = { names: string[] };

const PROS: Pros = { names: ['Lakeshore Decks Inc.', 'Halton Outdoor Builders', 'Danforth Kitchen Co.'] };

const meta = {
  title: 'Feedback/DataView',
  component: DataView,
  args: {
    data: undefined,
    loading: false,
    error: undefined,
    onRetry: fn(),
    isEmpty: (pros: Pros) => pros.names.length === 0,
    placeholder: { label: 'Finding pros...', variant: 'list', count: 3 },
    errorTitle: "We couldn't load the pros",
    empty: (
      <EmptyState
        icon={SearchX}
        title="No pros match your search"
        description="Try another trade or city, or fewer words."
        action={<LinkButton href="/post-project">Post a Project</LinkButton>}
      />
    ),
    children: (pros: Pros) => (
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Pros">
        {pros.names.map((name) => (
          <Text as="li" key={name} p="3" borderWidth="1px" borderColor="border" borderRadius="l2">
            {name}
          </Text>
        ))}
      </Stack>
    ),
  },
} satisfies Meta<typeof DataView<Pros>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loaded yet: the placeholder, shaped like the data, with its label. */
export const Loading: Story = { args: { loading: true } };

/** The query failed with nothing to show: what failed, and a retry. */
export const Failure: Story = { args: { error: new Error('Failed to fetch') } };

/** An answer with nothing in it. */
export const Empty: Story = { args: { data: { names: [] } } };

/** The data. */
export const Success: Story = { args: { data: PROS } };

/** A refresh is under way: what was loaded stays, with no placeholder over it (a failed refresh keeps it too). */
export const Refreshing: Story = { args: { data: PROS, loading: true } };

/**
 * A view with something to show without the server (e.g. built-in samples, as on Our Projects): the failure
 * stands above it, with a retry, and the view is shown under it.
 */
export const FailureAboveContent: Story = {
  args: {
    data: { names: ['Lakeshore Decks Inc.'] },
    error: new Error('Failed to fetch'),
    errorPlacement: 'above',
    errorTitle: "We couldn't load the newest pros",
    errorDescription: 'Pros who joined lately could not be loaded. The pros listed below are still available.',
  },
};

/**
 * A page whose data lays out the whole page (a profile, a project): the placeholder and the failure get the
 * page's frame (here a back link), which the data and the empty state bring themselves.
 */
export const Framed: Story = {
  args: {
    loading: true,
    frame: (state) => (
      <Stack gap="6">
        <LinkButton href="/pros" variant="ghost" size="sm" alignSelf="start">
          <ArrowLeft aria-hidden="true" />
          Back to the pros
        </LinkButton>
        {state}
      </Stack>
    ),
  },
};
