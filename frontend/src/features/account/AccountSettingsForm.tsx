import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Button, Heading, Notice, Stack, Text } from '@marketplace/design-system';
import { ACCOUNT_SETTINGS_MESSAGES } from '@marketplace/shared';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { AccountSettingsForm_ViewerFragment } from '../../gql/graphql';
import { FocusFirstError, FormikTextField } from '../../forms';

import { fieldErrorsOf } from '../../app/graphql/errors';
import { accountSettingsSchema } from './schema';
import { useUpdateAccountSettings, type AccountSettingsValues } from './mutations/useUpdateAccountSettings';

/** What the form shows of the signed-in person. */
export const AccountSettingsForm_viewer = graphql(`
  fragment AccountSettingsForm_viewer on Viewer {
    id
    name
    email
    phone
    role
  }
`);

export const SETTINGS_SAVE_FAILED = 'We couldn’t save your settings. Please check your connection and try again.';

/** Name and phone: what contractors see once the person shares their contact details or accepts a proposal. */
export function AccountSettingsForm({ viewer: person }: { viewer: FragmentType<AccountSettingsForm_ViewerFragment> }) {
  const { save } = useUpdateAccountSettings();
  const formRef = useRef<HTMLFormElement>(null);
  // Outside Formik's status: saving changes the person, which reinitialises the form (and its status), whichever comes first.
  const [saved, setSaved] = useState(false);
  const { data: viewer, complete } = useFragment({ fragment: AccountSettingsForm_viewer, from: person });
  if (!complete) return null;
  const initial: AccountSettingsValues = { name: viewer.name, phone: viewer.phone ?? '' };
  return (
    <Formik<AccountSettingsValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={accountSettingsSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setSaved(false);
        try {
          await save(values);
          setSaved(true);
        } catch (error) {
          const fieldErrors = fieldErrorsOf(error);
          if (fieldErrors) helpers.setErrors(fieldErrors);
          else helpers.setStatus({ failed: SETTINGS_SAVE_FAILED });
        }
      }}
    >
      {({ isSubmitting, status, dirty }) => (
        <Form ref={formRef} noValidate aria-labelledby="account-details-heading">
          <FocusFirstError formRef={formRef} />
          <Stack gap="5" p={{ base: '5', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
            <Stack gap="1">
              <Heading as="h2" size="lg" id="account-details-heading">
                Your details
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                Signed in as{' '}
                <Text as="span" color="fg" fontWeight="semibold" wordBreak="break-all">
                  {viewer.email}
                </Text>
              </Text>
            </Stack>
            {status?.failed ? (
              <Notice tone="warning" role="alert">
                {status.failed}
              </Notice>
            ) : null}
            {saved && !dirty ? (
              <Notice tone="success" role="status">
                {ACCOUNT_SETTINGS_MESSAGES.saved}
              </Notice>
            ) : null}
            <FormikTextField name="name" label="Your name" required autoComplete="name" disabled={isSubmitting} />
            <FormikTextField
              name="phone"
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              placeholder="416-555-0123"
              helpText={
                viewer.role === 'CONTRACTOR'
                  ? 'Shown on your proposals to the homeowners you bid for.'
                  : 'Shared only with a contractor whose proposal you accept, or when you choose to share your contact details.'
              }
              disabled={isSubmitting}
            />
            <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={isSubmitting} loadingText="Saving…">
              Save settings
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
