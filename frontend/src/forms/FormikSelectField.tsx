import { SelectField, type SelectFieldProps } from '@marketplace/design-system';
import { useField } from 'formik';
import { useFieldError, type FormikFieldProps } from './FormikField';

export type { SelectOption } from '@marketplace/design-system';

export interface FormikSelectFieldProps
  extends FormikFieldProps,
    Omit<SelectFieldProps, keyof FormikFieldProps | 'helperText' | 'errorText' | 'value' | 'onChange' | 'onBlur'> {}

/** The design system's native select (best on phones and for screen readers) bound to a Formik field. */
export function FormikSelectField({ name, helpText, ...props }: FormikSelectFieldProps) {
  const [field] = useField<string>(name);
  return <SelectField {...props} {...field} value={field.value ?? ''} helperText={helpText} errorText={useFieldError(name)} />;
}
