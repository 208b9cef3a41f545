import { Container, Heading } from '@chakra-ui/react';
export function ServiceDetailPage() { return <Container py="12"><Heading as="h1">ServiceDetailPage</Heading></Container>; }
