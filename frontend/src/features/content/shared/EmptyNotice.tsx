import { Stack } from '@chakra-ui/react/stack';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyNoticeProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** Empty result of a search or filter; announced politely to screen readers. */
export function EmptyNotice({ title, description, action }: EmptyNoticeProps) {
  return (
    <Stack role="status" align="center" textAlign="center" gap="3" py="12" px="6" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="card" bg="bg.subtle">
      <SearchX size={32} aria-hidden="true" />
      <Heading as="h3" size="lg" color="fg">
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action}
    </Stack>
  );
}
