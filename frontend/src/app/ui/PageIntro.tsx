import { Box, Container, Heading, Stack, Text } from '@marketplace/design-system';
import type { ReactNode } from 'react';

export interface PageIntroProps {
  /** Small label above the title, e.g. 'Portfolio'. */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** Buttons or figures beside the title. */
  actions?: ReactNode;
}

/** The top band of a screen: eyebrow, h1, lead text and optional actions, on a subtle brand tint. */
export function PageIntro({ eyebrow, title, description, actions }: PageIntroProps) {
  return (
    <Box bg="bg.brand" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'end' }} gap="5">
          <Stack gap="2" maxW="3xl">
            {eyebrow ? (
              <Text textStyle="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.brand">
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
              {title}
            </Heading>
            {description ? (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}
