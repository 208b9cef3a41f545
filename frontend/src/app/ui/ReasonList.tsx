import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import type { ComponentType } from 'react';

export type ReasonIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

export interface Reason {
  icon: ReasonIcon;
  title: string;
  text: string;
}

/** A titled section of reasons (an icon, a short heading and a sentence each), beside a sign-up form. */
export function ReasonList({ id, title, reasons }: { id: string; title: string; reasons: readonly Reason[] }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="5">
      <Heading as="h2" size="xl" id={id}>
        {title}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 1 }} gap="4" listStyleType="none">
        {reasons.map(({ icon: Icon, title: heading, text }) => (
          <HStack as="li" key={heading} gap="3" align="start" p="4" borderRadius="card" borderWidth="1px" borderColor="border" bg="bg.panel">
            <Box color="fg.brand" mt="0.5" flexShrink={0}>
              <Icon size={22} aria-hidden="true" />
            </Box>
            <Stack gap="1">
              <Heading as="h3" size="sm">
                {heading}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {text}
              </Text>
            </Stack>
          </HStack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
