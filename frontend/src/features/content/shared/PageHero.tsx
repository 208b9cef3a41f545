import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The tinted band that opens every content page, with the page's only <h1>. */
export function PageHero({ title, subtitle, eyebrow, children }: PageHeroProps) {
  return (
    <Box as="section" bg="bg.brand" borderBottomWidth="1px" borderColor="border.muted" py={{ base: '10', md: '16' }}>
      <Container maxW="6xl">
        <Stack gap="4" maxW="3xl">
          {eyebrow ? (
            <Text textStyle="sm" fontWeight="semibold" color="fg.brand" textTransform="uppercase" letterSpacing="wide">
              {eyebrow}
            </Text>
          ) : null}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" color="fg">
            {title}
          </Heading>
          {subtitle ? (
            <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children ? <Box mt="8">{children}</Box> : null}
      </Container>
    </Box>
  );
}
