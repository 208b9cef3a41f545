import { Container, Heading } from '@chakra-ui/react';
export function GeneralContractorPage() { return <Container py="12"><Heading as="h1">GeneralContractorPage</Heading></Container>; }
export function PlumbingPage() { return <Container py="12"><Heading as="h1">PlumbingPage</Heading></Container>; }
export function ElectricalPage() { return <Container py="12"><Heading as="h1">ElectricalPage</Heading></Container>; }
export function HvacPage() { return <Container py="12"><Heading as="h1">HvacPage</Heading></Container>; }
export function LandscapingPage() { return <Container py="12"><Heading as="h1">LandscapingPage</Heading></Container>; }
