import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Button, FormDialog, showToast, Stack } from '@marketplace/design-system';
import { Formik } from 'formik';
import { useId } from 'react';
import * as Yup from 'yup';
import { MAX_LENGTH, PROJECT_MESSAGES, tooLong } from '@marketplace/shared';
import { BUDGET_RANGES, POST_FORM_CATEGORIES, PROJECT_TIMELINES } from '../../app/marketplace/formOptions';
import { FormikSelectField, FormikTextareaField, FormikTextField } from '../../forms';
import { graphql } from '../../gql';
import type { ReviseProjectDialog_ProjectFragment } from '../../gql/graphql';
import { fieldMessagesOf } from '../../app/graphql/errors';
import { useReviseProject } from './mutations/useReviseProject';

/** The fields a revision may change, and the review team's request. */
export const ReviseProjectDialog_project = graphql(`
  fragment ReviseProjectDialog_project on Project {
    id
    title
    description
    category
    budget
    timeline
    location
    review {
      note
    }
  }
`);

interface ReviseValues {
  title: string;
  description: string;
  category: string;
  budget: string;
  timeline: string;
  location: string;
}

const requiredText = (message: string, max: number) => Yup.string().trim().required(message).max(max, tooLong(max));

/** The post form's rules and messages (shared with the server), for the fields a revision may change. */
export const reviseProjectSchema: Yup.ObjectSchema<ReviseValues> = Yup.object({
  title: requiredText(PROJECT_MESSAGES.title, MAX_LENGTH.title),
  description: requiredText(PROJECT_MESSAGES.description, MAX_LENGTH.longText),
  category: requiredText(PROJECT_MESSAGES.category, MAX_LENGTH.category),
  budget: requiredText(PROJECT_MESSAGES.budget, MAX_LENGTH.shortText),
  timeline: requiredText(PROJECT_MESSAGES.timeline, MAX_LENGTH.shortText),
  location: requiredText(PROJECT_MESSAGES.location, MAX_LENGTH.location),
});

/** Keeps the post's own value selectable even when it is not one of today's options. */
const withCurrent = (options: readonly string[], current: string) => (current && !options.includes(current) ? [current, ...options] : [...options]);

export const RESUBMITTED_TOAST = {
  title: 'Sent back for review',
  description: "Thanks for the changes. Our team reviews your project again within 24 hours and e-mails you when it's live.",
} as const;

/** Edit a post the review team sent back with a request for changes, and resubmit it. */
export function ReviseProjectDialog({ project: from, onClose }: { project: FragmentType<ReviseProjectDialog_ProjectFragment> | undefined; onClose: () => void }) {
  const formId = `revise-project-${useId()}`;
  const revise = useReviseProject();
  const { data, complete } = useFragment({ fragment: ReviseProjectDialog_project, from: from ?? null });
  const project = from && complete ? data : undefined;
  const note = project?.review?.note ?? null;
  const initialValues: ReviseValues = {
    title: project?.title ?? '',
    description: project?.description ?? '',
    category: project?.category ?? '',
    budget: project?.budget ?? '',
    timeline: project?.timeline ?? '',
    location: project?.location ?? '',
  };
  return (
    <Formik<ReviseValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={reviseProjectSchema}
      onSubmit={async (values) => {
        if (!project) return;
        try {
          await revise(project.id, reviseProjectSchema.cast(values));
          showToast({ ...RESUBMITTED_TOAST, type: 'success' });
          onClose();
        } catch (error) {
          showToast({ title: "We couldn't resubmit your project", description: fieldMessagesOf(error) ?? 'Please try again in a moment.', type: 'error' });
        }
      }}
    >
      {(form) => (
        <FormDialog
          open={project !== undefined}
          onOpenChange={(open: boolean) => {
            if (!open) onClose();
          }}
          title="Edit and resubmit"
          description={note ? `Our review team asked: ${note}` : undefined}
          size="lg"
          footer={
            <>
              <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={form.isSubmitting} loadingText="Sending…">
                Resubmit for review
              </Button>
            </>
          }
        >
          <form id={formId} aria-label="Edit and resubmit your project" onSubmit={form.handleSubmit} noValidate>
            <Stack gap="4">
              <FormikTextField name="title" label="Project Title" required />
              <FormikTextareaField name="description" label="Project Description" required rows={5} />
              <FormikSelectField name="category" label="Category" required options={withCurrent(POST_FORM_CATEGORIES.map((c) => c.name), form.values.category)} />
              <FormikTextField name="location" label="Location" required />
              <FormikSelectField name="budget" label="Budget Range" required options={withCurrent(BUDGET_RANGES, form.values.budget)} />
              <FormikSelectField name="timeline" label="Timeline" required options={withCurrent(PROJECT_TIMELINES, form.values.timeline)} />
            </Stack>
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
