import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowRight, Clock, ShieldCheck, Siren, Wrench } from 'lucide-react';
import type { ComponentType } from 'react';
import { LinkButton } from '../../navigation/AppLink';
import type { NavigationOptions } from '../../navigation/navigation';
import { IconCircle } from '../shared/primitives';
import { useListingCardStyles, useStatusBadgeStyles } from '../shared/recipes';
import { moreLabel, splitVisible } from '../shared/visibleItems';

/**
 * Each key service's tick: Lucide's check drawn by one CSS rule (a mask over the success colour)
 * instead of four elements and an SVG per line. The services directory lists 57 of them: 228 of its
 * 1,340 elements and 17 KB of its HTML went, and as many icon components from its hydration. It
 * keeps its colour in forced-colours mode, where a background would otherwise be dropped.
 */
const CHECK_BULLET = {
  content: '""',
  position: 'absolute',
  insetStart: '0',
  top: '1px',
  boxSize: '14px',
  bg: 'fg.success',
  maskImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E\")",
  maskSize: '100%',
  maskRepeat: 'no-repeat',
  forcedColorAdjust: 'none',
} as const;

export interface ServiceCardProps extends NavigationOptions {
  /** Service name, e.g. 'Plumbing'. */
  name: string;
  /** One-paragraph description. */
  description: string;
  /** Service detail path, e.g. '/services/plumbing'. */
  href: string;
  /**
   * Lucide icon component (the catalogue's icon name resolved by the app).
   * @default Wrench
   */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** Shows the '24/7' badge. */
  emergencyAvailable?: boolean;
  /** Shows the 'Licensed' badge (e.g. ESA, TSSA or municipal licence required). */
  certificationRequired?: boolean;
  /** Typical timeline, e.g. '1-3 days'. */
  averageTimeframe?: string;
  /** Popularity rank in the catalogue. */
  popularityRank?: number;
  /** Key services; the first three show, the rest are counted as '+n more'. */
  keyServices?: string[];
  /**
   * How many key services to list.
   * @default 3
   */
  maxKeyServices?: number;
  /**
   * Heading level of the name.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A service in the Services directory grid. */
export function ServiceCard({
  name,
  description,
  href,
  icon: Icon = Wrench,
  emergencyAvailable = false,
  certificationRequired = false,
  averageTimeframe,
  popularityRank,
  keyServices = [],
  maxKeyServices = 3,
  headingLevel = 'h3',
  linkAs,
  onNavigate,
}: ServiceCardProps) {
  const { visible, hiddenCount } = splitVisible(keyServices, maxKeyServices);
  const more = moreLabel(hiddenCount);
  const styles = useListingCardStyles();
  const pill = useStatusBadgeStyles();
  return (
    <Card.Root as="article" css={styles.root}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start">
          <IconCircle colorPalette="brand" size="lg">
            <Icon aria-hidden="true" />
          </IconCircle>
          <HStack gap="1.5" wrap="wrap" justify="flex-end">
            {emergencyAvailable ? (
              <Badge colorPalette="red" variant="subtle" css={pill}>
                <Siren aria-hidden="true" size={12} />
                24/7
              </Badge>
            ) : null}
            {certificationRequired ? (
              <Badge colorPalette="green" variant="subtle" css={pill}>
                <ShieldCheck aria-hidden="true" size={12} />
                Licensed
              </Badge>
            ) : null}
          </HStack>
        </HStack>
        <Stack gap="2">
          <Heading as={headingLevel} size="lg">
            {name}
          </Heading>
          <Text css={styles.description}>
            {description}
          </Text>
        </Stack>
        <Stack gap="1" textStyle="sm">
          {averageTimeframe ? (
            <HStack gap="1.5" color="fg.muted">
              <Clock aria-hidden="true" size={14} />
              <Text as="span">
                Typical timeline: <Text as="span" color="fg" fontWeight="medium">{averageTimeframe}</Text>
              </Text>
            </HStack>
          ) : null}
          {popularityRank !== undefined ? (
            <Text color="fg.muted">Popularity rank: #{popularityRank}</Text>
          ) : null}
        </Stack>
        {visible.length > 0 ? (
          <Stack as="ul" gap="1.5" listStyleType="none" textStyle="sm" aria-label={`${name} key services`}>
            {visible.map((service) => (
              <Box as="li" key={service} position="relative" ps="22px" _before={CHECK_BULLET}>
                {service}
              </Box>
            ))}
            {more ? (
              <Text as="li" color="fg.muted" fontWeight="medium" ps="6">
                {more}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <LinkButton href={href} linkAs={linkAs} onNavigate={onNavigate} variant="outline" width="full" aria-label={`View Service Details: ${name}`}>
          View Service Details
          <ArrowRight aria-hidden="true" />
        </LinkButton>
      </Card.Footer>
    </Card.Root>
  );
}
