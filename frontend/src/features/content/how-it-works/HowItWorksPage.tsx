import { Box, Card, Heading, HStack, PageHero, Section, SimpleGrid, Stack, Text, TrustBadge } from '@marketplace/design-system';
import { CheckCircle2 } from 'lucide-react';
import { HOW_IT_WORKS_BENEFITS, HOW_IT_WORKS_CTA, HOW_IT_WORKS_FAQ, HOW_IT_WORKS_STEPS } from '../../../content/pages';
import { BRAND_NAME, Seo, faqJsonLd } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { serviceIcon } from '../../../app/content/serviceIcons';
import { Faq } from './Faq';

/** /how-it-works: three detailed steps, benefits, FAQ and Get Started. */
export function HowItWorksPage() {
  return (
    <>
      <Seo
        title="How It Works"
        description="Post your project for free, get matched with verified GTA contractors by type, location, availability and past performance, then compare quotes side by side."
        path="/how-it-works"
        jsonLd={[faqJsonLd(HOW_IT_WORKS_FAQ)]}
      />
      <PageHero tone="subtle"
        eyebrow="How it works"
        title="From idea to finished project in three steps"
        subtitle="Free for homeowners. Every contractor verified. Quotes you can actually compare."
      />
      <Section title="The Process">
        <Stack as="ol" listStyleType="none" gap="6">
          {HOW_IT_WORKS_STEPS.map((step) => (
            <li key={step.number}>
              <Card.Root borderRadius="card" boxShadow="card" bg="bg.panel">
                <Card.Body>
                  <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }}>
                    <Box
                      flexShrink={0}
                      width="14"
                      height="14"
                      borderRadius="full"
                      bg="brand.solid"
                      color="brand.contrast"
                      display="flex"
                      alignItems="center"
                      justifyContent="center"
                      fontWeight="bold"
                      fontSize="2xl"
                      aria-hidden="true"
                    >
                      {step.number}
                    </Box>
                    <Stack gap="3">
                      <Heading as="h3" size="xl" color="fg">
                        <Text as="span" srOnly>{`Step ${step.number}: `}</Text>
                        {step.title}
                      </Heading>
                      <Text color="fg.muted" textStyle="lg">
                        {step.summary}
                      </Text>
                      <Stack as="ul" listStyleType="none" gap="2">
                        {step.details.map((detail) => (
                          <HStack as="li" key={detail} align="flex-start" gap="2" color="fg">
                            <Box color="fg.brand" mt="0.5" flexShrink={0}>
                              <CheckCircle2 size={18} aria-hidden="true" />
                            </Box>
                            <Text textStyle="sm">{detail}</Text>
                          </HStack>
                        ))}
                      </Stack>
                    </Stack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </Stack>
      </Section>
      <Section title={`Why Homeowners Use ${BRAND_NAME}`} tone="subtle">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="8">
          {HOW_IT_WORKS_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <TrustBadge layout="stacked" title={benefit.title} description={benefit.description} icon={serviceIcon(benefit.icon)} colorPalette="brand" />
            </li>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Frequently Asked Questions">
        <Faq entries={HOW_IT_WORKS_FAQ} />
      </Section>
      <CallToAction title={HOW_IT_WORKS_CTA.title} text={HOW_IT_WORKS_CTA.text} primary={{ label: HOW_IT_WORKS_CTA.button, href: HOW_IT_WORKS_CTA.href }} />
    </>
  );
}
