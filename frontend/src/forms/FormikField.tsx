import type { ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';

/** Whether a field's error should be visible: after the field was touched or a submit was tried. */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const error = getIn(errors, name) as unknown;
  const shown = Boolean(getIn(touched, name)) || submitCount > 0;
  return shown && typeof error === 'string' ? error : undefined;
}

/** What every Formik-bound field takes; label, help and error rendering is the design system's. */
export interface FormikFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Short guidance under the control, e.g. 'PNG, JPG, GIF up to 10MB each'. */
  helpText?: ReactNode;
  disabled?: boolean;
}
