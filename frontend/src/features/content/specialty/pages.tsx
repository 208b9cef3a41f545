import { Container, Heading } from '@chakra-ui/react';
export function MovingPage() { return <Container py="12"><Heading as="h1">MovingPage</Heading></Container>; }
export function VisualizationPage() { return <Container py="12"><Heading as="h1">VisualizationPage</Heading></Container>; }
