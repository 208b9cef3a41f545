import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface LoadMoreProps {
  /** Whether another page exists; the button shows only then. */
  hasMore: boolean;
  /** Fetches the next page. */
  onLoadMore: () => void;
  /**
   * Spinner on the button while the next page loads.
   * @default false
   */
  loading?: boolean;
  /** How many items are listed now. */
  shownCount?: number;
  /** How many exist over all pages, when known. */
  totalCount?: number;
  /**
   * What the items are, plural, for the count line ('projects', 'messages').
   * @default 'items'
   */
  itemLabel?: string;
  /**
   * The same in the singular ('project'), for a count of one.
   * @default 'item'
   */
  itemLabelOne?: string;
  /**
   * Label of the button.
   * @default 'Load more'
   */
  label?: string;
}

/** The line under a paged list: how many are shown and a button for the next page. */
export function LoadMore({ hasMore, onLoadMore, loading = false, shownCount, totalCount, itemLabel = 'items', itemLabelOne = 'item', label = 'Load more' }: LoadMoreProps) {
  const noun = (totalCount ?? shownCount) === 1 ? itemLabelOne : itemLabel;
  const count =
    shownCount === undefined ? null : totalCount === undefined ? `Showing ${shownCount} ${noun}` : `Showing ${shownCount} of ${totalCount} ${noun}`;
  if (!hasMore && count === null) return null;
  return (
    <Stack align="center" gap="3" pt="2">
      {count ? (
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {count}
        </Text>
      ) : null}
      {hasMore ? (
        <Button variant="outline" colorPalette="gray" onClick={onLoadMore} loading={loading} loadingText="Loading…" w={{ base: 'full', sm: 'auto' }}>
          {label}
        </Button>
      ) : null}
    </Stack>
  );
}
