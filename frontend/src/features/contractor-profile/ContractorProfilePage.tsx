import { useQuery } from '@apollo/client/react';
import { Badge, Box, Container, Heading, HStack, LinkButton, Rating, SimpleGrid, Stack, StatCard, Text } from '@marketplace/design-system';
import { BadgeCheck, Briefcase, CalendarClock, Clock, MapPin, UserX } from 'lucide-react';
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { findContractor } from '../../content/contractors';
import type { Contractor } from '../../content/types';
import { graphql } from '../../gql';
import { Seo } from '../../app/seo/Seo';
import { DataView, EmptyState } from '../../app/ui/dataStates';
import { SampleContractorProjects } from './SampleContractorProjects';
import { REVIEWS_PAGE_SIZE } from '../../app/reviews/ReviewsSection';
import { AccountProfile } from './AccountProfile';
import { ProfileHero } from './ProfileHero';
import { photoOrNone } from '../../app/ui/photo';

/**
 * A real contractor's profile: the business and its reviews, one page of them at a time
 * (`$first` after `$after`), all in one request.
 */
export const ContractorProfilePageQuery = graphql(`
  query ContractorProfilePage($id: ID!, $first: Int, $after: String) {
    contractorProfile(id: $id) {
      id
      ...AccountProfile_profile
      ...ReviewsSection_profile
    }
  }
`);

function ContractorNotFound() {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Seo title="Contractor not found" noindex />
      <Heading as="h1" srOnly>
        Contractor profile
      </Heading>
      <EmptyState
        icon={UserX}
        headingLevel="h2"
        title="Contractor not found"
        description="This contractor profile does not exist or is no longer listed. Browse finished projects to find a pro for your job."
        action={<LinkButton href="/projects">Browse Projects</LinkButton>}
      />
    </Container>
  );
}

function ProfileHeader({ contractor }: { contractor: Contractor }) {
  const available = contractor.availability === 'available';
  return (
    <ProfileHero
      name={contractor.name}
      imageUrl={photoOrNone(contractor.image)}
      above={
        <HStack gap="2" wrap="wrap">
          {contractor.verified ? (
            <Badge colorPalette="green" variant="subtle" size="lg" gap="1">
              <BadgeCheck aria-hidden="true" size={16} />
              Verified Contractor
            </Badge>
          ) : null}
          <Badge colorPalette={available ? 'green' : 'orange'} variant="outline" size="lg">
            {available ? 'Available for new projects' : 'Busy, booking ahead'}
          </Badge>
        </HStack>
      }
      below={
        <HStack gap="4" wrap="wrap" color="fg.muted">
          <Rating value={contractor.rating} reviewCount={contractor.reviews} />
          <HStack gap="1">
            <MapPin aria-hidden="true" size={16} />
            <Text>{contractor.location}</Text>
          </HStack>
        </HStack>
      }
    />
  );
}

/** A real contractor's profile, at their account id: the route's query, the profile, and its states. */
function AccountProfileRoute({ id, notFound }: { id: string; notFound: ReactElement }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ContractorProfilePageQuery, { variables: { id, first: REVIEWS_PAGE_SIZE } });
  // The next page goes under the reviews shown: the cache's field policy for ContractorProfile.reviews
  // appends a page asked for after a cursor (apollo.ts).
  const loadMoreReviews = (after: string) => fetchMore({ variables: { first: REVIEWS_PAGE_SIZE, after } });
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => !answer.contractorProfile}
      placeholder={{ label: 'Loading profile...', count: 1 }}
      errorTitle="We couldn't load this profile"
      // The profile lays out its own page; the placeholder is as wide as the profile, the failure narrower.
      frame={(state, which) => (
        <Container maxW={which === 'loading' ? '7xl' : '3xl'} py="12">
          {state}
        </Container>
      )}
      empty={notFound}
    >
      {({ contractorProfile: profile }) =>
        profile && <AccountProfile profile={profile} reviews={profile} onLoadMoreReviews={loadMoreReviews} onRefreshReviews={(first) => refetch({ first })} />
      }
    </DataView>
  );
}

/** /contractor/:id : who the contractor is, what they do and what they have built. */
export function ContractorProfilePage() {
  const { id } = useParams();
  const contractor = /^\d+$/.test(id ?? '') ? findContractor(Number(id)) : undefined;
  if (!contractor) {
    // Sample contractors have ids 1-3; a real account's profile is at its account id.
    if (id && !/^\d+$/.test(id)) return <AccountProfileRoute id={id} notFound={<ContractorNotFound />} />;
    return <ContractorNotFound />;
  }

  return (
    <>
      <Seo
        title={contractor.name}
        description={`${contractor.name} in ${contractor.location}: ${contractor.specialties.join(', ')}. Ratings, experience and finished projects.`}
        path={`/contractor/${contractor.id}`}
      />
      <ProfileHeader contractor={contractor} />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
            <StatCard label="Years of experience" value={contractor.yearsExperience} icon={CalendarClock} />
            <StatCard label="Completed projects" value={contractor.completedProjects} icon={Briefcase} colorPalette="green" />
            <StatCard label="Response time" value={contractor.responseTime} icon={Clock} colorPalette="purple" />
            <StatCard label="Rating" value={`${contractor.rating.toFixed(1)} / 5`} helpText={`${contractor.reviews} reviews`} icon={BadgeCheck} colorPalette="yellow" />
          </SimpleGrid>

          <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8">
            <Stack as="section" aria-labelledby="about-contractor" gap="3">
              <Heading as="h2" id="about-contractor" size="xl">
                About {contractor.name}
              </Heading>
              <Text color="fg.muted" fontSize="lg" lineHeight="tall">
                {contractor.bio}
              </Text>
            </Stack>
            <Stack as="section" aria-labelledby="specialties" gap="3" p="6" bg="bg.subtle" borderRadius="card" borderWidth="1px" borderColor="border.muted">
              <Heading as="h2" id="specialties" size="md">
                Specialties
              </Heading>
              <HStack as="ul" wrap="wrap" gap="2" listStyleType="none">
                {contractor.specialties.map((specialty) => (
                  <Badge as="li" key={specialty} size="lg" variant="surface" colorPalette="brand">
                    {specialty}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          </Box>

          <Stack as="section" aria-labelledby="contractor-projects" gap="5">
            <Heading as="h2" id="contractor-projects" size="xl">
              Recent projects by {contractor.name}
            </Heading>
            <SampleContractorProjects name={contractor.name} />
          </Stack>

          <Stack align="center" textAlign="center" gap="4" p={{ base: '6', md: '10' }} borderRadius="card" bg="brand.solid" color="brand.contrast">
            <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
              Have a project for {contractor.name}?
            </Heading>
            <Text maxW="xl" opacity={0.92}>
              Post it for free. {contractor.name} and other verified GTA contractors respond within 24 hours.
            </Text>
            <LinkButton href="/post-project" size="lg" bg="brand.contrast" color="brand.solid" _hover={{ opacity: 0.92 }}>
              Request a Quote
            </LinkButton>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
