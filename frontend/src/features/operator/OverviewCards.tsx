import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, HStack, SimpleGrid, StatCard, Stack, Text } from '@marketplace/design-system';
import { AlarmClock, CircleCheckBig, ClipboardCheck, Inbox } from 'lucide-react';
import { graphql } from '../../gql';
import type { OverviewCards_OverviewFragment } from '../../gql/graphql';
import { overdueLabel } from './format';

export const OverviewCards_overview = graphql(`
  fragment OverviewCards_overview on OperatorOverview {
    inReview
    overdue
    unhandledMessages
  }
`);

/**
 * The console's front-page counts; posts waiting over 24 hours get a line of their own, since that is
 * the promise to homeowners.
 */
export function OverviewCards({ overview: counts }: { overview: FragmentType<OverviewCards_OverviewFragment> }) {
  const { data: overview, complete } = useFragment({ fragment: OverviewCards_overview, from: counts });
  if (!complete) return null;
  const late = overview.overdue > 0;
  return (
    <Stack as="section" aria-label="Overview" gap="4">
      <HStack
        gap="3"
        p="4"
        borderRadius="card"
        borderWidth="1px"
        borderColor={late ? 'border.warning' : 'border.success'}
        bg={late ? 'bg.warning' : 'bg.success'}
        color={late ? 'fg.warning' : 'fg.success'}
        role="status"
      >
        <Box flexShrink={0}>{late ? <AlarmClock aria-hidden="true" /> : <CircleCheckBig aria-hidden="true" />}</Box>
        <Text textStyle={{ base: 'md', md: 'lg' }} fontWeight="semibold">
          {late ? overdueLabel(overview.overdue) : 'Every post has been waiting less than 24 hours.'}
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Waiting for review" value={overview.inReview} icon={ClipboardCheck} />
        <StatCard label="Over 24 hours" value={overview.overdue} icon={AlarmClock} colorPalette={late ? 'orange' : 'green'} helpText="Our promise: reviewed within a day" />
        <StatCard label="Messages waiting" value={overview.unhandledMessages} icon={Inbox} colorPalette="purple" helpText="From the Contact Us form" />
      </SimpleGrid>
    </Stack>
  );
}
