import { Field } from '@chakra-ui/react/field';
import { useId } from 'react';
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
  /** Renders the control; spread the given props on it so help and error text describe it. */
  children: (controlProps: FieldControlProps) => ReactNode;
}

/** Accessibility props the frame hands to its control. */
export interface FieldControlProps {
  'aria-describedby'?: string;
}

/**
 * Label, required marker, help text and error around one control. Chakra's
 * Field wires the label and `aria-invalid`; the frame adds `aria-describedby`
 * naming both the help text and the error, which screen readers announce more
 * reliably than `aria-errormessage`.
 */
export function FormikFieldFrame({ name, label, required, helpText, disabled, children }: FormikFieldFrameProps) {
  const error = useFieldError(name);
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [helpText ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={{ control: id, helperText: helpId, errorText: errorId }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({ 'aria-describedby': describedBy })}
      {helpText ? <Field.HelperText>{helpText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
