import { Box, Container, Heading, Stack, Text } from '@marketplace/design-system';
import type { ReactNode } from 'react';

export interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Tinted band to separate neighbouring sections. @default false */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of the home page, labelled by its heading. */
export function HomeSection({ id, title, subtitle, tinted = false, children }: HomeSectionProps) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} bg={tinted ? 'bg.subtle' : undefined} py={{ base: '12', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="2" textAlign="center" align="center" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id={`${id}-title`} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {subtitle ? (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
