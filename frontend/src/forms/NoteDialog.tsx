import { useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { ObjectSchema } from 'yup';
import { FormikDialog } from './FormikDialog';
import { FormikTextareaField } from './FormikTextareaField';

export interface NoteValues {
  note: string;
}

export interface NoteDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Label of the text area, e.g. 'Message to the homeowner'. */
  label: string;
  /** Whether the note must be given (the schema says so too); an optional one is sent as ''. Default true. */
  required?: boolean;
  /** Shown above the note, e.g. what the step will do. */
  children?: ReactNode;
  helpText?: string;
  placeholder?: string;
  submitLabel: string;
  /** 'danger' colours the submit button red (reject, disable). */
  tone?: 'default' | 'danger';
  schema: ObjectSchema<NoteValues>;
  /**
   * Sends the note; resolves true on success (the dialog then closes), false to stay open, or the server's
   * refusal to show in the dialog.
   */
  onSubmit: (note: string) => Promise<boolean | string>;
  /** Focused on close when the button that opened the dialog is gone (its item left the list). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/** A dialog asking for one note (a request for changes, a reason), checked before it is sent. */
export function NoteDialog({ open, onClose, title, description, label, required = true, children, helpText, placeholder, submitLabel, tone = 'default', schema, onSubmit, fallbackFocusRef }: NoteDialogProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  // Read before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (open) openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const finalFocusEl = () => (openerRef.current?.isConnected ? null : (fallbackFocusRef?.current ?? null));
  return (
    <FormikDialog<NoteValues>
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      initialValues={{ note: '' }}
      validationSchema={schema}
      finalFocusEl={finalFocusEl}
      submitLabel={submitLabel}
      tone={tone}
      onSubmit={async ({ note }) => {
        const result = await onSubmit(note.trim());
        return typeof result === 'string' ? result : result ? undefined : false;
      }}
    >
      {() => (
        <>
          {children}
          <FormikTextareaField name="note" label={label} required={required} helpText={helpText} placeholder={placeholder} rows={5} />
        </>
      )}
    </FormikDialog>
  );
}
