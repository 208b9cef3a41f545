import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { SimpleGrid, StatCard } from '@marketplace/design-system';
import { Gauge, KeyRound, PenLine, Scale } from 'lucide-react';
import { graphql } from '../../../gql';
import type { ApiLimits_LimitsFragment } from '../../../gql/graphql';
import { formatNumber } from '@marketplace/shared';

export const ApiLimits_limits = graphql(`
  fragment ApiLimits_limits on ApiLimits {
    readsPerMinute
    writesPerMinute
    maxCost
    keysPerPartner
  }
`);

const perMinute = (value: number) => (value === 0 ? 'Unlimited' : `${formatNumber(value)} / min`);

/** The limits every key works within, as the RateLimit headers and extensions.rateLimit report them. */
export function ApiLimits({ limits: ref, liveKeys }: { limits: FragmentType<ApiLimits_LimitsFragment>; liveKeys: number }) {
  const { data: limits, complete } = useFragment({ fragment: ApiLimits_limits, from: ref });
  if (!complete) return null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard label="Queries" value={perMinute(limits.readsPerMinute)} helpText="Per key, GraphQL queries and REST reads" icon={Gauge} />
      <StatCard label="Mutations" value={perMinute(limits.writesPerMinute)} helpText="Per key, GraphQL mutations and REST writes" icon={PenLine} />
      <StatCard label="Cost per operation" value={formatNumber(limits.maxCost)} helpText="Most one operation may cost" icon={Scale} />
      <StatCard label="Active keys" value={`${liveKeys} of ${limits.keysPerPartner}`} helpText="Revoke a key to make room" icon={KeyRound} />
    </SimpleGrid>
  );
}
