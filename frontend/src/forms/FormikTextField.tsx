import { Input } from '@chakra-ui/react/input';
import type { InputProps } from '@chakra-ui/react/input';
import { useField } from 'formik';
import { FormikFieldFrame } from './FormikField';
import type { FormikFieldFrameProps } from './FormikField';

export interface FormikTextFieldProps
  extends Omit<FormikFieldFrameProps, 'children'>,
    Omit<InputProps, 'name' | 'required' | 'disabled' | 'value' | 'onChange' | 'onBlur'> {}

/** A one-line text input bound to a Formik field by name. */
export function FormikTextField({ name, label, required, helpText, disabled, ...inputProps }: FormikTextFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FormikFieldFrame name={name} label={label} required={required} helpText={helpText} disabled={disabled}>
      {(controlProps) => <Input {...inputProps} {...field} value={field.value ?? ''} {...controlProps} />}
    </FormikFieldFrame>
  );
}
