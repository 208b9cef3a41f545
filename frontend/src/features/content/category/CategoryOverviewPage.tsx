import { Container, Heading } from '@chakra-ui/react';
export function CategoryOverviewPage() { return <Container py="12"><Heading as="h1">CategoryOverviewPage</Heading></Container>; }
