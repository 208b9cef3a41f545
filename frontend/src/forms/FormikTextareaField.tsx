import { TextareaField, type TextareaFieldProps } from '@marketplace/design-system';
import { useField } from 'formik';
import { useFieldError, type FormikFieldProps } from './FormikField';

export interface FormikTextareaFieldProps
  extends FormikFieldProps,
    Omit<TextareaFieldProps, keyof FormikFieldProps | 'helperText' | 'errorText' | 'value' | 'onChange' | 'onBlur'> {}

/** The design system's text area bound to a Formik field by name. */
export function FormikTextareaField({ name, helpText, rows = 5, ...props }: FormikTextareaFieldProps) {
  const [field] = useField<string>(name);
  return <TextareaField rows={rows} {...props} {...field} value={field.value ?? ''} helperText={helpText} errorText={useFieldError(name)} />;
}
