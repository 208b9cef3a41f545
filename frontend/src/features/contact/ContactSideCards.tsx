import { Box, Heading, HStack, NavAnchor, Stack, Text } from '@marketplace/design-system';
import { CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { BUSINESS, CONTACT_PAGE_HOURS, CONTACT_PAGE_LOCATION } from '../../content/business';
import { WHY_CHOOSE_US } from '../../content/pages/site';

function InfoCard({ icon: Icon, title, children }: { icon: ComponentType<{ 'aria-hidden'?: 'true'; size?: number }>; title: string; children: ReactNode }) {
  return (
    <HStack as="section" align="start" gap="4" p="5" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card">
      <Box p="2.5" borderRadius="full" bg="brand.subtle" color="fg.brand" flexShrink={0}>
        <Icon aria-hidden="true" size={20} />
      </Box>
      <Stack gap="1">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {children}
      </Stack>
    </HStack>
  );
}

/** Phone, email, location, business hours and why-choose-us beside the contact form. */
export function ContactSideCards() {
  return (
    <Stack gap="4">
      <InfoCard icon={Phone} title="Phone">
        <NavAnchor href={`tel:${BUSINESS.phoneE164}`} style={{ fontWeight: 600 }}>
          {BUSINESS.phone}
        </NavAnchor>
      </InfoCard>
      <InfoCard icon={Mail} title="Email">
        <NavAnchor href={`mailto:${BUSINESS.email}`} style={{ fontWeight: 600, wordBreak: 'break-all' }}>
          {BUSINESS.email}
        </NavAnchor>
      </InfoCard>
      <InfoCard icon={MapPin} title="Location">
        <Text color="fg.muted">{CONTACT_PAGE_LOCATION}</Text>
      </InfoCard>
      <InfoCard icon={Clock} title="Business Hours">
        {CONTACT_PAGE_HOURS.map((line) => (
          <Text key={line} color="fg.muted">
            {line}
          </Text>
        ))}
      </InfoCard>
      <Stack as="section" gap="3" p="5" bg="bg.brand" borderWidth="1px" borderColor="border.muted" borderRadius="card">
        <Heading as="h2" size="sm">
          Why Choose Us?
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none">
          {WHY_CHOOSE_US.map((reason) => (
            <HStack as="li" key={reason} gap="2" align="start">
              <Box color="fg.success" mt="0.5" flexShrink={0}>
                <CheckCircle2 aria-hidden="true" size={18} />
              </Box>
              <Text textStyle="sm">{reason}</Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
