import { Box, Container, Heading, HStack, LinkButton, NavAnchor, ProcessStep, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { ArrowRight, Mail, MapPin, Phone } from 'lucide-react';
import { BUSINESS } from '../../content/business';
import { HOME_CONTENT } from '../../content/pages/site';
import { TAGLINE } from '../../app/brand';
import { ServerHtml } from '../../app/layout/ServerHtml';
import { Seo, businessJsonLd } from '../../app/seo';
import { serviceIcon } from '../../app/content/serviceIcons';
import { SampleListingView, SampleProjectGrid } from '../../app/content/SampleProjectCard';
import { useShowcaseListing } from '../../app/content/useShowcaseListing';
import { FEATURED_SAMPLES } from './featured';
import { HomeHero } from './HomeHero';
import { HomeSection } from './HomeSection';
import { ServicesGrid } from './ServicesGrid';

const { featuredServices, servicesGrid, recentWork, howItWorks, closingCta } = HOME_CONTENT;

/** "Our Recent Work": the first featured samples, as many as the home page shows (3). */
function RecentWork() {
  const listing = useShowcaseListing(FEATURED_SAMPLES);
  return (
    <SampleListingView listing={listing} noun="recent projects">
      {(projects) => <SampleProjectGrid projects={projects.slice(0, recentWork.maxProjects)} />}
    </SampleListingView>
  );
}

function FeaturedServices() {
  return (
    <HomeSection id="featured-services" title={featuredServices.title} subtitle={featuredServices.subtitle} tinted>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl" mx="auto">
        {featuredServices.buttons.map((service) => {
          const Icon = serviceIcon(service.icon);
          return (
            <LinkButton key={service.href} href={service.href} size="2xl" variant="surface" justifyContent="space-between" height="auto" py="5" whiteSpace="normal" textAlign="start">
              <HStack gap="3">
                <Box as="span" display="inline-flex" p="2.5" borderRadius="full" bg="brand.solid" color="brand.contrast">
                  <Icon aria-hidden="true" />
                </Box>
                <Text as="span" fontWeight="semibold">
                  {service.label}
                </Text>
              </HStack>
              <ArrowRight aria-hidden="true" />
            </LinkButton>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
}

function ClosingCta() {
  const contacts = [
    { icon: Phone, label: 'Call us', value: closingCta.phone, href: `tel:${BUSINESS.phoneE164}` },
    { icon: Mail, label: 'Email us', value: closingCta.email, href: `mailto:${closingCta.email}` },
    { icon: MapPin, label: 'Visit us', value: closingCta.location },
  ];
  return (
    <Box as="section" aria-labelledby="closing-cta-title" bg="brand.solid" color="brand.contrast" py={{ base: '12', md: '20' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <Stack gap="8" align="center" textAlign="center">
          <Stack gap="3" align="center">
            <Heading as="h2" id="closing-cta-title" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
              {closingCta.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" opacity={0.92}>
              {closingCta.text}
            </Text>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <LinkButton href="/post-project" size="xl" bg="brand.contrast" color="brand.solid" _hover={{ opacity: 0.92 }}>
              Get Free Quote
            </LinkButton>
            <LinkButton href="/contact" size="xl" variant="outline" borderColor="brand.contrast" color="brand.contrast" _hover={{ bg: 'transparent', opacity: 0.85 }}>
              Contact Us
            </LinkButton>
          </Stack>
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" width="full" listStyleType="none">
            {contacts.map(({ icon: Icon, label, value, href }) => (
              <Stack as="li" key={label} align="center" gap="1">
                <Icon aria-hidden="true" />
                <Text textStyle="sm" opacity={0.85}>
                  {label}
                </Text>
                {href ? (
                  <NavAnchor href={href} style={{ fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: '3px' }}>
                    {value}
                  </NavAnchor>
                ) : (
                  <Text fontWeight="semibold">{value}</Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}

/** / : the storefront. */
export function HomePage() {
  return (
    <>
      <Seo title={TAGLINE} path="/" jsonLd={[businessJsonLd()]} />
      <HomeHero />
      {/* Sections of links and text are kept as the server sent them (ServerHtml): only the figures, the
          services' Show all, the favourites and the header start on the phone. */}
      <ServerHtml name="home-featured-services">
        <FeaturedServices />
      </ServerHtml>
      <HomeSection id="our-services" title={servicesGrid.title} subtitle={servicesGrid.subtitle}>
        <ServicesGrid />
      </HomeSection>
      <HomeSection id="recent-work" title={recentWork.title} subtitle={recentWork.subtitle} tinted>
        <Stack gap="8" align="center">
          <Box width="full">
            <RecentWork />
          </Box>
          <LinkButton href={recentWork.button.href} variant="outline" size="lg">
            {recentWork.button.label}
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        </Stack>
      </HomeSection>
      <ServerHtml name="home-closing">
        <HomeSection id="how-it-works" title={howItWorks.title} subtitle="Three simple steps from idea to finished project.">
          <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
            {howItWorks.steps.map((step) => (
              <li key={step.number}>
                <ProcessStep step={step.number} title={step.title} description={step.description} />
              </li>
            ))}
          </SimpleGrid>
        </HomeSection>
        <ClosingCta />
      </ServerHtml>
    </>
  );
}
