import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, EmptyState, HStack, LinkButton, Notice, PageHero, Stack } from '@marketplace/design-system';
import { PARTNER_MESSAGES } from '@marketplace/shared';
import { Form, Formik } from 'formik';
import { BadgeCheck, Building2, Code2, Gauge, Webhook } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PartnerJoinQuery as PartnerJoinResult } from '../../../gql/graphql';
import { FocusFirstError, FormPanel, FormikTextareaField, FormikTextField } from '../../../forms';
import { DataView } from '../../../app/ui/dataStates';
import { ReasonList, type Reason } from '../../../app/ui/ReasonList';
import { fieldErrorsOf } from '../../../app/graphql/errors';
import { SignInPrompt } from '../../../app/session/SignInPrompt';
import { Seo } from '../../../app/seo/Seo';

import { actionProblem } from '../../../app/graphql/actionProblem';
import { ApplicationStatus } from './ApplicationStatus';
import { useApplyForPartnerAccess } from './mutations/useApplyForPartnerAccess';
import { PartnerJoinQuery } from './operations';
import { emptyApplication, partnerApplicationSchema, type PartnerApplicationValues } from './schema';

const PATH = '/developers/join';

const WHAT_YOU_GET: Reason[] = [
  { icon: Code2, title: 'The public GraphQL API', text: 'Open projects across Toronto and the GTA by trade, city and budget; the verified pro directory; the site’s own figures.' },
  { icon: Webhook, title: 'Webhooks', text: 'A signed request to your server the moment a project in your trades and cities is published, closed or changes status.' },
  { icon: Gauge, title: 'Usage you can see', text: 'Requests, errors and 429s per key and day, and the limits each answer reports in its headers.' },
  { icon: BadgeCheck, title: 'Free while we grow', text: 'No fee for partners who build for GTA homeowners and contractors. We review each application within two business days.' },
];

function ApplicationForm({ initial, onSent }: { initial: PartnerApplicationValues; onSent: () => void }) {
  const apply = useApplyForPartnerAccess();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<PartnerApplicationValues>
      initialValues={initial}
      validationSchema={partnerApplicationSchema}
      onSubmit={async (values, { setErrors, setStatus }) => {
        setStatus(undefined);
        try {
          const website = values.website.trim();
          await apply({ organisation: values.organisation.trim(), website: website === '' ? null : website, useCase: values.useCase.trim() });
          onSent();
        } catch (problem) {
          const fields = fieldErrorsOf(problem);
          if (fields && Object.keys(fields).some((name) => name in emptyApplication)) setErrors(fields);
          else setStatus(actionProblem(problem));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form ref={formRef} noValidate aria-label="API access application">
          <FocusFirstError formRef={formRef} />
          <FormPanel icon={<Building2 aria-hidden="true" />} title="Apply for API access" status={status}>
            <FormikTextField name="organisation" label="Organisation" required autoComplete="organization" placeholder="RenoLedger Inc." disabled={isSubmitting} />
            <FormikTextField name="website" label="Website (optional)" type="url" inputMode="url" autoComplete="url" placeholder="https://renoledger.ca" disabled={isSubmitting} />
            <FormikTextareaField
              name="useCase"
              label="What will you build?"
              required
              rows={5}
              placeholder="A budgeting app for Toronto homeowners that shows open kitchen and basement projects in their neighbourhood."
              helpText="Which data you will use, and who sees it. 20 to 1,000 characters."
              disabled={isSubmitting}
            />
            <Button type="submit" size="lg" loading={isSubmitting} loadingText="Sending…">
              Send application
            </Button>
          </FormPanel>
        </Form>
      )}
    </Formik>
  );
}

const valuesOf = (application: PartnerJoinResult['myPartnerApplication'] | undefined): PartnerApplicationValues =>
  application ? { organisation: application.organisation, website: application.website ?? '', useCase: application.useCase } : emptyApplication;

/** What the signed-in person sees: the form, their application and where it stands, or the way on. */
function JoinPanel() {
  const { data, loading, error, refetch } = useQuery(PartnerJoinQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={() => false}
      placeholder={{ label: 'Checking your account…', variant: 'list', count: 1 }}
      errorTitle="We couldn't load your application"
      empty={null}
    >
      {({ viewer, myPartnerApplication: application }) => {
        if (!viewer) {
          return (
            <SignInPrompt
              title="Sign in to apply"
              path={PATH}
              description="We e-mail you a link that signs you in: no password needed. Use the address your organisation will use for the API; a new address gets a new account."
            />
          );
        }
        if (viewer.role === 'PARTNER') {
          return (
            <EmptyState
              title="Your API access is approved"
              description="Make your keys, point a webhook at your server and follow your usage in the partner console."
              icon={BadgeCheck}
              action={<LinkButton href="/developers/console">Open the partner console</LinkButton>}
            />
          );
        }
        if (viewer.role !== 'HOMEOWNER') return <Notice tone="warning">{PARTNER_MESSAGES.ownAccountNeeded}</Notice>;
        if (application && !editing && application.status !== 'DECLINED') {
          return (
            <Stack gap="4">
              <Notice tone="info">We’re reviewing your application and will e-mail {viewer.email} when it is decided, usually within two business days.</Notice>
              <ApplicationStatus application={application} />
              <HStack>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  Change my application
                </Button>
              </HStack>
            </Stack>
          );
        }
        return (
          <Stack gap="4">
            {application?.status === 'DECLINED' ? (
              <>
                <Notice tone="warning">We could not approve your last application. Read our team’s note, change what it asks and send it again.</Notice>
                <ApplicationStatus application={application} />
              </>
            ) : null}
            <ApplicationForm initial={valuesOf(application)} onSent={() => setEditing(false)} />
          </Stack>
        );
      }}
    </DataView>
  );
}

/**
 * Route `/developers/join`: sign in by e-mailed link, then apply for API access; an operator approves
 * it (or declines it with a note) and the account becomes a partner with a console.
 */
export function PartnerJoinPage() {
  return (
    <>
      <Seo
        title="Apply for API access"
        description="Build on GTA Home Pros: open renovation projects across Toronto and the GTA, the verified pro directory and webhooks for new projects."
        path={PATH}
      />
      <PageHero size="md" tone="subtle" eyebrow="For Developers" title="Apply for API access" subtitle="Sign in with your organisation’s e-mail, tell us what you will build, and we’ll review it within two business days." />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <JoinPanel />
          <ReasonList id="what-you-get" title="What partners get" reasons={WHAT_YOU_GET} />
        </Box>
      </Container>
    </>
  );
}
