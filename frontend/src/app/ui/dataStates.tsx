/**
 * Loading, empty and error states for the app's data views. Temporary local
 * versions until the design system exports its LoadingState / EmptyState /
 * ErrorState; the props match theirs so the switch is a one-line re-export.
 */
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ComponentType, ReactNode } from 'react';
import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';

type Icon = ComponentType<{ 'aria-hidden'?: boolean | 'true'; size?: number }>;

export function LoadingState({ label = 'Loading...' }: { label?: string; showLabel?: boolean; variant?: string; count?: number }) {
  return (
    <Stack align="center" py="12" gap="3" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label}</Text>
    </Stack>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: Icon;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3' | 'h4';
}

export function EmptyState({ title, description, icon: IconComponent = Inbox, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '16' }} px="6" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="card" bg="bg.subtle" role="status">
      <Stack color="fg.subtle">
        <IconComponent aria-hidden="true" size={40} />
      </Stack>
      <Stack gap="1" maxW="md" align="center">
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {action}
    </Stack>
  );
}

export interface ErrorStateProps {
  title?: string;
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function ErrorState({ title = 'Something went wrong', description, onRetry, retryLabel = 'Try again', isRetrying = false, action, headingLevel = 'h2' }: ErrorStateProps) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap="4" py={{ base: '8', md: '10' }} px="6" borderWidth="1px" borderColor="border.error" borderRadius="card" bg="bg.error">
      <Stack color="fg.error">
        <TriangleAlert aria-hidden="true" size={36} />
      </Stack>
      <Stack gap="1" maxW="md" align="center">
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {onRetry || action ? (
        <Stack direction="row" gap="3" wrap="wrap" justify="center">
          {onRetry ? (
            <Button onClick={onRetry} loading={isRetrying} variant="outline">
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
