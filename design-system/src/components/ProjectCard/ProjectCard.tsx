import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../navigation/AppLink';
import { NavAnchor } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';
import type { ProjectStatus, Urgency } from '../../theme/status';
import { FavoriteButton } from '../FavoriteButton/FavoriteButton';
import { ProjectStatusBadge } from '../ProjectStatusBadge/ProjectStatusBadge';
import { Rating } from '../Rating/Rating';
import { UrgencyBadge } from '../UrgencyBadge/UrgencyBadge';
import { useListingCardStyles } from '../shared/recipes';
import { CONTACT_FOR_QUOTE, projectPriceLabel } from './projectPrice';
import type { ProjectPriceFields } from './projectPrice';

export interface ProjectCardProps extends ProjectPriceFields, NavigationOptions {
  /** Project title, e.g. 'Leslieville Semi Kitchen Renovation'. */
  title: string;
  /** Destination of the card, e.g. '/project/3'. */
  href: string;
  /** Cover photo URL; without one the card is compact, with no cover frame (badges and the heart sit above the title). */
  imageUrl?: string;
  /** The cover photo's sizes for the browser to choose from, e.g. '/p-480.webp 480w, /p-960.webp 960w'. */
  imageSrcSet?: string;
  /** How wide the cover shows, for `imageSrcSet`, e.g. '(min-width: 62em) 380px, 100vw'. */
  imageSizes?: string;
  /**
   * Alt text of the cover photo.
   * @default '' (decorative: the title already names the project)
   */
  imageAlt?: string;
  /** Category shown above the title, e.g. 'Kitchen Renovation'. */
  category?: string;
  /** Description, or project scope when there is none (the caller picks). */
  description?: string;
  /** Contractor name; a link when `contractorHref` is given. */
  contractorName?: string;
  /** Contractor profile path, e.g. '/contractor/1'. */
  contractorHref?: string;
  /** Average rating 1-5. */
  rating?: number;
  /** Number of reviews behind the rating. */
  reviewCount?: number;
  /** Neighbourhood or city, e.g. 'Leslieville, Toronto'. */
  location?: string;
  /** Status badge (open projects on listing pages). */
  status?: ProjectStatus | (string & {});
  /** The homeowner has hired a contractor (an open project then reads 'Contractor Hired'). */
  hired?: boolean;
  /** Urgency badge for posted projects. */
  urgency?: Urgency;
  /** Whether the project is in the visitor's favourites; the heart shows only with `onToggleFavorite`. */
  isFavorite?: boolean;
  /** Toggles the favourite; the heart button is hidden when omitted. */
  onToggleFavorite?: () => void;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * Shape of the cover photo (CSS aspect-ratio).
   * @default '4 / 3'
   */
  coverAspectRatio?: string;
  /**
   * Lines of the description shown before it is cut with an ellipsis.
   * @default 2
   */
  descriptionLines?: number;
  /** More about the project, below the description (e.g. budget, timeline and quotes on a bidding board). */
  children?: ReactNode;
  /**
   * Replaces the price row at the bottom, e.g. with controls (a status menu, Edit and Delete). It sits above
   * the card's link, so its controls stay separately clickable and focusable.
   */
  footer?: ReactNode;
}

/**
 * A finished or posted project in a grid. The whole card links to the project;
 * the contractor link and the favourite heart sit above the card link so they
 * stay separately clickable and focusable.
 */
