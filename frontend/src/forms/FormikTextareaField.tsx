import { Textarea } from '@chakra-ui/react/textarea';
import type { TextareaProps } from '@chakra-ui/react/textarea';
import { useField } from 'formik';
import { FormikFieldFrame } from './FormikField';
import type { FormikFieldFrameProps } from './FormikField';

export interface FormikTextareaFieldProps
  extends Omit<FormikFieldFrameProps, 'children'>,
    Omit<TextareaProps, 'name' | 'required' | 'disabled' | 'value' | 'onChange' | 'onBlur'> {}

/** A multi-line text area bound to a Formik field by name. */
export function FormikTextareaField({ name, label, required, helpText, disabled, rows = 5, ...rest }: FormikTextareaFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FormikFieldFrame name={name} label={label} required={required} helpText={helpText} disabled={disabled}>
      {(controlProps) => <Textarea rows={rows} {...rest} {...field} value={field.value ?? ''} {...controlProps} />}
    </FormikFieldFrame>
  );
}
