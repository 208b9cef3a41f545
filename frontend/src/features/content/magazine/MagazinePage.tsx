import { Container, Heading } from '@chakra-ui/react';
export function MagazinePage() { return <Container py="12"><Heading as="h1">MagazinePage</Heading></Container>; }
