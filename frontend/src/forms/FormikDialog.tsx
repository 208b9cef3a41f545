import { Button, FormDialog, Notice, Stack, type FormDialogProps } from '@marketplace/design-system';
import { Formik, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FocusFirstError } from './useFocusFirstError';

/** What a refused submit shows: the server's message above the fields and, when it named them, each field's problem. */
export interface DialogProblem<Values> {
  message: string;
  fieldErrors?: FormikErrors<Values>;
}

/**
 * What `onSubmit` resolves with: nothing when it succeeded (the dialog closes), a message or a problem to show in
 * the dialog, or false to stay open without a word (the caller told the user another way).
 */
export type DialogOutcome<Values> = undefined | void | false | string | DialogProblem<Values>;

export interface FormikDialogProps<Values extends FormikValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  size?: FormDialogProps['size'];
  /** The form's values when it opens; the form starts afresh each time the dialog opens. */
  initialValues: Values;
  /** Starts the form afresh when it changes while open (e.g. another invoice's notice). */
  resetKey?: string;
  validate?: (values: Values) => FormikErrors<Values>;
  validationSchema?: unknown;
  /** Sends the values; see DialogOutcome. */
  onSubmit: (values: Values) => Promise<DialogOutcome<Values>>;
  submitLabel: string;
  /** The submit button's words while it runs, e.g. 'Issuing…'. Defaults to submitLabel. */
  submittingLabel?: string;
  /** 'danger' colours the submit button red (a dispute, a notice, a refusal). */
  tone?: 'default' | 'danger';
  /** Where focus goes on close instead of back to the element that opened the dialog (null: back to it). */
  finalFocusEl?: () => HTMLElement | null;
  /** Where focus goes on close only when the element that opened the dialog is gone (its item changed). */
  fallbackFocusEl?: () => HTMLElement | null;
  /** The fields, given the form's state; the refusal notice and the focus on the first invalid field are added. */
  children: (form: FormikProps<Values>) => ReactNode;
}

/**
 * A form in a dialog, the one way the app asks for several fields at once: Cancel and a submit button in the
 * footer, the server's refusal shown above the fields, focus moved to the first invalid field on a failed submit,
 * and no closing while the form is being sent.
 */
export function FormikDialog<Values extends FormikValues>({
  open,
  onClose,
  title,
  description,
  size = 'md',
  initialValues,
  resetKey,
  validate,
  validationSchema,
  onSubmit,
  submitLabel,
  submittingLabel,
  tone = 'default',
  finalFocusEl,
  fallbackFocusEl,
  children,
}: FormikDialogProps<Values>) {
  const formId = `dialog-form-${useId()}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const openerRef = useRef<HTMLElement | null>(null);
  // A dialog closed from outside (its item went away) opens clean next time; the opener is read before the
  // dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (open) {
      setProblem(undefined);
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
  }, [open]);
  const focusOnClose = finalFocusEl ?? (fallbackFocusEl ? () => (openerRef.current?.isConnected ? null : fallbackFocusEl()) : undefined);
  const close = () => {
    setProblem(undefined);
    onClose();
  };
  return (
    <Formik<Values>
      key={open ? `open:${resetKey ?? ''}` : 'closed'}
      initialValues={initialValues}
      validate={validate}
      validationSchema={validationSchema}
      onSubmit={async (values, helpers) => {
        setProblem(undefined);
        const outcome = await onSubmit(values);
        if (outcome === undefined) {
          close();
        } else if (typeof outcome === 'string') {
          setProblem(outcome);
        } else if (outcome) {
          if (outcome.fieldErrors) helpers.setErrors(outcome.fieldErrors);
          setProblem(outcome.message);
        }
      }}
    >
      {(form) => (
        <FormDialog
          open={open}
          onOpenChange={(next) => {
            if (!next && !form.isSubmitting) close();
          }}
          title={title}
          description={description}
          size={size}
          finalFocusEl={focusOnClose}
          footer={
            <>
              <Button variant="outline" colorPalette="gray" onClick={close} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette={tone === 'danger' ? 'red' : 'brand'} loading={form.isSubmitting} loadingText={submittingLabel ?? submitLabel}>
                {submitLabel}
              </Button>
            </>
          }
        >
          <form id={formId} ref={formRef} aria-label={title} noValidate onSubmit={form.handleSubmit}>
            <Stack gap="5">
              {problem ? (
                <Notice tone="warning" role="alert">
                  {problem}
                </Notice>
              ) : null}
              {children(form)}
            </Stack>
            <FocusFirstError formRef={formRef} />
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
