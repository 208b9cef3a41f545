import { TextField, type TextFieldProps } from '@marketplace/design-system';
import { useField } from 'formik';
import { useFieldError, type FormikFieldProps } from './FormikField';

export interface FormikTextFieldProps
  extends FormikFieldProps,
    Omit<TextFieldProps, keyof FormikFieldProps | 'helperText' | 'errorText' | 'value' | 'onChange' | 'onBlur'> {}

/** The design system's text field bound to a Formik field by name. */
export function FormikTextField({ name, helpText, ...props }: FormikTextFieldProps) {
  const [field] = useField<string>(name);
  return <TextField {...props} {...field} value={field.value ?? ''} helperText={helpText} errorText={useFieldError(name)} />;
}
