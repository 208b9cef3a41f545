import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { RefreshCw, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatePanel } from '../shared/StatePanel';

export interface ErrorStateProps {
  /**
   * Headline.
   * @default 'Something went wrong'
   */
  title?: string;
  /** What failed, in plain words, e.g. 'Failed to fetch projects'. */
  description?: ReactNode;
  /** Retry handler; the retry button shows only when given. */
  onRetry?: () => void;
  /**
   * Label of the retry button.
   * @default 'Try again'
   */
  retryLabel?: string;
  /**
   * Shows a spinner on the retry button while retrying.
   * @default false
   */
  isRetrying?: boolean;
  /** Extra actions beside retry (e.g. a link home). */
  action?: ReactNode;
  /**
   * Heading level of the title.
   * @default 'h2'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A failed data view with an optional retry, announced as an alert. */
export function ErrorState({
  title = 'Something went wrong',
  description,
  onRetry,
  retryLabel = 'Try again',
  isRetrying = false,
  action,
  headingLevel = 'h2',
}: ErrorStateProps) {
  return (
    <StatePanel
      role="alert"
      palette="red"
      frame={{ py: { base: '10', md: '14' }, borderColor: 'red.muted', bg: 'red.subtle/40' }}
      icon={TriangleExclamationPoint}
      title={title}
      description={description}
      headingLevel={headingLevel}
    >
      {onRetry || action ? (
        <Stack direction="row" gap="3" wrap="wrap" justify="center">
          {onRetry ? (
            <Button onClick={onRetry} loading={isRetrying} loadingText="Retrying…">
              <RefreshCw aria-hidden="true" />
              {retryLabel}
            </Button>
          ) : null}
          {action}
        </Stack>
      ) : null}
    </StatePanel>
  );
}
