import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

/** Placeholder created by the app shell so the route resolves; the screen's owner replaces this file. */
export default function PlaceholderPage() {
  return (
    <Container maxW="4xl" py="16">
      <Heading as="h1" size="2xl">
        Project Details
      </Heading>
      <Text mt="3" color="fg.muted">
        This screen is coming soon.
      </Text>
    </Container>
  );
}
