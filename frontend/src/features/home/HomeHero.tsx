import { Box, Container, Heading, HStack, LinkButton, SimpleGrid, Stack, Text, TrustBadge } from '@marketplace/design-system';
import { ArrowRight, MessageSquare } from 'lucide-react';
import { BUSINESS_FIGURES } from '../../content/business';
import { HOME_CONTENT } from '../../content/pages/site';
import { serviceIcon } from '../../app/content/serviceIcons';
import { figureOrWait, useSiteFigures } from '../../app/content/useSiteFigures';

const { hero, trustBadges } = HOME_CONTENT;

/** Headline, the two calls to action, trust badges and the marketplace's figures. */
export function HomeHero() {
  const figures = useSiteFigures();
  return (
    <Box as="section" aria-labelledby="home-hero-title" bgGradient="to-b" gradientFrom="bg.brand" gradientTo="bg" pt={{ base: '12', md: '20' }} pb={{ base: '12', md: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '8', md: '10' }} align="center" textAlign="center">
          <Stack gap="5" maxW="4xl" align="center">
            <Text textStyle="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.brand">
              Toronto · Mississauga · Brampton · Markham · Vaughan
            </Text>
            <Heading as="h1" id="home-hero-title" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="tight">
              {hero.title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="3xl">
              {hero.subtitle}
            </Text>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
            <LinkButton href={hero.primaryButton.href} size="xl">
              {hero.primaryButton.label}
              <ArrowRight aria-hidden="true" />
            </LinkButton>
            <LinkButton href={hero.secondaryButton.href} size="xl" variant="outline">
              <MessageSquare aria-hidden="true" />
              {hero.secondaryButton.label}
            </LinkButton>
          </Stack>
          <HStack as="ul" aria-label="Why homeowners trust us" gap={{ base: '4', md: '8' }} wrap="wrap" justify="center" listStyleType="none">
            {trustBadges.map((badge) => (
              <li key={badge.label}>
                <TrustBadge title={badge.label} icon={serviceIcon(badge.icon)} />
              </li>
            ))}
          </HStack>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" width="full" maxW="4xl" pt="4" aria-busy={figures === null}>
            {BUSINESS_FIGURES.map((figure) => (
              <Stack key={figure.label} gap="0" p="4" borderRadius="card" bg="bg.panel" borderWidth="1px" borderColor="border.muted">
                <Text as="dt" order={2} textStyle="sm" color="fg.muted">
                  {figure.label}
                </Text>
                <Text as="dd" order={1} fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="fg.brand">
                  {figureOrWait(figure.figure, figures)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
