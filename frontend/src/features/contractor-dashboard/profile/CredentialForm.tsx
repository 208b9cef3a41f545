import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Button, FormDialog, Notice, showToast, Stack } from '@marketplace/design-system';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { CredentialForm_CredentialFragment, CredentialKind } from '../../../gql/graphql';
import { FocusFirstError, FormikSelectField, FormikTextField } from '../../../forms';
import { fieldErrorsOf } from '../../../app/graphql/errors';

import { KINDS, kindLabel } from '../../../app/credentials/labels';
import { useSubmitCredential } from './mutations/useSubmitCredential';
import { coverageDollars, credentialSchema, emptyCredential, type CredentialValues } from './schema';
import { UploadField } from './UploadField';

const KIND_OPTIONS = KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));
const ISSUER_HINTS: Partial<Record<CredentialKind, string>> = {
  ESA_ECRA_ELECTRICAL: 'Electrical Safety Authority',
  TSSA_GAS: 'Technical Standards and Safety Authority',
  WSIB_CLEARANCE: 'Workplace Safety and Insurance Board',
  LIABILITY_INSURANCE: 'e.g. Intact Insurance',
  TORONTO_RENOVATOR_LICENCE: 'City of Toronto Municipal Licensing & Standards',
};

export interface CredentialFormProps {
  open: boolean;
  onClose: () => void;
  /** A credential to correct and send again; a new one when absent. */
  editing?: FragmentType<CredentialForm_CredentialFragment>;
}

/** What correcting a credential starts from: the details as sent. */
export const CredentialForm_credential = graphql(`
  fragment CredentialForm_credential on Credential {
    id
    kind
    title
    number
    issuer
    coverageAmount
    expiresOn
    document
    documentUrl
  }
`);

/** Files a credential (or new details for one) for an operator to check. */
export function CredentialForm({ editing: from, ...props }: CredentialFormProps) {
  const { data: editing, complete } = useFragment({ fragment: CredentialForm_credential, from: from ?? null });
  if (from && !complete) return null;
  return <CredentialFormDialog {...props} editing={from && complete ? editing : undefined} />;
}

/** The dialog, once what it corrects (if anything) is in: its state starts from it. */
function CredentialFormDialog({ open, onClose, editing }: Omit<CredentialFormProps, 'editing'> & { editing?: CredentialForm_CredentialFragment }) {
  const submit = useSubmitCredential();
  const formRef = useRef<HTMLFormElement>(null);
  const [document, setDocument] = useState<string | null>(editing?.document ?? null);
  const initial: CredentialValues = editing
    ? {
        kind: editing.kind,
        title: editing.title ?? '',
        number: editing.number,
        issuer: editing.issuer,
        coverageAmount: editing.coverageAmount == null ? '' : String(editing.coverageAmount),
        expiresOn: editing.expiresOn ?? '',
      }
    : emptyCredential;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? 'Correct and send again' : 'Add a credential'}
      description="An operator checks it against the issuer's register, usually within one business day."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="credential-form">
            Send for checking
          </Button>
        </>
      }
    >
      <Formik<CredentialValues>
        initialValues={initial}
        validationSchema={credentialSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const kind = values.kind as CredentialKind;
          try {
            await submit({
              id: editing?.id ?? null,
              kind,
              title: kind === 'OTHER' ? values.title.trim() : null,
              number: values.number.trim(),
              issuer: values.issuer.trim(),
              coverageAmount: kind === 'LIABILITY_INSURANCE' ? coverageDollars(values.coverageAmount) : null,
              expiresOn: values.expiresOn || null,
              document,
            });
            showToast({ type: 'success', title: 'Sent for checking', description: `${kindLabel(kind)}: we will e-mail you when it is checked.` });
            onClose();
          } catch (error) {
            const fieldErrors = fieldErrorsOf(error);
            if (fieldErrors) helpers.setErrors(fieldErrors);
            else helpers.setStatus('We couldn’t send it. Please check your connection and try again.');
          }
        }}
      >
        {({ values, isSubmitting, status }) => (
          <Form id="credential-form" ref={formRef} noValidate aria-label="Credential">
            <FocusFirstError formRef={formRef} />
            <Stack gap="4">
              {typeof status === 'string' ? (
                <Notice tone="warning" role="alert">
                  {status}
                </Notice>
              ) : null}
              <FormikSelectField name="kind" label="Kind" required options={KIND_OPTIONS} placeholder="Choose a kind" disabled={isSubmitting} />
              {values.kind === 'OTHER' ? <FormikTextField name="title" label="What it is" required disabled={isSubmitting} /> : null}
              <FormikTextField name="number" label="Licence, registration or certificate number" required disabled={isSubmitting} />
              <FormikTextField
                name="issuer"
                label={values.kind === 'LIABILITY_INSURANCE' ? 'Insurer' : 'Issued by'}
                placeholder={values.kind ? ISSUER_HINTS[values.kind] : undefined}
                required
                disabled={isSubmitting}
              />
              {values.kind === 'LIABILITY_INSURANCE' ? (
                <FormikTextField name="coverageAmount" label="Coverage (CAD)" inputMode="numeric" placeholder="2,000,000" required disabled={isSubmitting} />
              ) : null}
              <FormikTextField name="expiresOn" label="Expiry date" type="date" required={values.kind !== 'OTHER'} disabled={isSubmitting} />
              <UploadField label="Photo or scan of the certificate" value={document} previewUrl={editing?.documentUrl} onChange={setDocument} disabled={isSubmitting} private />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
