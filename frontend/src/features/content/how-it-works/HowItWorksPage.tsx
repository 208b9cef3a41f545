import { Container, Heading } from '@chakra-ui/react';
export function HowItWorksPage() { return <Container py="12"><Heading as="h1">HowItWorksPage</Heading></Container>; }
