import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface SectionProps {
  title?: string;
  intro?: ReactNode;
  /** Alternate background for rhythm between sections. */
  tone?: 'default' | 'subtle';
  children?: ReactNode;
}

/** A page section labelled by its <h2>. */
export function Section({ title, intro, tone = 'default', children }: SectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={title ? headingId : undefined} bg={tone === 'subtle' ? 'bg.subtle' : undefined} py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        {title || intro ? (
          <Stack gap="2" mb="8" maxW="3xl">
            {title ? (
              <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="fg">
                {title}
              </Heading>
            ) : null}
            {intro ? <Text color="fg.muted">{intro}</Text> : null}
          </Stack>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
