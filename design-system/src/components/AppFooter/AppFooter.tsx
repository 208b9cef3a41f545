import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { House, Mail, MapPin, Phone } from 'lucide-react';
import { AppLink } from '../../navigation/AppLink';
import { useNavigation } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';
import { InverseSurface } from '../shared/InverseSurface';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterQuote {
  quote: string;
  name: string;
  location?: string;
  rating?: number;
}

export interface AppFooterProps extends NavigationOptions {
  /**
   * Product name.
   * @default 'GTA Home Marketplace'
   */
  brandName?: string;
  /** One-paragraph description of the marketplace. */
  description?: string;
  /** Social profiles (external URLs open in a new tab). */
  socialLinks?: FooterLink[];
  /** Popular services column. */
  popularServices?: FooterLink[];
  /** Company column (About us, How It Works, Magazine, legal pages). */
  companyLinks?: FooterLink[];
  /** Three customer quotes. */
  quotes?: FooterQuote[];
  /** Phone shown in the contact line. */
  phone?: string;
  /** Email shown in the contact line. */
  email?: string;
  /**
   * Year in the copyright line.
   * @default the current year
   */
  year?: number;
}

const DEFAULTS = {
  description:
    'The home-improvement marketplace for Toronto and the GTA: browse finished work, post your renovation for free and compare quotes from 5,000+ verified local contractors.',
  socialLinks: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
  ],
  popularServices: [
    { label: 'Plumbing', href: '/services/plumbing' },
    { label: 'Electrical', href: '/services/electrician' },
    { label: 'HVAC & Airduct', href: '/services/hvac' },
    { label: 'Renovation', href: '/services/renovation' },
    { label: 'Cleaning', href: '/services/cleaning' },
  ],
  companyLinks: [
    { label: 'About us', href: '/about-us' },
    { label: 'How It Works', href: '/how-it-works' },
    { label: 'Magazine', href: '/magazine' },
    { label: 'Contact Us', href: '/contact' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
    { label: 'Cookie Policy', href: '/cookie-policy' },
  ],
  quotes: [
    { quote: 'Three bids in a day and our basement in East York was finished two weeks early.', name: 'Priya S.', location: 'East York', rating: 5 },
    { quote: 'The electrician pulled the ESA permit and upgraded our panel in one visit.', name: 'Marco D.', location: 'Woodbridge', rating: 5 },
    { quote: 'Clear quotes in CAD, no surprises, and a crew that cleaned up every evening.', name: 'Aisha K.', location: 'Port Credit', rating: 5 },
  ],
} satisfies Partial<AppFooterProps>;

function LinkColumn({ title, links, navigation }: { title: string; links: FooterLink[]; navigation: NavigationOptions }) {
  const headingId = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="nav" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="sm" color="fg">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} linkAs={navigation.linkAs} onNavigate={navigation.onNavigate} color="fg.muted" fontWeight="normal" textStyle="sm" _hover={{ color: 'fg' }}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Site footer: description, social links, popular services, company links, three customer quotes and the copyright year. */
export function AppFooter({
  brandName = 'GTA Home Marketplace',
  description = DEFAULTS.description,
  socialLinks = DEFAULTS.socialLinks,
  popularServices = DEFAULTS.popularServices,
  companyLinks = DEFAULTS.companyLinks,
  quotes = DEFAULTS.quotes,
  phone = '(416) 555-0199',
  email = 'hello@gtahomemarketplace.ca',
  year = new Date().getFullYear(),
  linkAs,
  onNavigate,
}: AppFooterProps) {
  const navigation = useNavigation({ linkAs, onNavigate });
  return (
    <InverseSurface as="footer" pt={{ base: '12', md: '16' }} pb="8" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="12">
          <Box as="section" aria-label="What our customers say">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {quotes.slice(0, 3).map((quote) => (
                <TestimonialCard key={quote.name} quote={quote.quote} name={quote.name} location={quote.location} rating={quote.rating} />
              ))}
            </SimpleGrid>
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
            <Stack gap="4">
              <HStack gap="2" fontWeight="bold" textStyle="lg">
                <Box as="span" display="inline-flex" p="1.5" borderRadius="l2" bg="brand.solid" color="brand.contrast">
                  <House aria-hidden="true" size={18} />
                </Box>
                <Text as="span">{brandName}</Text>
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {description}
              </Text>
              <Stack gap="1.5" textStyle="sm" color="fg.muted">
                <HStack gap="2">
                  <Phone aria-hidden="true" size={14} />
                  <AppLink href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="fg.muted" fontWeight="normal">
                    {phone}
                  </AppLink>
                </HStack>
                <HStack gap="2">
                  <Mail aria-hidden="true" size={14} />
                  <AppLink href={`mailto:${email}`} color="fg.muted" fontWeight="normal">
                    {email}
                  </AppLink>
                </HStack>
                <HStack gap="2">
                  <MapPin aria-hidden="true" size={14} />
                  <Text as="span">Toronto, Ontario</Text>
                </HStack>
              </Stack>
            </Stack>
            <LinkColumn title="Popular Services" links={popularServices} navigation={navigation} />
            <LinkColumn title="Company" links={companyLinks} navigation={navigation} />
            <Stack as="nav" aria-labelledby="footer-follow-us" gap="3">
              <Heading as="h2" id="footer-follow-us" size="sm">
                Follow Us
              </Heading>
              <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <AppLink
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      display="inline-flex"
                      px="3"
                      py="1.5"
                      borderWidth="1px"
                      borderColor="border"
                      borderRadius="full"
                      textStyle="sm"
                      color="fg"
                      fontWeight="normal"
                      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    >
                      {link.label}
                      <Text as="span" srOnly>
                        {' '}
                        (opens in a new tab)
                      </Text>
                    </AppLink>
                  </li>
                ))}
              </HStack>
            </Stack>
          </SimpleGrid>
          <Separator borderColor="border" />
          <Text textStyle="sm" color="fg.muted" textAlign="center">
            © {year} {brandName}. All rights reserved. Serving Toronto, Mississauga, Brampton, Markham, Vaughan and Richmond Hill.
          </Text>
        </Stack>
      </Container>
    </InverseSurface>
  );
}
