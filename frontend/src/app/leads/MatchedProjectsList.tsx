import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { AppLink, Badge, Button, EmptyState, HStack, LinkButton, Stack, Text, UrgencyBadge } from '@marketplace/design-system';
import { BellRing, CalendarClock, DollarSign, MailOpen, MapPin, MessageSquareText, Sparkles } from 'lucide-react';
import { DataView } from '../ui/dataStates';
import { useLoadingMore } from '../ui/useLoadingMore';
import { graphql } from '../../gql';
import type { MatchedProjectRow_MatchFragment } from '../../gql/graphql';
import { formatDate, projectPath, proposalCountLabel, urgencyFromApi } from '../marketplace';

/** What one row shows of a match; the list's query spreads it. */
export const MatchedProjectRow_match = graphql(`
  fragment MatchedProjectRow_match on ProjectMatch {
    score
    reasons
    alerted
    invited
    project {
      id
      title
      category
      budget
      timeline
      location
      urgency
      proposalCount
      postedOn
    }
  }
`);

export const MatchedProjectsQuery = graphql(`
  query MatchedProjects($first: Int, $after: String) {
    matchedProjects(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        # A match's cache key is its project's id.
        project {
          id
        }
        ...MatchedProjectRow_match
      }
    }
  }
`);

export const MATCHED_PAGE_SIZE = 20;

/** One project that fits the contractor: what it is, why it fits, and whether an alert went out. */
export function MatchedProjectRow({ match: from }: { match: FragmentType<MatchedProjectRow_MatchFragment> }) {
  const { data: match, complete } = useFragment({ fragment: MatchedProjectRow_match, from });
  if (!complete) return null;
  const { project } = match;
  const posted = formatDate(project.postedOn);
  return (
    <Stack as="li" aria-label={project.title} gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.brand">
            {project.category}
          </Text>
          <Text as="h3" fontWeight="semibold" textStyle="md">
            <AppLink href={projectPath(project)} color="fg">
              {project.title}
            </AppLink>
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {match.invited ? (
            <Badge colorPalette="brand" variant="solid" size="sm">
              <MailOpen size={12} aria-hidden="true" />
              Invited
            </Badge>
          ) : null}
          <UrgencyBadge urgency={urgencyFromApi(project.urgency)} size="sm" />
          {match.alerted && !match.invited ? (
            <Badge colorPalette="blue" size="sm">
              <BellRing size={12} aria-hidden="true" />
              Lead alert sent
            </Badge>
          ) : null}
        </HStack>
      </HStack>
      <HStack gap="2" align="start" color="fg" textStyle="sm">
        <Sparkles size={16} aria-hidden="true" />
        <Text>
          <Text as="span" srOnly>
            Why it fits you:{' '}
          </Text>
          {match.reasons.join(' · ')}
        </Text>
      </HStack>
      <HStack gap={{ base: '3', md: '5' }} rowGap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        <HStack gap="1.5">
          <DollarSign size={14} aria-hidden="true" />
          <Text as="span">{project.budget}</Text>
        </HStack>
        <HStack gap="1.5">
          <CalendarClock size={14} aria-hidden="true" />
          <Text as="span">{project.timeline}</Text>
        </HStack>
        <HStack gap="1.5">
          <MapPin size={14} aria-hidden="true" />
          <Text as="span">{project.location}</Text>
        </HStack>
        <HStack gap="1.5">
          <MessageSquareText size={14} aria-hidden="true" />
          <Text as="span">{proposalCountLabel(project.proposalCount)}</Text>
        </HStack>
      </HStack>
      {posted ? (
        <Text textStyle="xs" color="fg.muted">
          {/* The posting day on Toronto's calendar, as the server decided it: machine-readable, and shown without an Intl formatter. */}
          Posted <time dateTime={project.postedOn}>{posted}</time>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * "Matched for you": the open projects that fit the signed-in contractor's trades, cities and lead
 * preferences, best first, with why. The server filters, scores and pages (docs/matching.md).
 */
export function MatchedProjectsList() {
  const { data, loading, error, refetch, fetchMore } = useQuery(MatchedProjectsQuery, { variables: { first: MATCHED_PAGE_SIZE }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const { loadingMore, loadMore } = useLoadingMore('More projects could not be loaded');
  const page = data?.matchedProjects;
  const more = async () => {
    if (!page) return;
    await loadMore(() =>
      fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          matchedProjects: { ...fetchMoreResult.matchedProjects, nodes: [...previous.matchedProjects.nodes, ...fetchMoreResult.matchedProjects.nodes] },
        }),
      }),
    );
  };
  return (
    <DataView
      data={page}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(matches) => matches.nodes.length === 0}
      placeholder={{ label: 'Finding projects that fit you...', count: 3 }}
      errorTitle="We couldn't load your matches"
      empty={
        <EmptyState
          title="No open projects fit you right now"
          description="Projects match your trades, the cities you serve and the job sizes you want. Check your profile and lead preferences, or browse All Projects."
          icon={Sparkles}
          headingLevel="h3"
          action={<LinkButton href="/contractor-dashboard/profile">Check your lead preferences</LinkButton>}
        />
      }
    >
      {(page) => (
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            {page.totalCount === 1 ? '1 open project fits you' : `${page.totalCount} open projects fit you`}: projects you were invited to first, then the best fit.
          </Text>
          <Stack as="ul" listStyleType="none" gap="4" aria-label="Projects matched for you">
            {page.nodes.map((match) => (
              <MatchedProjectRow key={match.project.id} match={match} />
            ))}
          </Stack>
          {page.pageInfo.hasNextPage ? (
            <Button variant="outline" alignSelf="center" loading={loadingMore} loadingText="Loading projects..." onClick={() => void more()}>
              Show more matches
            </Button>
          ) : null}
        </Stack>
      )}
    </DataView>
  );
}
