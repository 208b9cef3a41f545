import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';

/** Whether a field's error should be visible: after the field was touched or a submit was tried. */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const error = getIn(errors, name) as unknown;
  const shown = Boolean(getIn(touched, name)) || submitCount > 0;
  return shown && typeof error === 'string' ? error : undefined;
}

export interface FormikFieldFrameProps {
  name: string;
  label: string;
  required?: boolean;
  /** Short guidance under the control, e.g. 'PNG, JPG, GIF up to 10MB each'. */
  helpText?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Label, required marker, help text and error around one control. Chakra's
 * Field wires the label `for`, `aria-invalid` and `aria-describedby` (help
 * text and error) onto the control it contains.
 */
export function FormikFieldFrame({ name, label, required, helpText, disabled, children }: FormikFieldFrameProps) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helpText ? <Field.HelperText>{helpText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
