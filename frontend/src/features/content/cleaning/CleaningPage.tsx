import { Container, Heading } from '@chakra-ui/react';
export function CleaningPage() { return <Container py="12"><Heading as="h1">CleaningPage</Heading></Container>; }
