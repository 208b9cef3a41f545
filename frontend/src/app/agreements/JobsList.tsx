import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { AgreementStatusBadge, AppLink, EmptyState, HStack, Stack, Text } from '@marketplace/design-system';
import { formatCents, formatDate } from '@marketplace/shared';
import { Briefcase, CalendarDays, DollarSign, User } from 'lucide-react';
import { DataView } from '../ui/dataStates';
import { graphql } from '../../gql';
import type { JobRow_AgreementFragment } from '../../gql/graphql';
import { useLiveRefresh } from '../live/liveNotifications';
import { agreementHref, agreementStatusFromApi } from './apiValues';
import { JobDue } from './JobDue';

/** What a row of the Jobs tab shows of one agreement. */
export const JobRow_agreement = graphql(`
  fragment JobRow_agreement on Agreement {
    id
    projectTitle
    status
    terms {
      homeowner {
        name
      }
      startDate
    }
    currentTotals {
      totalCents
    }
    updatedAt
    ...JobDue_agreement
  }
`);

/** The signed-in person's agreements (the contractor's hired jobs), newest first. */
export const MyAgreementsQuery = graphql(`
  query MyAgreements {
    myAgreements {
      id
      ...JobRow_agreement
    }
  }
`);

/** One hired job: the project (to its agreement), the agreement's state, the homeowner, the total and the start date. */
export function JobRow({ agreement: from }: { agreement: FragmentType<JobRow_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: JobRow_agreement, fragmentName: 'JobRow_agreement', from });
  if (!complete) return null;
  return (
    <Stack as="li" gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Text as="h3" fontWeight="semibold" textStyle="md" minW="0">
          <AppLink href={agreementHref(agreement.id)} color="fg">
            {agreement.projectTitle}
          </AppLink>
        </Text>
        <AgreementStatusBadge status={agreementStatusFromApi(agreement.status)} />
      </HStack>
      <HStack gap={{ base: '3', md: '5' }} rowGap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        {agreement.terms.homeowner.name ? (
          <HStack gap="1.5">
            <User size={14} aria-hidden="true" />
            <Text as="span">{agreement.terms.homeowner.name}</Text>
          </HStack>
        ) : null}
        <HStack gap="1.5">
          <DollarSign size={14} aria-hidden="true" />
          <Text as="span">{agreement.currentTotals.totalCents > 0 ? `${formatCents(agreement.currentTotals.totalCents)} with HST` : 'No price yet'}</Text>
        </HStack>
        <HStack gap="1.5">
          <CalendarDays size={14} aria-hidden="true" />
          <Text as="span">{agreement.terms.startDate ? `Starts ${formatDate(agreement.terms.startDate)}` : 'No start date yet'}</Text>
        </HStack>
      </HStack>
      <JobDue agreement={agreement} />
    </Stack>
  );
}

/** The dashboard's Jobs tab: the contractor's hired jobs with each agreement's state, kept fresh live. */
export function JobsList() {
  const pollInterval = useLiveRefresh(useApolloClient());
  const { data, loading, error, refetch } = useQuery(MyAgreementsQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  return (
    <DataView
      data={data?.myAgreements}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(agreements) => agreements.length === 0}
      placeholder={{ label: 'Loading your jobs...', variant: 'list', count: 2 }}
      errorTitle="We couldn't load your jobs"
      empty={
        <EmptyState
          title="No hired jobs yet"
          description="When a homeowner accepts your proposal, prepare the written agreement from My proposals: the job and its agreement then show here."
          icon={Briefcase}
          headingLevel="h3"
        />
      }
    >
      {(agreements) => (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Your jobs">
          {agreements.map((agreement) => (
            <JobRow key={agreement.id} agreement={agreement} />
          ))}
        </Stack>
      )}
    </DataView>
  );
}
