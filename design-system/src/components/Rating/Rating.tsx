import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Star } from 'lucide-react';

export interface RatingProps {
  /** Average rating on a 1-5 scale. */
  value: number;
  /** Number of reviews behind the average; shown in brackets when given. */
  reviewCount?: number;
  /**
   * Star size.
   * @default 'sm'
   */
  size?: 'sm' | 'md';
  /**
   * Show the numeric value beside the stars.
   * @default true
   */
  showValue?: boolean;
}

/** Read-only star rating announced as one phrase ("Rated 4.8 out of 5 from 127 reviews"). */
export function Rating({ value, reviewCount, size = 'sm', showValue = true }: RatingProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const rounded = Math.round(clamped * 10) / 10;
  const label = `Rated ${rounded} out of 5${reviewCount !== undefined ? ` from ${reviewCount} review${reviewCount === 1 ? '' : 's'}` : ''}`;
  const px = size === 'sm' ? 14 : 18;
  return (
    <HStack gap="1" role="img" aria-label={label} color="rating">
      <HStack gap="0.5" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} size={px} fill={clamped >= n - 0.25 ? 'currentColor' : 'none'} strokeWidth={1.75} />
        ))}
      </HStack>
      {showValue ? (
        <Text as="span" aria-hidden="true" textStyle={size === 'sm' ? 'sm' : 'md'} fontWeight="semibold" color="fg">
          {rounded.toFixed(1)}
          {reviewCount !== undefined ? (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              ({reviewCount})
            </Text>
          ) : null}
        </Text>
      ) : null}
    </HStack>
  );
}
