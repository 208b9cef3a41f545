import { AppLink, Box, Button, Container, PageHero, Stack, Text } from '@marketplace/design-system';
import { Form, Formik } from 'formik';
import { BadgeCheck, CircleDollarSign, HardHat, MapPinned, ShieldCheck } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { FocusFirstError, FormPanel, FormikTextField } from '../../forms';
import { ReasonList, type Reason } from '../../app/ui/ReasonList';
import { Seo } from '../../app/seo/Seo';

import { LinkSentPanel } from './CheckInboxPanel';
import { useSignUpContractor } from './mutations/useSignUpContractor';
import { contractorJoinSchema, initialContractorJoinValues } from './schema';
import type { ContractorJoinValues } from './schema';
import { useLinkRequest } from './useLinkRequest';

/** Why contractors join: what the marketplace offers and what GTA homeowners look for. */
export const JOIN_REASONS: Reason[] = [
  {
    icon: CircleDollarSign,
    title: 'Free to bid',
    text: 'No lead fees, no subscription and no commission on the jobs you win. Send as many proposals as you like.',
  },
  {
    icon: MapPinned,
    title: 'Real projects across the GTA',
    text: 'Homeowners in Toronto, Mississauga, Brampton, Markham, Vaughan and beyond post kitchens, basements, decks, HVAC and electrical work, each confirmed by e-mail before it is listed.',
  },
  {
    icon: ShieldCheck,
    title: 'Show your WSIB clearance',
    text: 'Homeowners increasingly ask for a WSIB clearance certificate and liability insurance. Mention yours in every proposal: it sets you apart from uninsured bids.',
  },
  {
    icon: BadgeCheck,
    title: 'Licensed trades stand out',
    text: 'Electrical work in Ontario needs an ECRA/ESA-licensed electrical contractor, and gas and fuel appliances a TSSA-registered contractor. Say so up front and win the jobs others cannot take.',
  },
];

/**
 * Route `/contractors/join`: a contractor creates an account with their business name, e-mail and
 * optional phone; a link e-mailed to them confirms the address and signs them in. The answer is
 * the same whether or not the address already has an account.
 */
export function ContractorJoinPage() {
  const signUp = useSignUpContractor();
  const formRef = useRef<HTMLFormElement>(null);
  const request = useCallback(
    (values: ContractorJoinValues) => {
      const phone = values.phone.trim();
      return signUp({ businessName: values.businessName.trim(), email: values.email.trim(), phone: phone === '' ? null : phone });
    },
    [signUp],
  );
  const flow = useLinkRequest(request);

  return (
    <>
      <Seo
        title="Join as a contractor"
        description="Create a free contractor account and bid on renovation, repair and installation projects posted by homeowners across Toronto and the GTA."
        path="/contractors/join"
      />
      <PageHero size="md" tone="subtle"
        eyebrow="For Contractors"
        title="Join as a contractor"
        subtitle="Bid on projects posted by homeowners across Toronto and the GTA. Free to join, free to bid."
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <Stack gap="5">
            {flow.sentFor ? (
              <LinkSentPanel flow={flow} />
            ) : (
              <Formik<ContractorJoinValues>
                initialValues={initialContractorJoinValues}
                validationSchema={contractorJoinSchema}
                onSubmit={flow.submit}
              >
                {({ isSubmitting, status }) => (
                  <Form ref={formRef} noValidate aria-label="Contractor sign-up">
                    <FocusFirstError formRef={formRef} />
                    <FormPanel icon={<HardHat aria-hidden="true" />} title="Create your contractor account" status={status}>
                      <FormikTextField name="businessName" label="Business name" required autoComplete="organization" disabled={isSubmitting} />
                      <FormikTextField
                        name="email"
                        label="E-mail"
                        type="email"
                        required
                        autoComplete="email"
                        inputMode="email"
                        helpText="We send a link here to confirm it. Homeowners see it only on projects you bid on."
                        disabled={isSubmitting}
                      />
                      <FormikTextField
                        name="phone"
                        label="Phone (optional)"
                        type="tel"
                        autoComplete="tel"
                        placeholder="416-555-0123"
                        helpText="Shared only with homeowners you send a proposal to."
                        disabled={isSubmitting}
                      />
                      <Button type="submit" size="lg" loading={isSubmitting} loadingText="Creating account…">
                        Create account
                      </Button>
                      <Text textStyle="sm" color="fg.muted">
                        Already have an account?{' '}
                        <AppLink href="/sign-in?next=%2Fcontractor-dashboard" color="fg.brand" fontWeight="semibold">
                          Sign in
                        </AppLink>
                      </Text>
                    </FormPanel>
                  </Form>
                )}
              </Formik>
            )}
          </Stack>
          <ReasonList id="why-join" title="Why contractors join" reasons={JOIN_REASONS} />
        </Box>
      </Container>
    </>
  );
}
