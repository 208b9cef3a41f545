import { Button, Container, Heading, HStack, LinkButton, Stack, Text } from '@marketplace/design-system';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Seo } from '../seo/Seo';

/** Shown in place of a screen that failed to load or render; the header and footer stay usable. */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Seo title="Something went wrong" noindex />
      <Stack role="alert" align="center" textAlign="center" gap="4" p={{ base: '6', md: '10' }} borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.subtle">
        <Stack color="fg.error">
          <TriangleAlert aria-hidden="true" size={40} />
        </Stack>
        <Heading as="h1" size="xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted" maxW="md">
          This page could not be shown. Please try again, or head back to the home page.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <LinkButton href="/">Go to Home</LinkButton>
        </HStack>
      </Stack>
    </Container>
  );
}
