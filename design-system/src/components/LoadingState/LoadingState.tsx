import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';

export interface LoadingStateProps {
  /**
   * Announced (and optionally shown) text, e.g. 'Loading projects...'.
   * @default 'Loading...'
   */
  label?: string;
  /**
   * Show the label above the skeletons (the dashboard's 'Loading projects...').
   * @default false
   */
  showLabel?: boolean;
  /**
   * Skeleton layout matching what will appear.
   * @default 'cards'
   */
  variant?: 'cards' | 'list' | 'detail' | 'text';
  /**
   * Number of placeholder cards or rows.
   * @default 3
   */
  count?: number;
}

function CardSkeleton() {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="card" overflow="hidden" bg="bg.panel">
      <Skeleton aspectRatio="4 / 3" borderRadius="0" />
      <Stack p="5" gap="3">
        <Skeleton height="3" width="30%" />
        <Skeleton height="5" width="80%" />
        <SkeletonText noOfLines={2} />
      </Stack>
    </Box>
  );
}

function RowSkeleton() {
  return (
    <HStack gap="4" p="4" borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel">
      <SkeletonCircle size="10" />
      <Stack flex="1" gap="2">
        <Skeleton height="4" width="50%" />
        <Skeleton height="3" width="80%" />
      </Stack>
    </HStack>
  );
}

/** Skeleton placeholders shaped like the content being loaded, announced politely to screen readers. */
export function LoadingState({ label = 'Loading...', showLabel = false, variant = 'cards', count = 3 }: LoadingStateProps) {
  const items = Array.from({ length: Math.max(1, count) }, (_, index) => index);
  return (
    <Stack gap="4" role="status" aria-live="polite" aria-busy="true">
      {showLabel ? (
        <Text color="fg.muted" fontWeight="medium">
          {label}
        </Text>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
      <Box aria-hidden="true">
        {variant === 'cards' ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {items.map((index) => (
              <CardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : null}
        {variant === 'list' ? (
          <Stack gap="3">
            {items.map((index) => (
              <RowSkeleton key={index} />
            ))}
          </Stack>
        ) : null}
        {variant === 'detail' ? (
          <Stack gap="5">
            <Skeleton height="8" width="60%" />
            <HStack gap="2">
              <Skeleton height="6" width="24" borderRadius="full" />
              <Skeleton height="6" width="24" borderRadius="full" />
            </HStack>
            <Skeleton aspectRatio="16 / 7" />
            <SkeletonText noOfLines={4} />
          </Stack>
        ) : null}
        {variant === 'text' ? <SkeletonText noOfLines={count} /> : null}
      </Box>
    </Stack>
  );
}
