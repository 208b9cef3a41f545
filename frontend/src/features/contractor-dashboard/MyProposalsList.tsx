import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { useLiveRefresh } from '../../app/live/liveNotifications';
import { AppLink, CredentialBadges, EmptyState, HStack, ProjectStatusBadge, ProposalStatusBadge, Stack, Text } from '@marketplace/design-system';
import { CalendarDays, Clock, DollarSign, FileText, MessageSquareQuote } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DataView } from '../../app/ui/dataStates';
import { graphql } from '../../gql';
import type { MyProposalRow_ProposalFragment } from '../../gql/graphql';
import { formatDate, projectPath, proposalStatusFromApi, statusFromApi } from '../../app/marketplace';
import { ProposalMessagesLink } from '../../app/messages/ProposalMessagesLink';
import { ProposalAgreement } from '../../app/agreements/AgreementLink';

/** What a row shows of one of the contractor's proposals. */
export const MyProposalRow_proposal = graphql(`
  fragment MyProposalRow_proposal on Proposal {
    id
    bidAmount
    timeline
    status
    declineNote
    submittedDate
    contractorBadges {
      kind
      label
    }
    project {
      id
      title
      status
    }
    ...ProposalMessagesLinkFields
    ...ProposalAgreement_proposal
  }
`);

/** The signed-in contractor's proposals, newest first, with the project each one bids on. */
export const MyProposalsQuery = graphql(`
  query MyProposals {
    myProposals {
      id
      ...MyProposalRow_proposal
    }
  }
`);

/** One of the contractor's proposals: the project it bids on (linked), its status, bid and dates. */
export function MyProposalRow({ proposal: from }: { proposal: FragmentType<MyProposalRow_ProposalFragment> }) {
  const { data: proposal, complete } = useFragment({ fragment: MyProposalRow_proposal, fragmentName: 'MyProposalRow_proposal', from });
  if (!complete) return null;
  return (
    <Stack as="li" id={`proposal-${proposal.id}`} scrollMarginTop="24" gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Text as="h3" fontWeight="semibold" textStyle="md">
            <AppLink href={projectPath(proposal.project)} color="fg">
              {proposal.project.title}
            </AppLink>
          </Text>
          <HStack gap="2" textStyle="xs" color="fg.muted">
            <Text as="span">Project:</Text>
            <ProjectStatusBadge status={statusFromApi(proposal.project.status)} size="sm" />
          </HStack>
        </Stack>
        <ProposalStatusBadge status={proposalStatusFromApi(proposal.status)} />
      </HStack>
      <HStack gap={{ base: '3', md: '5' }} rowGap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        <HStack gap="1.5">
          <DollarSign size={14} aria-hidden="true" />
          <Text as="span">{proposal.bidAmount}</Text>
        </HStack>
        <HStack gap="1.5">
          <Clock size={14} aria-hidden="true" />
          <Text as="span">{proposal.timeline}</Text>
        </HStack>
        <HStack gap="1.5">
          <CalendarDays size={14} aria-hidden="true" />
          <Text as="span">Sent {formatDate(proposal.submittedDate)}</Text>
        </HStack>
      </HStack>
      {proposal.declineNote ? (
        <Stack gap="1" p="3" bg="bg.subtle" borderRadius="l2" borderStartWidth="3px" borderStartColor="border.emphasized">
          <HStack gap="1.5" textStyle="xs" fontWeight="semibold" color="fg.muted">
            <MessageSquareQuote size={14} aria-hidden="true" />
            <Text as="span">Message from the homeowner</Text>
          </HStack>
          <Text textStyle="sm" whiteSpace="pre-line">
            {proposal.declineNote}
          </Text>
        </Stack>
      ) : null}
      <CredentialBadges badges={proposal.contractorBadges} size="sm" label="Badges the homeowner sees on this proposal" />
      <HStack gap="4" rowGap="2" wrap="wrap">
        <ProposalMessagesLink proposal={proposal} />
        {/* The contractor's own proposal: once accepted, they prepare the agreement from it. */}
        <ProposalAgreement proposal={proposal} canPrepare />
      </HStack>
    </Stack>
  );
}

/** The dashboard's My proposals tab: the signed-in contractor's proposals, newest first. */
export function MyProposalsList() {
  const pollInterval = useLiveRefresh(useApolloClient());
  const { data, loading, error, refetch } = useQuery(MyProposalsQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  const { hash } = useLocation();
  const loaded = data !== undefined;
  // Links from proposal e-mails point at one proposal (#proposal-<id>); show it once the list is in.
  useEffect(() => {
    if (loaded && hash.startsWith('#proposal-')) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);
  return (
    <DataView
      data={data?.myProposals}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(proposals) => proposals.length === 0}
      placeholder={{ label: 'Loading your proposals...', variant: 'list', count: 2 }}
      errorTitle="We couldn't load your proposals"
      empty={
        <EmptyState
          title="No proposals yet"
          description="Open a project from the other tabs and send a proposal with your price range, timeline and approach."
          icon={FileText}
          headingLevel="h3"
        />
      }
    >
      {(proposals) => (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Your proposals">
          {proposals.map((proposal) => (
            <MyProposalRow key={proposal.id} proposal={proposal} />
          ))}
        </Stack>
      )}
    </DataView>
  );
}
