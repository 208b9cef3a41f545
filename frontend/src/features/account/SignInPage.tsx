import { AppLink, Button, Container, Heading, Notice, PageHero, Stack, Text } from '@marketplace/design-system';
import { Form, Formik } from 'formik';
import { Mail } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FocusFirstError, FormikTextField } from '../../forms';
import { Seo } from '../../app/seo/Seo';

import { LinkSentPanel } from './CheckInboxPanel';
import { linkErrorMessage } from './linkErrors';
import { safeNextPath } from '../../app/session/nextPath';
import { useRequestSignInLink } from './mutations/useRequestSignInLink';
import { signInSchema } from './schema';
import type { SignInValues } from './schema';
import { useLinkRequest } from './useLinkRequest';

/**
 * Route `/sign-in`: passwordless sign-in. The person enters their e-mail and gets a one-time link
 * (valid 15 minutes) that signs them in and opens `?next=` (a path on this site) afterwards.
 * better-auth sends people back here with `?error=` when a link is old or already used.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const linkError = linkErrorMessage(params.get('error'));
  const requestLink = useRequestSignInLink();
  const formRef = useRef<HTMLFormElement>(null);

  const request = useCallback(
    (values: SignInValues) => requestLink(values.email.trim(), next),
    [requestLink, next],
  );
  const flow = useLinkRequest(request);

  return (
    <>
      <Seo title="Sign in" description="Sign in to GTA Home Pros with a one-time link sent to your e-mail." path="/sign-in" noindex />
      <PageHero size="md" tone="subtle" eyebrow="Your account" title="Sign in" subtitle="No password to remember: we e-mail you a link that signs you in." />
      <Container maxW="xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          {flow.sentFor ? (
            <LinkSentPanel flow={flow} />
          ) : (
            <Formik<SignInValues>
              initialValues={{ email: '' }}
              validationSchema={signInSchema}
              onSubmit={flow.submit}
            >
              {({ isSubmitting, status }) => (
                <Form ref={formRef} noValidate aria-label="Sign in">
                  <FocusFirstError formRef={formRef} />
                  <Stack gap="5" p={{ base: '6', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
                    {linkError ? (
                      <Notice tone="warning" role="alert">
                        {linkError}
                      </Notice>
                    ) : null}
                    {typeof status === 'string' ? (
                      <Notice tone="warning" role="alert">
                        {status}
                      </Notice>
                    ) : null}
                    <FormikTextField
                      name="email"
                      label="E-mail"
                      type="email"
                      required
                      autoComplete="email"
                      inputMode="email"
                      placeholder="you@example.ca"
                      disabled={isSubmitting}
                    />
                    <Button type="submit" size="lg" loading={isSubmitting} loadingText="Sending link…">
                      <Mail aria-hidden="true" />
                      E-mail me a sign-in link
                    </Button>
                    <Text textStyle="sm" color="fg.muted">
                      Homeowners: your account is created the first time you post a project.
                    </Text>
                  </Stack>
                </Form>
              )}
            </Formik>
          )}
          <Stack gap="1" p="5" borderRadius="card" bg="bg.brand" borderWidth="1px" borderColor="border.muted">
            <Heading as="h2" size="sm">
              New contractor?
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              Create a free contractor account to bid on renovation projects across the GTA.{' '}
              <AppLink href="/contractors/join" color="fg.brand" fontWeight="semibold">
                Join as a contractor
              </AppLink>
            </Text>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
