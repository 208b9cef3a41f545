import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Separator } from '@chakra-ui/react/separator';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AppLink, NavAnchor } from '@marketplace/design-system';
import { BRAND_NAME } from '../brand';

const POPULAR_SERVICES = [
  { href: '/general-contractor', label: 'General Contracting' },
  { href: '/plumbing-services', label: 'Plumbing' },
  { href: '/electrical-services', label: 'Electrical' },
  { href: '/hvac-services', label: 'HVAC' },
  { href: '/landscaping-services', label: 'Landscaping' },
  { href: '/cleaning-services', label: 'Cleaning' },
];

const COMPANY_LINKS = [
  { href: '/about-us', label: 'About Us' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/magazine', label: 'Magazine' },
  { href: '/services', label: 'All Services' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/contractor-dashboard', label: 'For Contractors' },
];

const LEGAL_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
];

const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
];

const CUSTOMER_QUOTES = [
  { quote: 'Three quotes for our Leslieville kitchen within two days, and the contractor we picked finished a week early.', name: 'Priya S., Leslieville' },
  { quote: 'They found a licensed electrician for our knob-and-tube replacement who handled the ESA permit for us.', name: 'Mark T., The Junction' },
  { quote: 'Our furnace died in January. A TSSA-certified tech was at our Markham house the same evening.', name: 'Linda C., Markham' },
];

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <Stack as="nav" aria-label={title} gap="3">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} color="fg.muted" fontWeight="normal" textStyle="sm">
              {link.label}
            </AppLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The shared footer: who we are, social links, popular services, company links, customer quotes, copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="auto">
      <Container maxW="7xl" py={{ base: '10', md: '14' }} px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {BRAND_NAME}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              The home-improvement marketplace for Toronto and the GTA. Post your project for free, compare quotes from
              licensed and insured local contractors, and hire with confidence.
            </Text>
            <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Follow us">
              {SOCIAL_LINKS.map(({ href, label }) => (
                <li key={label}>
                  <Link
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    textStyle="xs"
                    fontWeight="medium"
                    px="3"
                    py="1"
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="full"
                    color="fg.muted"
                    _hover={{ color: 'fg.brand', borderColor: 'brand.border' }}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </HStack>
          </Stack>
          <LinkColumn title="Popular Services" links={POPULAR_SERVICES} />
          <LinkColumn title="Company" links={COMPANY_LINKS} />
          <Stack gap="3">
            <Heading as="h2" size="sm">
              What homeowners say
            </Heading>
            {CUSTOMER_QUOTES.map((item) => (
              <Box as="figure" key={item.name} borderStartWidth="3px" borderColor="brand.border" ps="3">
                <Text as="blockquote" textStyle="sm" color="fg.muted">
                  “{item.quote}”
                </Text>
                <Text as="figcaption" textStyle="xs" fontWeight="semibold" mt="1">
                  {item.name}
                </Text>
              </Box>
            ))}
          </Stack>
        </SimpleGrid>
        <Separator my="8" />
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" textStyle="sm" color="fg.muted">
          <Text>
            © {year} {BRAND_NAME}. All rights reserved.
          </Text>
          <HStack as="nav" aria-label="Legal" gap="4" wrap="wrap">
            {LEGAL_LINKS.map((link) => (
              <NavAnchor key={link.href} href={link.href}>
                {link.label}
              </NavAnchor>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
