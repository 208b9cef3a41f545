import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { House, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
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

export interface FooterLinkGroup {
  /** Column heading, which also names its navigation landmark. */
  title: string;
  links: FooterLink[];
}

export interface FooterContact {
  /** Display form; the tel: link keeps only digits and '+'. */
  phone?: string;
  email?: string;
  /** Plain text, e.g. a city and province. */
  location?: string;
}

export interface AppFooterProps extends NavigationOptions {
  /** Product name beside the logo mark. */
  brandName: string;
  /** One-paragraph description under the brand. */
  description: string;
  /** Phone, e-mail and location lines under the description. */
  contact?: FooterContact;
  /** Link columns (e.g. popular services, company pages), in order. */
  linkGroups?: FooterLinkGroup[];
  /** Social profiles, shown as pills that open in a new tab. */
  social?: FooterLinkGroup;
  /** Customer quotes above the columns (the first three show). */
  quotes?: FooterQuote[];
  /**
   * Accessible name of the quotes section.
   * @default 'What our customers say'
   */
  quotesLabel?: string;
  /** The closing line, e.g. '© 2026 Brand. All rights reserved.' */
  copyright: string;
}

/** One contact line: an icon and a tel:/mailto: link, or plain text without `href`. */
function ContactLine({ icon, href, text }: { icon: ReactNode; href?: string; text: string }) {
  return (
    <HStack gap="2">
      {icon}
      {href ? (
        <AppLink href={href} color="fg.muted" fontWeight="normal">
          {text}
        </AppLink>
      ) : (
        <Text as="span">{text}</Text>
      )}
    </HStack>
  );
}

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

/**
 * The footer starts below the fold on every page: the browser skips its style, layout and paint
 * until it scrolls near (it stays in the accessibility tree and in find-in-page). The sizes are its
 * measured heights at each breakpoint, so the scrollbar barely moves when it renders; `auto` then
 * remembers the real one.
 */
const OFFSCREEN_UNTIL_NEAR = {
  contentVisibility: 'auto',
  containIntrinsicSize: { base: 'auto 1900px', md: 'auto 1100px', lg: 'auto 780px' },
} as const;

/** Site footer: customer quotes, brand, description and contact lines, link columns, social links and a closing line; all content comes from the app. */
export function AppFooter({
  brandName,
  description,
  contact = {},
  linkGroups = [],
  social,
  quotes = [],
  quotesLabel = 'What our customers say',
  copyright,
  linkAs,
  onNavigate,
}: AppFooterProps) {
  const navigation = useNavigation({ linkAs, onNavigate });
  return (
    <InverseSurface as="footer" pt={{ base: '12', md: '16' }} pb="8" mt="auto" css={OFFSCREEN_UNTIL_NEAR}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="12">
          {quotes.length > 0 ? (
            <Box as="section" aria-label={quotesLabel}>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                {quotes.slice(0, 3).map((quote) => (
                  <TestimonialCard key={quote.name} quote={quote.quote} name={quote.name} location={quote.location} rating={quote.rating} />
                ))}
              </SimpleGrid>
            </Box>
          ) : null}
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
                {contact.phone ? (
                  <ContactLine icon={<Phone aria-hidden="true" size={14} />} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} text={contact.phone} />
                ) : null}
                {contact.email ? <ContactLine icon={<Mail aria-hidden="true" size={14} />} href={`mailto:${contact.email}`} text={contact.email} /> : null}
                {contact.location ? <ContactLine icon={<MapPin aria-hidden="true" size={14} />} text={contact.location} /> : null}
              </Stack>
            </Stack>
            {linkGroups.map((group) => (
              <LinkColumn key={group.title} title={group.title} links={group.links} navigation={navigation} />
            ))}
            {social ? (
              <Stack as="nav" aria-labelledby="footer-social" gap="3">
                <Heading as="h2" id="footer-social" size="sm">
                  {social.title}
                </Heading>
                <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
                  {social.links.map((link) => (
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
            ) : null}
          </SimpleGrid>
          <Separator borderColor="border" />
          <Text textStyle="sm" color="fg.muted" textAlign="center">
            {copyright}
          </Text>
        </Stack>
      </Container>
    </InverseSurface>
  );
}
