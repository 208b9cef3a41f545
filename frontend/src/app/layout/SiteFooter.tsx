import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Separator } from '@chakra-ui/react/separator';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AppLink, NavAnchor } from '@marketplace/design-system';
import { copyrightText, FOOTER_CONTENT } from '../../data/content/site';
import { BRAND_NAME } from '../brand';

const LEGAL_PATHS = new Set(['/privacy-policy', '/terms-of-service', '/cookie-policy']);
const COMPANY_LINKS = FOOTER_CONTENT.companyLinks.filter((link) => !LEGAL_PATHS.has(link.href));
const LEGAL_LINKS = FOOTER_CONTENT.companyLinks.filter((link) => LEGAL_PATHS.has(link.href));

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
              {FOOTER_CONTENT.description}
            </Text>
            <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Follow us">
              {FOOTER_CONTENT.social.map(({ href, label }) => (
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
          <LinkColumn title="Popular Services" links={FOOTER_CONTENT.popularServices} />
          <LinkColumn title="Company" links={COMPANY_LINKS} />
          <Stack gap="3">
            <Heading as="h2" size="sm">
              What homeowners say
            </Heading>
            {FOOTER_CONTENT.quotes.map((item) => (
              <Box as="figure" key={item.name} borderStartWidth="3px" borderColor="brand.border" ps="3">
                <Text as="blockquote" textStyle="sm" color="fg.muted">
                  “{item.quote}”
                </Text>
                <Text as="figcaption" textStyle="xs" fontWeight="semibold" mt="1">
                  {item.name}, {item.location}
                </Text>
              </Box>
            ))}
          </Stack>
        </SimpleGrid>
        <Separator my="8" />
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" textStyle="sm" color="fg.muted">
          <Text>{copyrightText(year, BRAND_NAME)}</Text>
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
