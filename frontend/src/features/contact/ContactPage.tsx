import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';

export function ContactPage() {
  return (
    <Container maxW="4xl" py="16">
      <Heading as="h1">ContactPage</Heading>
    </Container>
  );
}
