import { useQuery } from '@apollo/client/react';
import { AppLink, Button, Container, EmptyState, Heading, HStack, LinkButton, SearchInput, SelectField, showToast, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { DIRECTORY_PAGE, INVITATIONS_PER_PROJECT, SERVICE_AREAS, TRADES } from '@marketplace/shared';
import { MailOpen, SearchX, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataView } from '../../app/ui/dataStates';
import { graphql } from '../../gql';
import { Seo } from '../../app/seo/Seo';
import { ProCard } from '../../app/pros/ProCard';
import { directoryHref, directoryParams } from '../../app/pros/directoryHref';
import { useInviteToQuote } from '../../app/pros/mutations/useInviteToQuote';

export const ProDirectoryQuery = graphql(`
  query ProDirectory($trade: Int, $city: String, $search: String, $first: Int, $after: String) {
    pros(trade: $trade, city: $city, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        businessName
        ...ProCard_contractor
      }
    }
  }
`);

/** The project the directory's cards invite pros to (from "Find more pros" on the homeowner's project). */
export const InvitingProjectQuery = graphql(`
  query InvitingProject($id: ID!) {
    project(id: $id) {
      id
      title
      viewerCan {
        invitePros
      }
      invitations {
        contractor {
          id
        }
      }
    }
  }
`);

const TRADE_OPTIONS = [{ value: '', label: 'All trades' }, ...TRADES.map((trade) => ({ value: trade.slug, label: trade.name }))];
const CITY_OPTIONS = [{ value: '', label: 'All GTA cities' }, ...SERVICE_AREAS.map((area) => ({ value: area.slug, label: area.name }))];

/**
 * /pros: the pro directory. Search by trade, city and words (business names and bios; typos in names
 * are forgiven); verified and best-rated pros first; the filters live in the address. Opened from a
 * homeowner's project ("Find more pros"), each card invites the pro to quote on it.
 */
export function ProsDirectoryPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = directoryParams(searchParams);
  const [text, setText] = useState(filters.search ?? '');
  const tradeSlug = TRADES.find((trade) => trade.id === filters.trade)?.slug ?? '';
  const variables = { trade: filters.trade, city: filters.city, search: filters.search, first: DIRECTORY_PAGE.default };
  const { data, loading, error, refetch, fetchMore } = useQuery(ProDirectoryQuery, { variables, notifyOnNetworkStatusChange: false });
  const [loadingMore, setLoadingMore] = useState(false);
  const inviting = useQuery(InvitingProjectQuery, { variables: { id: filters.invite ?? '' }, skip: !filters.invite });
  const project = inviting.data?.project?.viewerCan.invitePros ? inviting.data.project : null;
  const invitedIds = new Set(project?.invitations?.map((invitation) => invitation.contractor.id) ?? []);
  const { invite, inviting: sending } = useInviteToQuote();

  const go = (next: Partial<typeof filters>) => navigate(directoryHref({ ...filters, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: text });
  };
  const inviteOne = async (contractorId: string, name: string) => {
    if (!project) return;
    try {
      await invite(project.id, contractorId);
      showToast({ type: 'success', title: `${name} is invited`, description: `to quote on "${project.title}".` });
    } catch (failure) {
      showToast({ type: 'error', title: 'We couldn’t send that invitation', description: failure instanceof Error ? failure.message : String(failure) });
    }
  };
  const more = async (after: string | null | undefined) => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({ pros: { ...fetchMoreResult.pros, nodes: [...previous.pros.nodes, ...fetchMoreResult.pros.nodes] } }),
      });
    } finally {
      setLoadingMore(false);
    }
  };
  const place = SERVICE_AREAS.find((area) => area.slug === filters.city)?.name ?? 'Toronto and the GTA';

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Seo
        title={`Find verified pros in ${place}`}
        description={`Search contractors serving ${place} by trade, city and name: checked licences and insurance, real reviews from homeowners who hired them.`}
        path="/pros"
      />
      <Stack gap="6">
        <Stack gap="2" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Find a pro in {place}
          </Heading>
          <Text color="fg.muted">Verified pros come first: their licences, WSIB clearance or insurance were checked by our team. Ratings come only from homeowners who hired them here.</Text>
        </Stack>
        {project ? (
          <HStack gap="3" p="4" borderRadius="card" bg="bg.subtle" borderWidth="1px" borderColor="border" wrap="wrap" justify="space-between">
            <HStack gap="2">
              <MailOpen size={18} aria-hidden="true" />
              <Text>
                Inviting pros to quote on <AppLink href={`/project/db-${project.id}`}>{project.title}</AppLink>: {invitedIds.size} of {INVITATIONS_PER_PROJECT} invited.
              </Text>
            </HStack>
            <LinkButton href={`/project/db-${project.id}`} variant="outline" size="sm">
              Back to your project
            </LinkButton>
          </HStack>
        ) : null}
        <Stack as="form" role="search" aria-label="Search pros" onSubmit={submit} direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <SelectField label="Trade" options={TRADE_OPTIONS} value={tradeSlug} onValueChange={(value) => go({ trade: TRADES.find((trade) => trade.slug === value)?.id ?? null })} />
          <SelectField label="City" options={CITY_OPTIONS} value={filters.city ?? ''} onValueChange={(value) => go({ city: value || null })} />
          <SearchInput label="Name or keywords" showLabel value={text} onValueChange={setText} placeholder="e.g. backwater valve, Cooksville Plumbing" maxLength={100} />
          <Button type="submit" colorPalette="brand" flexShrink={0}>
            Search
          </Button>
        </Stack>
        <DataView
          data={data?.pros}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          isEmpty={(page) => page.nodes.length === 0}
          placeholder={{ label: 'Finding pros...', count: 3 }}
          errorTitle="We couldn't load the pros"
          empty={
            <EmptyState
              icon={SearchX}
              headingLevel="h2"
              title="No pros match your search"
              description="Try another trade or city, or fewer words. You can also post your project for free: pros who fit it hear about it."
              action={<LinkButton href="/post-project">Post a Project</LinkButton>}
            />
          }
        >
          {(page) => (
            <Stack gap="5">
              <Text textStyle="sm" color="fg.muted" role="status">
                {page.totalCount === 1 ? '1 pro' : `${page.totalCount} pros`} found
              </Text>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="5" aria-label="Pros">
                {page.nodes.map((pro) => (
                  <li key={pro.id}>
                    <ProCard
                      contractor={pro}
                      headingLevel="h2"
                      actions={
                        project ? (
                          invitedIds.has(pro.id) ? (
                            <Text flex="1" textAlign="center" fontWeight="semibold" color="fg.brand">
                              Invited
                            </Text>
                          ) : (
                            <Button
                              colorPalette="brand"
                              flex="1"
                              minW="36"
                              disabled={invitedIds.size >= INVITATIONS_PER_PROJECT}
                              loading={sending}
                              aria-label={`Invite to quote: ${pro.businessName}`}
                              onClick={() => void inviteOne(pro.id, pro.businessName)}
                            >
                              <UserPlus aria-hidden="true" />
                              Invite to quote
                            </Button>
                          )
                        ) : undefined
                      }
                    />
                  </li>
                ))}
              </SimpleGrid>
              {page.pageInfo.hasNextPage ? (
                <Button variant="outline" alignSelf="center" loading={loadingMore} loadingText="Loading pros..." onClick={() => void more(page.pageInfo.endCursor)}>
                  Show more pros
                </Button>
              ) : null}
            </Stack>
          )}
        </DataView>
      </Stack>
    </Container>
  );
}
