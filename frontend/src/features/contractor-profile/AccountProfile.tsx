import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Container, CredentialBadges, Heading, HStack, Image, Rating, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { CalendarClock, MapPin } from 'lucide-react';
import { graphql } from '../../gql';
import type { AccountProfile_ProfileFragment } from '../../gql/graphql';
import { Seo } from '../../app/seo/Seo';
import { MissingLicenceNotice } from '../../app/credentials/MissingLicenceNotice';
import { ProfileHero } from './ProfileHero';
import { ReviewsSection } from '../../app/reviews/ReviewsSection';
import type { ReviewsSectionProps } from '../../app/reviews/ReviewsSection';
import { contractorJsonLd } from '../../app/seo/contractorJsonLd';

/** A real contractor's public profile: what homeowners see of the business (no contact details). */
export const AccountProfile_profile = graphql(`
  fragment AccountProfile_profile on ContractorProfile {
    id
    businessName
    trades {
      id
      name
    }
    serviceAreas {
      slug
      name
    }
    yearsInBusiness
    bio
    logoUrl
    portfolio {
      name
      caption
      photo {
        url
        srcset
        width
        height
      }
    }
    badges {
      kind
      label
    }
    missingLicences {
      kind
      trade {
        id
        name
      }
    }
    rating {
      average
      count
    }
  }
`);

export interface AccountProfileProps {
  profile: FragmentType<AccountProfile_ProfileFragment>;
  /** The same profile as the reviews section reads it (the route's query spreads both fragments). */
  reviews: ReviewsSectionProps['profile'];
  /** The route's paging of the reviews (its query holds them). */
  onLoadMoreReviews: ReviewsSectionProps['onLoadMore'];
  onRefreshReviews: ReviewsSectionProps['onRefresh'];
}

/** /contractor/{account id}: a real contractor's business profile and the badges their checked credentials earn. */
export function AccountProfile({ profile: from, reviews, onLoadMoreReviews, onRefreshReviews }: AccountProfileProps) {
  const { data: profile, complete } = useFragment({ fragment: AccountProfile_profile, fragmentName: 'AccountProfile_profile', from });
  if (!complete) return null;
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
          <ReviewsSection profile={reviews} onLoadMore={onLoadMoreReviews} onRefresh={onRefreshReviews} />
          <Text textStyle="sm" color="fg.muted">
            Badges show credentials our operators checked against the issuer (ESA, TSSA, WSIB, the insurer, the City of Toronto) and that have not expired.
          </Text>
        </Stack>
      </Container>
    </>
  );
}
