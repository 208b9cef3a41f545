import { Button, FormDialog, Stack } from '@marketplace/design-system';
import { Formik } from 'formik';
import { useId } from 'react';
import { EDIT_STATUS_OPTIONS } from '../formOptions';
import { FormikSelectField, FormikTextareaField, FormikTextField } from '../../../forms';
import type { Option, ProjectStatus } from '../formOptions';
import type { EditableField } from '../permissions';
import type { ProjectEdit } from '../useProjectActions';

export interface EditProjectDialogProps {
  /** The project being edited; the dialog is closed while this is undefined. */
  project: { id: number; title: string; estimatedCost?: string; timeline: string; status: ProjectStatus; contractorNotes?: string } | undefined;
  /** Closes the dialog (Cancel, Escape, close button). */
  onClose: () => void;
  /** Saves; resolves true on success, and the dialog then closes. */
  onSave: (edit: ProjectEdit) => Promise<boolean>;
  /**
   * The fields the viewer may change (`viewerCan.fields`); the others are not shown.
   * @default every field
   */
  fields?: readonly EditableField[];
  /**
   * The statuses offered (`viewerCan.statuses`); none hides the status select.
   * @default EDIT_STATUS_OPTIONS
   */
  statusOptions?: Option<ProjectStatus>[];
}

const ALL_FIELDS: readonly EditableField[] = ['estimatedCost', 'timeline', 'contractorNotes'];

/**
 * Edit project (database projects): the contractor's estimate, timeline, status (including
 * estimated and pending) and notes, limited to what the viewer may change. Free text, no
 * required fields.
 */
export function EditProjectDialog({ project, onClose, onSave, fields = ALL_FIELDS, statusOptions = EDIT_STATUS_OPTIONS }: EditProjectDialogProps) {
  const formId = `edit-project-${useId()}`;
  const initialValues: ProjectEdit = {
    estimatedCost: project?.estimatedCost ?? '',
    timeline: project?.timeline ?? '',
    status: project?.status ?? 'open',
    contractorNotes: project?.contractorNotes ?? '',
  };
  return (
    <Formik<ProjectEdit>
      initialValues={initialValues}
      enableReinitialize
      onSubmit={async (values) => {
        if (await onSave(values)) onClose();
      }}
    >
      {(form) => (
        <FormDialog
          open={project !== undefined}
          onOpenChange={(open: boolean) => {
            if (!open) onClose();
          }}
          title="Edit Project"
          description={project ? `Update the estimate, timeline and status of “${project.title}”.` : undefined}
          size="md"
          footer={
            <>
              <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={form.isSubmitting} loadingText="Saving…">
                Save Changes
              </Button>
            </>
          }
        >
          <form id={formId} aria-label="Edit project" onSubmit={form.handleSubmit} noValidate>
            <Stack gap="4">
              {fields.includes('estimatedCost') ? <FormikTextField name="estimatedCost" label="Estimated cost" placeholder="$15,000 - $20,000" /> : null}
              {fields.includes('timeline') ? <FormikTextField name="timeline" label="Timeline" placeholder="2-3 weeks" /> : null}
              {statusOptions.length > 0 ? <FormikSelectField name="status" label="Status" options={statusOptions} /> : null}
              {fields.includes('contractorNotes') ? (
                <FormikTextareaField
                  name="contractorNotes"
                  label="Contractor notes"
                  rows={4}
                  placeholder="Site visit findings, permit needs (City of Toronto, ESA, TSSA), access or scheduling notes"
                />
              ) : null}
            </Stack>
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
