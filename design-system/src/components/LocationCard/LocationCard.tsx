import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowRight, MapPin } from 'lucide-react';
import { LinkButton } from '../../navigation/AppLink';
import type { NavigationOptions } from '../../navigation/navigation';
import { useListingCardStyles, useStatusBadgeStyles } from '../shared/recipes';
import { moreLabel, splitVisible } from '../shared/visibleItems';

export interface LocationServiceLink {
  /** Service name, e.g. 'Plumbing'. */
  name: string;
  /** Service x city path, e.g. '/services/plumbing/mississauga'. */
  href: string;
}

/** The card's own words, each replaceable (another language, another market's wording). */
export interface LocationCardLabels {
  /** Heading of the key areas; the list is named '{keyAreas} in {city}'. */
  keyAreas: string;
  /** The last button's text; its accessible name is '{viewAll} in {city}'. */
  viewAll: string;
  /** The market-size badge, e.g. 'major market'. */
  market: (size: string) => string;
  /** A service button, e.g. 'Plumbing in Mississauga'. */
  serviceIn: (service: string, city: string) => string;
}

/** `LocationCard`'s default `labels`. */
export const LOCATION_CARD_LABELS: LocationCardLabels = {
  keyAreas: 'Key areas',
  viewAll: 'View All Services',
  market: (size) => `${size} market`,
  serviceIn: (service, city) => `${service} in ${city}`,
};

export interface LocationCardProps extends NavigationOptions {
  /** City name, e.g. 'Mississauga'. */
  name: string;
  /**
   * Province, shown under the city name.
   * @default 'Ontario'
   */
  province?: string;
  /** Market description for the city. */
  marketDescription: string;
  /** Market size; 'major' is highlighted. Rendered with `labels.market` ('{size} market'). */
  populationSize: 'major' | 'medium' | (string & {});
  /** Key neighbourhoods; up to three show plus '+n more'. When missing or empty, `fallbackKeyAreas` show instead. */
  keyNeighborhoods?: string[];
  /**
   * Key areas shown when the city has no `keyNeighborhoods`; up to three show plus '+n more'. An empty
   * list leaves the key areas out.
   * @default fallbackAreas(name): ['Downtown {name}', 'North {name}', 'South {name}']
   */
  fallbackKeyAreas?: string[];
  /** Services offered here; buttons go to the first three. */
  services?: LocationServiceLink[];
  /** 'View All Services' destination, e.g. '/services?location=mississauga'. */
  viewAllHref: string;
  /**
   * Heading level of the city name.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * The card's own words; any left out keep their default.
   * @default LOCATION_CARD_LABELS: 'Key areas', 'View All Services', '{size} market', '{service} in {city}'
   */
  labels?: Partial<LocationCardLabels>;
}

/** `LocationCard`'s default `fallbackKeyAreas`: Downtown, North and South of the city. */
export function fallbackAreas(city: string): string[] {
  return [`Downtown ${city}`, `North ${city}`, `South ${city}`];
}

/** A city in the Services directory's 'Service Locations' grid. */
export function LocationCard({
  name,
  province = 'Ontario',
  marketDescription,
  populationSize,
  keyNeighborhoods,
  fallbackKeyAreas,
  services = [],
  viewAllHref,
  headingLevel = 'h3',
  labels: ownLabels,
  linkAs,
  onNavigate,
}: LocationCardProps) {
  const labels = { ...LOCATION_CARD_LABELS, ...ownLabels };
  const areas = keyNeighborhoods && keyNeighborhoods.length > 0 ? keyNeighborhoods : (fallbackKeyAreas ?? fallbackAreas(name));
  const { visible, hiddenCount } = splitVisible(areas, 3);
  const more = moreLabel(hiddenCount);
  const isMajor = populationSize === 'major';
  const styles = useListingCardStyles();
  const pill = useStatusBadgeStyles();
  return (
    <Card.Root as="article" css={styles.root}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5">
            <Heading as={headingLevel} size="lg">
              {name}
            </Heading>
            <Box css={styles.meta}>
              <MapPin aria-hidden="true" size={14} />
              <Text as="span">{province}</Text>
            </Box>
          </Stack>
          <Badge
            variant={isMajor ? 'solid' : 'subtle'}
            colorPalette={isMajor ? 'brand' : 'gray'}
            css={pill}
            textTransform="capitalize"
            data-major={isMajor || undefined}
          >
            {labels.market(populationSize)}
          </Badge>
        </HStack>
        <Text css={styles.description}>
          {marketDescription}
        </Text>
        {areas.length > 0 ? (
          <Stack gap="2">
            <Text css={styles.eyebrow} color="fg.muted">
              {labels.keyAreas}
            </Text>
            <Box as="ul" css={styles.tags} aria-label={`${labels.keyAreas} in ${name}`}>
              {visible.map((area) => (
                <Badge as="li" key={area} variant="outline" css={pill}>
                  {area}
                </Badge>
              ))}
              {more ? (
                <Text as="li" textStyle="sm" color="fg.muted" fontWeight="medium">
                  {more}
                </Text>
              ) : null}
            </Box>
          </Stack>
        ) : null}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {services.slice(0, 3).map((service) => (
          <LinkButton
            key={service.href}
            href={service.href}
            linkAs={linkAs}
            onNavigate={onNavigate}
            variant="subtle"
            size="sm"
            justifyContent="space-between"
          >
            {labels.serviceIn(service.name, name)}
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        ))}
        <LinkButton href={viewAllHref} linkAs={linkAs} onNavigate={onNavigate} variant="outline" size="sm" aria-label={`${labels.viewAll} in ${name}`}>
          {labels.viewAll}
        </LinkButton>
      </Card.Footer>
    </Card.Root>
  );
}
