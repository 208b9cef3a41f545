import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BadgeCheck, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../navigation/AppLink';
import type { NavigationOptions } from '../../navigation/navigation';
import { Rating } from '../Rating/Rating';
import { useListingCardStyles, useStatusBadgeStyles } from '../shared/recipes';

export type ContractorAvailability = 'available' | 'busy';

export interface ContractorCardProps extends NavigationOptions {
  /** Company or contractor name. */
  name: string;
  /** Photo or logo URL; initials show when absent. */
  imageUrl?: string;
  /** Average rating 1-5; without one the card says there are no reviews yet (never a made-up score). */
  rating?: number | null;
  /** Review count behind the rating. */
  reviewCount?: number;
  /** Specialties, e.g. ['Kitchens', 'Basements']. */
  specialties?: string[];
  /** Base location, e.g. 'Etobicoke, Toronto'. */
  location?: string;
  /**
   * Shows the verified badge (licence and insurance checked).
   * @default false
   */
  verified?: boolean;
  /** Credentials checked, e.g. ['ESA licensed', 'Insured to $2M']. */
  credentials?: string[];
  /** Years in business. */
  yearsExperience?: number;
  /** Completed projects on the marketplace. */
  completedProjects?: number;
  /** Typical response time, e.g. 'Within 2 hours'. */
  responseTime?: string;
  /** Current availability; no badge when not given. */
  availability?: ContractorAvailability;
  /** Buttons beside View Profile, e.g. an invitation to quote. */
  actions?: ReactNode;
  /** Profile path, e.g. '/contractor/1'; adds a 'View Profile' button. */
  href?: string;
  /**
   * Heading level of the name.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * The card's own words; any left out keep their default.
   * @default CONTRACTOR_CARD_LABELS: 'Verified', 'No reviews yet', 'Available now' / 'Currently busy', 'View Profile', …
   */
  labels?: Partial<ContractorCardLabels>;
}

/** The card's own words, each replaceable (another language, another trade's wording). */
export interface ContractorCardLabels {
  /** The verified badge. */
  verified: string;
  /** In place of the rating when there is none. */
  noReviews: string;
  /** The availability badge, per availability. */
  availability: Readonly<Record<ContractorAvailability, string>>;
  /** The response time line, e.g. 'Responds within 2 hours'. */
  respondsIn: (responseTime: string) => string;
  /** Names of the credentials and specialties lists (for screen readers). */
  credentials: string;
  specialties: string;
  /** The facts line. */
  yearsInBusiness: (years: number) => string;
  projectsCompleted: (count: number) => string;
  /** The profile button; its accessible name is `viewProfileOf(name)`. */
  viewProfile: string;
  viewProfileOf: (name: string) => string;
}

/** `ContractorCard`'s default `labels`. */
export const CONTRACTOR_CARD_LABELS: ContractorCardLabels = {
  verified: 'Verified',
  noReviews: 'No reviews yet',
  availability: { available: 'Available now', busy: 'Currently busy' },
  respondsIn: (responseTime) => `Responds ${responseTime.toLowerCase()}`,
  credentials: 'Credentials checked',
  specialties: 'Specialties',
  yearsInBusiness: (years) => `${years} years in business`,
  projectsCompleted: (count) => `${count} ${count === 1 ? 'project' : 'projects'} completed`,
  viewProfile: 'View Profile',
  viewProfileOf: (name) => `View Profile of ${name}`,
};

/** A contractor summary: verified badge, rating, specialties, credentials and availability. */
export function ContractorCard({
  name,
  imageUrl,
  rating,
  reviewCount,
  specialties = [],
  location,
  verified = false,
  credentials = [],
  yearsExperience,
  completedProjects,
  responseTime,
  availability,
  actions,
  href,
  headingLevel = 'h3',
  linkAs,
  onNavigate,
  labels: ownLabels,
}: ContractorCardProps) {
  const labels = { ...CONTRACTOR_CARD_LABELS, ...ownLabels };
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  const facts = [
    yearsExperience !== undefined ? labels.yearsInBusiness(yearsExperience) : null,
    completedProjects !== undefined ? labels.projectsCompleted(completedProjects) : null,
  ].filter(Boolean);
  const styles = useListingCardStyles();
  const pill = useStatusBadgeStyles();
  return (
    <Card.Root as="article" css={styles.root}>
      <Card.Body gap="4">
        <HStack gap="4" align="flex-start">
          <Avatar.Root size="xl" colorPalette="brand">
            <Avatar.Fallback>{initials}</Avatar.Fallback>
            {imageUrl ? <Avatar.Image src={imageUrl} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Heading as={headingLevel} size="md">
                {name}
              </Heading>
              {verified ? (
                <Badge colorPalette="brand" variant="subtle" css={pill} px="2">
                  <BadgeCheck aria-hidden="true" size={14} />
                  {labels.verified}
                </Badge>
              ) : null}
            </HStack>
            {rating != null ? (
              <Rating value={rating} reviewCount={reviewCount} />
            ) : (
              <Text css={styles.description}>
                {labels.noReviews}
              </Text>
            )}
            {location ? (
              <Box css={styles.meta}>
                <MapPin aria-hidden="true" size={14} />
                <Text as="span">{location}</Text>
              </Box>
            ) : null}
          </Stack>
        </HStack>
        {availability || responseTime ? (
        <HStack gap="2" wrap="wrap">
          {availability ? (
            <Badge
              colorPalette={availability === 'available' ? 'green' : 'orange'}
              variant="subtle"
              css={pill}
              data-availability={availability}
            >
              {labels.availability[availability]}
            </Badge>
          ) : null}
          {responseTime ? (
            <HStack gap="1" textStyle="xs" color="fg.muted">
              <Clock aria-hidden="true" size={12} />
              <Text as="span">{labels.respondsIn(responseTime)}</Text>
            </HStack>
          ) : null}
        </HStack>
        ) : null}
        {credentials.length > 0 ? (
          <Box as="ul" css={styles.tags} aria-label={labels.credentials}>
            {credentials.map((credential) => (
              <Badge as="li" key={credential} colorPalette="green" variant="subtle" css={pill}>
                <BadgeCheck aria-hidden="true" size={12} />
                {credential}
              </Badge>
            ))}
          </Box>
        ) : null}
        {specialties.length > 0 ? (
          <Box as="ul" css={styles.tags} aria-label={labels.specialties}>
            {specialties.map((specialty) => (
              <Badge as="li" key={specialty} variant="outline" css={pill}>
                {specialty}
              </Badge>
            ))}
          </Box>
        ) : null}
        {facts.length > 0 ? (
          <Text css={styles.description}>
            {facts.join(' · ')}
          </Text>
        ) : null}
      </Card.Body>
      {href || actions ? (
        <Card.Footer gap="3" flexWrap="wrap">
          {href ? (
            <LinkButton href={href} linkAs={linkAs} onNavigate={onNavigate} variant="outline" flex="1" minW="36" aria-label={labels.viewProfileOf(name)}>
              {labels.viewProfile}
            </LinkButton>
          ) : null}
          {actions}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
