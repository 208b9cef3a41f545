import { Container, Heading } from '@chakra-ui/react';
export function AboutPage() { return <Container py="12"><Heading as="h1">AboutPage</Heading></Container>; }
