import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Formik } from 'formik';
import type { FormikHelpers, FormikProps } from 'formik';
import { useId, useRef } from 'react';
import { Button, FormDialog, Notice, showToast, Stack, Text } from '@marketplace/design-system';
import { senderNameOf, useViewer } from '../session/useViewer';
import type { Viewer } from '../session/useViewer';
import { FocusFirstError } from '../../forms';
import { ProposalFormFields } from './ProposalFormFields';
import { accountProposalSchema, proposalSchema, PROPOSAL_FAILED_TOAST, PROPOSAL_SUBMITTED_TOAST, PROPOSAL_VALIDATION_TOAST } from './schema';
import { initialProposalValues, type ProposalFormValues } from './formValues';
import type { ProposalTerms, ProposalView } from './types';
import { useSubmitProposal } from './mutations/useSubmitProposal';
import { useUpdateProposal } from './mutations/useUpdateProposal';
import { SAMPLE_BID_NOTE, tryProposal } from './tryInPageMemory';

export interface ProposalDialogProps {
  /** Display id of the project (database projects are 3000 and above). */
  projectId: number;
  /**
   * The project is a built-in sample (showcase): the bid is a try kept on the page (SAMPLE_TRIES),
   * never sent.
   */
  sample?: boolean;
  /** Shown in the dialog's description. */
  projectTitle: string;
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, close button, Cancel, success). */
  onOpenChange: (open: boolean) => void;
  /** Called after success with the bid tried on a sample, which the page keeps; null when the server saved it. */
  onSubmitted?: (tried: ProposalView | null) => void;
  /** The signed-in contractor's own pending proposal: the dialog changes it instead of sending a new one. */
  editing?: ProposalTerms;
}

function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined;
}

/**
 * Submit Proposal: the full proposal form in a modal dialog (a signed-in contractor's name,
 * e-mail and phone come from their account, so those fields are left out). Validation failures show each
 * message under its field plus the 'Please fix the following errors' toast; success toasts
 * and closes. Focus returns to the element that opened it.
 */
export function ProposalDialog({ projectId, sample = false, projectTitle, open, onOpenChange, onSubmitted, editing }: ProposalDialogProps) {
  const formId = `proposal-form-${useId()}`;
  const formRef = useRef<HTMLFormElement>(null);
  const submitProposal = useSubmitProposal();
  const updateProposal = useUpdateProposal();
  const { viewer } = useViewer();
  // A signed-in contractor sends under their account: the server takes name, e-mail and phone from it.
  const sender: Viewer | null = viewer?.role === 'CONTRACTOR' ? viewer : null;
  const schema = sender ? accountProposalSchema : proposalSchema;
  const blank = sender
    ? { ...initialProposalValues(projectId), contractorName: senderNameOf(sender), contractorEmail: sender.email, contractorPhone: sender.phone ?? '' }
    : initialProposalValues(projectId);
  // Changing a proposal starts from its terms.
  const initialValues = editing
    ? {
        ...blank,
        bidAmount: editing.bidAmount,
        timeline: editing.timeline,
        approach: editing.approach,
        experience: editing.experience,
        materials: editing.materials ?? '',
        warranty: editing.warranty ?? '',
        additionalNotes: editing.additionalNotes ?? '',
      }
    : blank;

  const handleSubmit = async (values: ProposalFormValues, helpers: FormikHelpers<ProposalFormValues>) => {
    const cast = { ...values, ...schema.cast(values) };
    try {
      // Changing one's own proposal, or sending a new one: the same form, told apart by what it saves.
      const tried = !editing && sample ? tryProposal(cast) : null;
      if (editing) await updateProposal(editing.id, cast);
      else if (!tried) await submitProposal(cast, { fromAccount: sender !== null });
      showToast(
        editing
          ? { title: 'Proposal updated', description: 'The homeowner sees your new terms and has been told.', type: 'success' }
          : {
              title: PROPOSAL_SUBMITTED_TOAST,
              description: sample ? SAMPLE_BID_NOTE : undefined,
              type: 'success',
            },
      );
      if (!editing) helpers.resetForm();
      onSubmitted?.(tried);
      onOpenChange(false);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      const message = error instanceof Error ? error.message : String(error);
      showToast(
        editing
          ? { title: 'Your proposal was not changed', description: message, type: 'error' }
          : { title: PROPOSAL_FAILED_TOAST, description: `Failed to submit proposal: ${message}`, type: 'error' },
      );
    }
  };

  /** Validates first so a failed attempt gets the 'Please fix the following errors' toast as well as the field messages. */
  const submitWithFeedback = async (form: FormikProps<ProposalFormValues>) => {
    const errors = await form.validateForm();
    const messages = Object.values(errors).filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) {
      showToast({ title: PROPOSAL_VALIDATION_TOAST, description: messages.join(' • '), type: 'error' });
    }
    await form.submitForm();
  };

  return (
    <Formik<ProposalFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={handleSubmit}
      enableReinitialize
    >
      {(form) => (
        <FormDialog
          open={open}
          onOpenChange={(next) => {
            if (!next) form.resetForm();
            onOpenChange(next);
          }}
          title={editing ? 'Change your proposal' : 'Submit Proposal'}
          description={
            editing
              ? `Change your bid on “${projectTitle}”. The homeowner sees the new terms and is told.`
              : `Bid on “${projectTitle}”. The homeowner compares proposals and usually replies within 24 hours.`
          }
          footer={
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={form.isSubmitting} loadingText={editing ? 'Saving…' : 'Submitting…'}>
                {editing ? 'Save changes' : 'Submit Proposal'}
              </Button>
            </>
          }
        >
          <form
            id={formId}
            ref={formRef}
            noValidate
            aria-label="Proposal"
            onSubmit={(event) => {
              event.preventDefault();
              void submitWithFeedback(form);
            }}
          >
            <FocusFirstError formRef={formRef} />
            <Stack gap="5">
              {sample ? (
                <Notice tone="info">This is a sample project: your proposal is shown on this page only and is not sent to a homeowner.</Notice>
              ) : null}
              {sender ? (
                <Text textStyle="sm" color="fg.muted" data-testid="proposal-sender">
                  Sending as{' '}
                  <Text as="span" color="fg" fontWeight="semibold">
                    {senderNameOf(sender)}
                  </Text>{' '}
                  ({sender.email})
                </Text>
              ) : null}
              <ProposalFormFields showContact={!sender} />
            </Stack>
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
