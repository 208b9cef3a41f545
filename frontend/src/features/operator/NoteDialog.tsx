import { Button, FormDialog, Stack } from '@marketplace/design-system';
import { Formik } from 'formik';
import { useId, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { ObjectSchema } from 'yup';
import { FocusFirstError, FormikTextareaField } from '../../forms';
import type { NoteValues } from './schema';

export interface NoteDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Label of the required text area, e.g. 'Message to the homeowner'. */
  label: string;
  helpText?: string;
  placeholder?: string;
  submitLabel: string;
  /** 'danger' colours the submit button red (reject, disable). */
  tone?: 'default' | 'danger';
  schema: ObjectSchema<NoteValues>;
  /** Sends the note; resolves true on success, and the dialog then closes. */
  onSubmit: (note: string) => Promise<boolean>;
  /** Focused on close when the button that opened the dialog is gone (its item left the list). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/** A dialog asking for one required note (a request for changes, a reason), checked before it is sent. */
export function NoteDialog({ open, onClose, title, description, label, helpText, placeholder, submitLabel, tone = 'default', schema, onSubmit, fallbackFocusRef }: NoteDialogProps) {
  const formId = `note-${useId()}`;
  const formRef = useRef<HTMLFormElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // Read before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (open) openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const finalFocusEl = () => (openerRef.current?.isConnected ? null : (fallbackFocusRef?.current ?? null));
  return (
    <Formik<NoteValues>
      initialValues={{ note: '' }}
      validationSchema={schema}
      enableReinitialize
      key={open ? 'open' : 'closed'}
      onSubmit={async ({ note }) => {
        if (await onSubmit(note.trim())) onClose();
      }}
    >
      {(form) => (
        <FormDialog
          open={open}
          onOpenChange={(next) => {
            if (!next && !form.isSubmitting) onClose();
          }}
          title={title}
          description={description}
          size="md"
          finalFocusEl={finalFocusEl}
          footer={
            <>
              <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette={tone === 'danger' ? 'red' : 'brand'} loading={form.isSubmitting} loadingText={submitLabel}>
                {submitLabel}
              </Button>
            </>
          }
        >
          <form id={formId} ref={formRef} aria-label={title} onSubmit={form.handleSubmit} noValidate>
            <Stack gap="4">
              <FormikTextareaField name="note" label={label} required helpText={helpText} placeholder={placeholder} rows={5} />
            </Stack>
            <FocusFirstError formRef={formRef} />
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
