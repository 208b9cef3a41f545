import { useQuery } from '@apollo/client/react';
import { Badge, Container, CredentialBadges, Heading, HStack, Image, Rating, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { CalendarClock, MapPin } from 'lucide-react';
import type { ReactElement } from 'react';
import { DataView } from '../../app/ui/dataStates';
import type { PublicContractorProfileQuery as PublicContractorProfileResult } from '../../gql/graphql';
import { Seo } from '../content/seo/Seo';
import { MissingLicenceNotice } from '../credentials/MissingLicenceNotice';
import { ProfileHero } from './ProfileHero';
import { PublicContractorProfileQuery } from '../credentials/operations';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { contractorJsonLd } from './contractorJsonLd';

type PublicProfile = NonNullable<PublicContractorProfileResult['contractorProfile']>;

/** /contractor/{account id}: a real contractor's business profile and the badges their checked credentials earn. */
export function AccountProfile({ id, notFound }: { id: string; notFound: ReactElement }) {
  const { data, loading, error, refetch } = useQuery(PublicContractorProfileQuery, { variables: { id } });
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
      {({ contractorProfile: profile }) => profile && <PublicProfileView profile={profile} />}
    </DataView>
  );
}

function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const areas = profile.serviceAreas.map((area) => area.name).join(', ');
  return (
    <>
      <Seo
        title={profile.businessName}
        description={`${profile.businessName}${areas ? ` serves ${areas}` : ''}: trades, credentials, badges and reviews from homeowners who hired them.`}
        path={`/contractor/${profile.id}`}
        jsonLd={[contractorJsonLd(profile)]}
      />
      <ProfileHero
        name={profile.businessName}
        imageUrl={profile.logoUrl}
        quoteHref={`/post-project?pro=${encodeURIComponent(profile.id)}`}
        below={
          <>
            <CredentialBadges badges={profile.badges} label={`Credentials of ${profile.businessName}`} size="lg" />
            <HStack gap="4" wrap="wrap" color="fg.muted">
              {profile.rating.count > 0 && profile.rating.average != null ? <Rating value={profile.rating.average} reviewCount={profile.rating.count} /> : null}
              {areas ? (
                <HStack gap="1">
                  <MapPin aria-hidden="true" size={16} />
                  <Text>{areas}</Text>
                </HStack>
              ) : null}
              {profile.yearsInBusiness != null ? (
                <HStack gap="1">
                  <CalendarClock aria-hidden="true" size={16} />
                  <Text>{profile.yearsInBusiness === 1 ? '1 year in business' : `${profile.yearsInBusiness} years in business`}</Text>
                </HStack>
              ) : null}
            </HStack>
          </>
        }
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap="8" maxW="4xl">
          <MissingLicenceNotice missing={profile.missingLicences} audience="homeowner" name={profile.businessName} />
          <Stack as="section" aria-labelledby="about-contractor" gap="3">
            <Heading as="h2" id="about-contractor" size="xl">
              About {profile.businessName}
            </Heading>
            <Text color="fg.muted" fontSize="lg" lineHeight="tall">
              {profile.bio ?? 'This contractor has not written a bio yet.'}
            </Text>
          </Stack>
          {profile.trades.length > 0 ? (
            <Stack as="section" aria-labelledby="trades" gap="3">
              <Heading as="h2" id="trades" size="md">
                Trades
              </Heading>
              <HStack as="ul" wrap="wrap" gap="2" listStyleType="none">
                {profile.trades.map((trade) => (
                  <Badge as="li" key={trade.id} size="lg" variant="surface" colorPalette="brand">
                    {trade.name}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          ) : null}
          {profile.portfolio.length > 0 ? (
            <Stack as="section" aria-labelledby="portfolio" gap="3">
              <Heading as="h2" id="portfolio" size="md">
                Recent work
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="4">
                {profile.portfolio.map((item, index) => (
                  <Stack as="li" key={item.name} gap="0">
                    <Stack as="figure" gap="2" m="0">
                      <Image
                        src={item.photo.url}
                        srcSet={item.photo.srcset ?? undefined}
                        sizes="(min-width: 48em) 280px, 100vw"
                        width={item.photo.width ?? undefined}
                        height={item.photo.height ?? undefined}
                        // A caption describes the photo beside it (figcaption); without one, the alt text does.
                        alt={item.caption ? '' : `Work by ${profile.businessName}, photo ${index + 1}`}
                        loading="lazy"
                        aspectRatio={4 / 3}
                        objectFit="cover"
                        borderRadius="l2"
                      />
                      {item.caption ? (
                        <Text as="figcaption" textStyle="sm" color="fg.muted">
                          {item.caption}
                        </Text>
                      ) : null}
                    </Stack>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
          <ReviewsSection contractorId={profile.id} />
          <Text textStyle="sm" color="fg.muted">
            Badges show credentials our operators checked against the issuer (ESA, TSSA, WSIB, the insurer, the City of Toronto) and that have not expired.
          </Text>
        </Stack>
      </Container>
    </>
  );
}
