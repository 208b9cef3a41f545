import { Container, Heading } from '@chakra-ui/react';
export function ServicesDirectoryPage() { return <Container py="12"><Heading as="h1">ServicesDirectoryPage</Heading></Container>; }
