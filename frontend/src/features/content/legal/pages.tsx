import { Container, Heading } from '@chakra-ui/react';
export function PrivacyPolicyPage() { return <Container py="12"><Heading as="h1">PrivacyPolicyPage</Heading></Container>; }
export function TermsOfServicePage() { return <Container py="12"><Heading as="h1">TermsOfServicePage</Heading></Container>; }
export function CookiePolicyPage() { return <Container py="12"><Heading as="h1">CookiePolicyPage</Heading></Container>; }
