import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Inbox } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { IconCircle } from '../shared/primitives';

export interface EmptyStateProps {
  /** Headline, e.g. 'No favorites yet'. */
  title: string;
  /** Helpful next step, e.g. 'Try adjusting your search terms or filters.'. */
  description?: ReactNode;
  /**
   * Lucide icon component.
   * @default Inbox
   */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** Call to action, e.g. a `LinkButton` to '/projects' ('Browse Projects'). */
  action?: ReactNode;
  /**
   * Heading level of the title.
   * @default 'h2'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** The 'nothing here' state of any list or search result. */
export function EmptyState({ title, description, icon: Icon = Inbox, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      py={{ base: '10', md: '16' }}
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="card"
      bg="bg.subtle"
      role="status"
    >
      <IconCircle colorPalette="gray" size="lg">
        <Icon aria-hidden="true" />
      </IconCircle>
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