export function ProjectCard({
  title,
  href,
  imageUrl,
  imageSrcSet,
  imageSizes,
  imageAlt = '',
  category,
  description,
  contractorName,
  contractorHref,
  rating,
  reviewCount,
  location,
  status,
  hired = false,
  urgency,
  isFavorite = false,
  onToggleFavorite,
  headingLevel = 'h3',
  price,
  budget,
  homeownerBudget,
  linkAs,
  onNavigate,
  coverAspectRatio = '4 / 3',
  descriptionLines = 2,
  children,
  footer,
}: ProjectCardProps) {
  const priceLabel = projectPriceLabel({ price, budget, homeownerBudget });
  const styles = useListingCardStyles({ linked: true });
  const badges =
    status || urgency ? (
      <>
        {status ? <ProjectStatusBadge status={status} hired={hired} size="sm" bg={imageUrl ? 'bg.panel' : undefined} /> : null}
        {urgency ? <UrgencyBadge urgency={urgency} size="sm" bg={imageUrl ? 'bg.panel' : undefined} /> : null}
      </>
    ) : null;
  return (
    <LinkBox asChild>
      <Card.Root as="article" aria-label={title} css={styles.root}>
        {imageUrl ? (
          // The cover slot hides overflow: a photo of another shape is cropped to the cover's shape instead of stretching it.
          <Box css={styles.cover} aspectRatio={coverAspectRatio}>
            <Image src={imageUrl} srcSet={imageSrcSet} sizes={imageSrcSet ? imageSizes : undefined} alt={imageAlt} width="full" height="full" objectFit="cover" loading="lazy" />
            {badges ? (
              <HStack position="absolute" top="3" insetStart="3" gap="1.5" wrap="wrap">
                {badges}
              </HStack>
            ) : null}
            {onToggleFavorite ? (
              <Box position="absolute" top="2" insetEnd="2" zIndex="1">
                <FavoriteButton isFavorite={isFavorite} onToggle={onToggleFavorite} itemName={title} variant="overlay" />
              </Box>
            ) : null}
          </Box>
        ) : badges || onToggleFavorite ? (
          // No photo: no frame that says nothing; the badges and the heart take one row above the text.
          <HStack justify="space-between" align="center" gap="2" px={{ base: '4', md: '5' }} pt={{ base: '4', md: '5' }} mb="-2">
            <HStack gap="1.5" wrap="wrap">
              {badges}
            </HStack>
            {onToggleFavorite ? (
              <Box position="relative" zIndex="1">
                <FavoriteButton isFavorite={isFavorite} onToggle={onToggleFavorite} itemName={title} />
              </Box>
            ) : null}
          </HStack>
        ) : null}
        <Card.Body gap="2" p={{ base: '4', md: '5' }}>
          {category ? (
            <Text css={styles.eyebrow} color="fg.brand">
              {category}
            </Text>
          ) : null}
          <Heading as={headingLevel} size="md" lineHeight="short">
            <LinkOverlay asChild>
              <NavAnchor href={href} linkAs={linkAs} onNavigate={onNavigate}>
                {title}
              </NavAnchor>
            </LinkOverlay>
          </Heading>
          {description ? (
            <Text css={styles.description} lineClamp={descriptionLines}>
              {description}
            </Text>
          ) : null}
          {children}
          {contractorName ? (
            <Text css={styles.description}>
              by{' '}
              {contractorHref ? (
                <AppLink href={contractorHref} linkAs={linkAs} onNavigate={onNavigate} position="relative" zIndex="1">
                  {contractorName}
                </AppLink>
              ) : (
                <Text as="span" fontWeight="medium" color="fg">
                  {contractorName}
                </Text>
              )}
            </Text>
          ) : null}
          <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2" mt="auto" pt="2">
            {rating !== undefined ? <Rating value={rating} reviewCount={reviewCount} /> : null}
            {location ? (
              <Box css={styles.meta}>
                <MapPin aria-hidden="true" size={14} />
                <Text as="span">{location}</Text>
              </Box>
            ) : null}
          </Stack>
        </Card.Body>
        {footer ? (
          <Card.Footer
            position="relative"
            zIndex="1"
            flexDirection="column"
            alignItems="stretch"
            gap="3"
            px={{ base: '4', md: '5' }}
            pt="4"
            borderTopWidth="1px"
            borderColor="border.muted"
          >
            {footer}
          </Card.Footer>
        ) : (
          <Card.Footer px={{ base: '4', md: '5' }} py="3" borderTopWidth="1px" borderColor="border.muted" justifyContent="space-between">
            <Text textStyle="xs" color="fg.muted">
              {priceLabel === CONTACT_FOR_QUOTE ? 'Pricing' : 'Price'}
            </Text>
            <Text fontWeight="bold" color="fg" data-testid="project-price">
              {priceLabel}
            </Text>
          </Card.Footer>
        )}
      </Card.Root>
    </LinkBox>
  );
}
