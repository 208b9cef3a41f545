import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { showToast } from '@marketplace/design-system';
import { agreementProblems, type AgreementTerms } from '@marketplace/shared';
import { Formik, type FormikErrors, type FormikProps, type FormikTouched } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { AgreementEditor_AgreementFragment } from '../../gql/graphql';
import { EditorFields } from './AgreementEditorFields';
import { lineFromApi, partyFromApi, paymentFromApi } from '../../app/agreements/apiValues';
import { errorsOf, formValuesOf, termsInputOf, termsOf, touchedOf, unreadableNumbers, type AgreementFormValues } from './formValues';
import { SendAgreementMutation, UpdateAgreementMutation } from './operations';
import { stepProblem } from '../../app/agreements/stepProblem';

/** The terms the contractor edits, and what the server keeps (credentials, the accepted bid) for the live checks. */
export const AgreementEditor_agreement = graphql(`
  fragment AgreementEditor_agreement on Agreement {
    id
    status
    revision
    terms {
      homeowner {
        name
        workAddress
      }
      contractor {
        legalName
        operatingName
        businessAddress
        phone
        email
        representative
        hstNumber
      }
      work {
        description
        materials
        subcontractors
      }
      lines {
        description
        quantity
        unitPriceCents
        kind
        taxable
      }
      payments {
        description
        fixedAmountCents
        basisPoints
        dueOn
        deposit
      }
      startDate
      completionDate
      permits {
        permit
        obtainedBy
      }
      warranty
      conditions
      insurance {
        status
        expiresOn
        detail
      }
      wsib {
        status
        expiresOn
        detail
      }
      acceptedBid {
        minCents
        maxCents
        text
      }
    }
  }
`);

/** The agreement's terms as the rules hold them, from the API's answer. */
function termsFromApi(terms: AgreementEditor_AgreementFragment['terms']): AgreementTerms {
  return {
    homeowner: terms.homeowner,
    contractor: terms.contractor,
    work: terms.work,
    lines: terms.lines.map(lineFromApi),
    payments: terms.payments.map(paymentFromApi),
    startDate: terms.startDate,
    completionDate: terms.completionDate,
    permits: terms.permits.map((permit) => ({ permit: permit.permit, obtainedBy: partyFromApi(permit.obtainedBy) })),
    warranty: terms.warranty,
    conditions: terms.conditions,
    insurance: terms.insurance,
    wsib: terms.wsib,
    acceptedBid: terms.acceptedBid,
  };
}

/**
 * "Prepare the agreement": the contractor's form over every term, pre-filled from the proposal, with the
 * rules' live list of what is missing (agreementProblems, the API's own check and messages). Save draft
 * keeps it as it is; Send for signature saves and sends it, and stays disabled while anything is missing.
 */
export function AgreementEditor({ agreement: from }: { agreement: FragmentType<AgreementEditor_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: AgreementEditor_agreement, fragmentName: 'AgreementEditor_agreement', from });
  const formRef = useRef<HTMLFormElement>(null);
  const [update] = useMutation(UpdateAgreementMutation);
  const [send] = useMutation(SendAgreementMutation);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const terms = useMemo(() => (complete ? termsFromApi(agreement.terms) : null), [complete, agreement]);
  const kept = useMemo(() => (terms ? { insurance: terms.insurance, wsib: terms.wsib, acceptedBid: terms.acceptedBid } : null), [terms]);
  if (!complete || !terms || !kept) return null;

  /** Saves the draft; resolves true when saved (field problems from the server go under their fields). */
  const save = async (form: FormikProps<AgreementFormValues>, quiet = false): Promise<boolean> => {
    const unreadable = unreadableNumbers(form.values);
    if (unreadable.length > 0) {
      form.setErrors(errorsOf(unreadable) as FormikErrors<AgreementFormValues>);
      void form.setTouched(touchedOf(unreadable) as FormikTouched<AgreementFormValues>, false);
      showToast({ title: 'The draft was not saved', description: unreadable[0].message, type: 'error' });
      return false;
    }
    setSaving(true);
    try {
      await update({ variables: { id: agreement.id, terms: termsInputOf(form.values) } });
      form.resetForm({ values: form.values });
      if (!quiet) showToast({ title: 'Draft saved', type: 'success' });
      return true;
    } catch (error) {
      const problem = stepProblem(error);
      if (problem.fieldErrors) form.setErrors(errorsOf(Object.entries(problem.fieldErrors).map(([field, message]) => ({ field, message }))) as FormikErrors<AgreementFormValues>);
      showToast({ title: 'The draft was not saved', description: problem.message, type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const sendForSignature = async (form: FormikProps<AgreementFormValues>) => {
    if (form.dirty && !(await save(form, true))) return;
    setSending(true);
    try {
      await send({ variables: { id: agreement.id } });
      showToast({ title: 'Sent for signature', description: 'The homeowner has been told. Either of you may sign first.', type: 'success' });
    } catch (error) {
      showToast({ title: 'The agreement was not sent', description: stepProblem(error).message, type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Formik<AgreementFormValues>
      // A new revision or state starts the form again from the saved terms.
      key={`${agreement.id}-${agreement.revision}-${agreement.status}`}
      initialValues={formValuesOf(terms)}
      validate={(values) => errorsOf(agreementProblems(termsOf(values, kept)))}
      validateOnMount
      onSubmit={() => undefined}
    >
      {(form) => (
        <form
          ref={formRef}
          aria-label="Prepare the agreement"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save(form);
          }}
        >
          <EditorFields
            form={form}
            kept={kept}
            problems={agreementProblems(termsOf(form.values, kept))}
            onSend={() => void sendForSignature(form)}
            saving={saving}
            sending={sending}
          />
        </form>
      )}
    </Formik>
  );
}
