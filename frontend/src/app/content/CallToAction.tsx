import { Box, Container, Heading, LinkButton, Stack, Text } from '@marketplace/design-system';
import { useId } from 'react';

export interface CallToActionProps {
  title: string;
  text: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
}

/** Closing band with one or two actions (post a project, contact us). */
export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Stack bg="bg.brand" borderRadius="card" borderWidth="1px" borderColor="border.muted" p={{ base: '6', md: '10' }} gap="4" align="center" textAlign="center">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="fg">
            {title}
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            {text}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
            <LinkButton href={primary.href} size="lg" colorPalette="brand">
              {primary.label}
            </LinkButton>
            {secondary ? (
              <LinkButton href={secondary.href} size="lg" variant="outline">
                {secondary.label}
              </LinkButton>
            ) : null}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
