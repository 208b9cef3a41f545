import { Container, Heading, LinkButton, Stack, Text } from '@marketplace/design-system';
import { SearchX } from 'lucide-react';
import { Seo } from '../../../app/seo';

/** Shown for an unknown service slug. */
export function ServiceNotFound({ path }: { path: string }) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Seo title="Service Not Found" path={path} description="We couldn’t find that service. Browse every home service we offer across Toronto and the GTA." />
      <meta name="robots" content="noindex" />
      <Stack align="center" textAlign="center" gap="4">
        <SearchX size={48} aria-hidden="true" />
        <Heading as="h1" size="3xl" color="fg">
          Service Not Found
        </Heading>
        <Text color="fg.muted">The service you’re looking for doesn’t exist or may have moved. Browse our services or head back to the home page.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <LinkButton href="/" colorPalette="brand">
            Return Home
          </LinkButton>
          <LinkButton href="/services" variant="outline">
            Browse all services
          </LinkButton>
        </Stack>
      </Stack>
    </Container>
  );
}
