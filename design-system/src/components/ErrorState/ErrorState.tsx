import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RefreshCw, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCircle } from '../shared/primitives';

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
    <Stack
      role="alert"
      align="center"
      textAlign="center"
      gap="4"
      py={{ base: '10', md: '14' }}
      px="6"
      borderWidth="1px"
      borderColor="red.muted"
      borderRadius="card"
      bg="red.subtle/40"
    >
      <IconCircle colorPalette="red" size="lg">
        <TriangleExclamationPoint aria-hidden="true" />
      </IconCircle>
      <Stack gap="1" maxW="md" align="center">
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
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
    </Stack>
  );
}
