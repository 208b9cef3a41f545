import { Container, Heading, HStack, LinkButton, Stack, Text } from '@marketplace/design-system';
import { House, Search } from 'lucide-react';
import { Seo } from '../../app/seo/Seo';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Seo title="Page not found" noindex />
      <Stack align="center" textAlign="center" gap="5">
        <Text
          aria-hidden="true"
          fontSize={{ base: '7xl', md: '8xl' }}
          fontWeight="black"
          lineHeight="1"
          color="fg.brand"
          letterSpacing="tight"
        >
          404
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <Text as="span" srOnly>
            404:{' '}
          </Text>
          Page not found
        </Heading>
        <Text color="fg.muted" maxW="md">
          The page you are looking for may have moved or never existed. Let’s get you back on track.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <LinkButton href="/">
            <House aria-hidden="true" />
            Go to Home
          </LinkButton>
          <LinkButton href="/services" variant="outline">
            <Search aria-hidden="true" />
            Browse services
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  );
}

export default NotFoundPage;
