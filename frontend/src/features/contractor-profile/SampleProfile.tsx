import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Box, Container, Heading, HStack, LinkButton, Rating, SimpleGrid, Stack, StatCard, Text } from '@marketplace/design-system';
import { BadgeCheck, Briefcase, CalendarClock, Clock, MapPin } from 'lucide-react';
import { graphql } from '../../gql';
import type { SampleProfile_ContractorFragment } from '../../gql/graphql';
import { Seo } from '../../app/seo/Seo';
import { ProfileHero } from './ProfileHero';
import { SampleContractorProjects } from './SampleContractorProjects';

/** What a built-in sample contractor's profile shows: the business as its content states it. */
export const SampleProfile_contractor = graphql(`
  fragment SampleProfile_contractor on ShowcaseContractor {
    number
    name
    imageUrl
    rating
    reviewCount
    specialties
    location
    verified
    yearsExperience
    completedProjects
    responseTime
    availableNow
    bio
  }
`);

/** /contractor/{1-3}: a sample contractor (Query.showcaseContractor), what they do and the finished samples by them. */
export function SampleProfile({ contractor: from }: { contractor: FragmentType<SampleProfile_ContractorFragment> }) {
  const { data: contractor, complete } = useFragment({ fragment: SampleProfile_contractor, fragmentName: 'SampleProfile_contractor', from });
  if (!complete) return null;
  return (
    <>
      <Seo
        title={contractor.name}
        description={`${contractor.name} in ${contractor.location}: ${contractor.specialties.join(', ')}. Ratings, experience and finished projects.`}
        path={`/contractor/${contractor.number}`}
      />
      <ProfileHero
        name={contractor.name}
        imageUrl={contractor.imageUrl}
        above={
          <HStack gap="2" wrap="wrap">
            {contractor.verified ? (
              <Badge colorPalette="green" variant="subtle" size="lg" gap="1">
                <BadgeCheck aria-hidden="true" size={16} />
                Verified Contractor
              </Badge>
            ) : null}
            <Badge colorPalette={contractor.availableNow ? 'green' : 'orange'} variant="outline" size="lg">
              {contractor.availableNow ? 'Available for new projects' : 'Busy, booking ahead'}
            </Badge>
          </HStack>
        }
        below={
          <HStack gap="4" wrap="wrap" color="fg.muted">
            <Rating value={contractor.rating} reviewCount={contractor.reviewCount} />
            <HStack gap="1">
              <MapPin aria-hidden="true" size={16} />
              <Text>{contractor.location}</Text>
            </HStack>
          </HStack>
        }
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
            <StatCard label="Years of experience" value={contractor.yearsExperience} icon={CalendarClock} />
            <StatCard label="Completed projects" value={contractor.completedProjects} icon={Briefcase} colorPalette="green" />
            <StatCard label="Response time" value={contractor.responseTime} icon={Clock} colorPalette="purple" />
            <StatCard label="Rating" value={`${contractor.rating.toFixed(1)} / 5`} helpText={`${contractor.reviewCount} reviews`} icon={BadgeCheck} colorPalette="yellow" />
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
            <SampleContractorProjects number={contractor.number} />
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
