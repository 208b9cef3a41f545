import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Quote } from 'lucide-react';
import { useState } from 'react';
import { Rating } from '../Rating/Rating';

export interface TestimonialCardProps {
  /** The customer's words (without quotation marks). */
  quote: string;
  /** Customer name, e.g. 'Priya S.'. */
  name: string;
  /** Neighbourhood or city, e.g. 'The Beaches, Toronto'. */
  location?: string;
  /** Project the quote is about, e.g. 'Basement finishing'. */
  project?: string;
  /** Rating 1-5 given by the customer. */
  rating?: number;
  /** Customer photo URL; initials show when absent. */
  imageUrl?: string;
  /**
   * 'card' on plain surfaces; 'onBrand' inside dark/brand bands such as the footer.
   * @default 'card'
   */
  variant?: 'card' | 'onBrand';
}

/**
 * The customer's photo in a circle, over their initials, which show when there is no photo or it
 * fails to load. (A plain element rather than Chakra's Avatar: the footer shows these cards on
 * every page, and the Avatar's state machine is weight every page would carry.)
 */
function CustomerBadge({ initials, imageUrl }: { initials: string; imageUrl?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      position="relative"
      flexShrink="0"
      boxSize="9"
      borderRadius="full"
      overflow="hidden"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      bg="brand.muted"
      color="brand.fg"
      textStyle="sm"
      fontWeight="medium"
      aria-hidden="true"
    >
      {initials}
      {imageUrl && !failed ? (
        <Box asChild position="absolute" inset="0" boxSize="full" objectFit="cover">
          <img src={imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
        </Box>
      ) : null}
    </Box>
  );
}

/** A customer quote, as a `figure` with `blockquote` and `figcaption`. */
export function TestimonialCard({ quote, name, location, project, rating, imageUrl, variant = 'card' }: TestimonialCardProps) {
  const onBrand = variant === 'onBrand';
  const initials = name
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase())
    .join('')
    .slice(0, 2);
  return (
    <Card.Root
      asChild
      borderRadius="card"
      boxShadow={onBrand ? 'none' : 'card'}
      bg={onBrand ? 'whiteAlpha.100' : 'bg.panel'}
      borderColor={onBrand ? 'whiteAlpha.200' : 'border'}
      color={onBrand ? 'white' : 'fg'}
      height="full"
    >
      <figure>
        <Card.Body gap="3">
          <HStack justify="space-between">
            <Text as="span" color={onBrand ? 'brand.200' : 'brand.solid'}>
              <Quote aria-hidden="true" size={24} />
            </Text>
            {rating !== undefined ? <Rating value={rating} showValue={false} /> : null}
          </HStack>
          <Text as="blockquote" textStyle="md" fontStyle="italic" lineHeight="tall">
            “{quote}”
          </Text>
        </Card.Body>
        <Card.Footer asChild>
          <figcaption>
            <HStack gap="3">
              <CustomerBadge initials={initials} imageUrl={imageUrl} />
              <Stack gap="0">
                <Text fontWeight="semibold" textStyle="sm">
                  {name}
                </Text>
                {location || project ? (
                  <Text textStyle="xs" color={onBrand ? 'gray.300' : 'fg.muted'}>
                    {[project, location].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
              </Stack>
            </HStack>
          </figcaption>
        </Card.Footer>
      </figure>
    </Card.Root>
  );
}
