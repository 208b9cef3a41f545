import { Input } from '@chakra-ui/react/input';
import type { InputProps } from '@chakra-ui/react/input';
import { forwardRef } from 'react';
import { FieldShell } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface TextFieldProps extends FieldBaseProps, Omit<InputProps, 'required' | 'disabled' | 'readOnly'> {
  /**
   * Input type (text, email, tel, url, number, password, date).
   * @default 'text'
   */
  type?: string;
}

/** Single-line text input with label, required marker, help and error text. Spreads other props (name, value, onChange, onBlur) onto the input, so Formik's `getFieldProps` fits. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, helperText, errorText, required, disabled, readOnly, hideLabel, type = 'text', ...inputProps },
  ref,
) {
  return (
    <FieldShell label={label} helperText={helperText} errorText={errorText} required={required} disabled={disabled} readOnly={readOnly} hideLabel={hideLabel} id={inputProps.id}>
      {(control) => <Input ref={ref} type={type} bg="bg.panel" {...inputProps} {...control} />}
    </FieldShell>
  );
});
