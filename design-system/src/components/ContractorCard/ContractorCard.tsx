import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BadgeCheck, Clock, MapPin } from 'lucide-react';
import { LinkButton } from '../../navigation/AppLink';
import type { NavigationOptions } from '../../navigation/navigation';
import { Rating } from '../Rating/Rating';

export type ContractorAvailability = 'available' | 'busy';

export interface ContractorCardProps extends NavigationOptions {
  /** Company or contractor name. */
  name: string;
  /** Photo or logo URL; initials show when absent. */
  imageUrl?: string;
  /** Average rating 1-5. */
  rating: number;
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
  /** Years in business. */
  yearsExperience?: number;
  /** Completed projects on the marketplace. */
  completedProjects?: number;
  /** Typical response time, e.g. 'Within 2 hours'. */
  responseTime?: string;
  /**
   * Current availability.
   * @default 'available'
   */
  availability?: ContractorAvailability;
  /** Profile path, e.g. '/contractor/1'; adds a 'View Profile' button. */
  href?: string;
  /**
   * Heading level of the name.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A contractor summary: verified badge, rating, specialties and availability. */
export function ContractorCard({
  name,
  imageUrl,
  rating,
  reviewCount,
  specialties = [],
  location,
  verified = false,
  yearsExperience,
  completedProjects,
  responseTime,
  availability = 'available',
  href,
  headingLevel = 'h3',
  linkAs,
  onNavigate,
}: ContractorCardProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  const facts = [
    yearsExperience !== undefined ? `${yearsExperience} years in business` : null,
    completedProjects !== undefined ? `${completedProjects} projects completed` : null,
  ].filter(Boolean);
  return (
    <Card.Root as="article" borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
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
                <Badge colorPalette="brand" variant="subtle" borderRadius="full" px="2">
                  <BadgeCheck aria-hidden="true" size={14} />
                  Verified
                </Badge>
              ) : null}
            </HStack>
            <Rating value={rating} reviewCount={reviewCount} />
            {location ? (
              <HStack gap="1" color="fg.muted" textStyle="sm">
                <MapPin aria-hidden="true" size={14} />
                <Text as="span">{location}</Text>
              </HStack>
            ) : null}
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge
            colorPalette={availability === 'available' ? 'green' : 'orange'}
            variant="subtle"
            borderRadius="full"
            px="2.5"
            data-availability={availability}
          >
            {availability === 'available' ? 'Available now' : 'Currently busy'}
          </Badge>
          {responseTime ? (
            <HStack gap="1" textStyle="xs" color="fg.muted">
              <Clock aria-hidden="true" size={12} />
              <Text as="span">Responds {responseTime.toLowerCase()}</Text>
            </HStack>
          ) : null}
        </HStack>
        {specialties.length > 0 ? (
          <HStack as="ul" gap="1.5" wrap="wrap" listStyleType="none" aria-label="Specialties">
            {specialties.map((specialty) => (
              <Badge as="li" key={specialty} variant="outline" colorPalette="gray" borderRadius="full" px="2.5">
                {specialty}
              </Badge>
            ))}
          </HStack>
        ) : null}
        {facts.length > 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {facts.join(' · ')}
          </Text>
        ) : null}
      </Card.Body>
      {href ? (
        <Card.Footer>
          <LinkButton href={href} linkAs={linkAs} onNavigate={onNavigate} variant="outline" width="full" aria-label={`View Profile of ${name}`}>
            View Profile
          </LinkButton>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
