import { Container, Heading } from '@chakra-ui/react';
export function ArticlePage() { return <Container py="12"><Heading as="h1">ArticlePage</Heading></Container>; }
