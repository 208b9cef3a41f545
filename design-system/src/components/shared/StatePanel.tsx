import { Heading } from '@chakra-ui/react/heading';
import { Stack, type StackProps } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ComponentType, ReactNode } from 'react';
import { IconCircle } from './primitives';

export interface StatePanelProps {
  /** `status` for quiet news (empty results), `alert` for failures. */
  role: 'status' | 'alert';
  /** Colour palette of the icon; frame styling comes from `frame`. */
  palette: 'gray' | 'red';
  frame: StackProps;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description?: ReactNode;
  headingLevel: 'h2' | 'h3' | 'h4';
  /** Actions under the text. */
  children?: ReactNode;
}

/** The shared anatomy of the empty and error states: icon, heading, description, actions. */
export function StatePanel({ role, palette, frame, icon: Icon, title, description, headingLevel, children }: StatePanelProps) {
  return (
    <Stack role={role} align="center" textAlign="center" gap="4" px="6" borderWidth="1px" borderRadius="card" {...frame}>
      <IconCircle colorPalette={palette} size="lg">
        <Icon aria-hidden="true" />
      </IconCircle>
      <Stack gap="1" maxW="md" align="center">
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
