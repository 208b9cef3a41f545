import { NativeSelect } from '@chakra-ui/react/native-select';
import { useField } from 'formik';
import { FormikFieldFrame } from './FormikField';
import type { FormikFieldFrameProps } from './FormikField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormikSelectFieldProps extends Omit<FormikFieldFrameProps, 'children'> {
  /** Choices; plain strings use the same text as value and label. */
  options: ReadonlyArray<SelectOption | string>;
  /** First, empty choice shown until one is picked (omit when the field has a default). */
  placeholder?: string;
}

/** A native select (best on phones and for screen readers) bound to a Formik field. */
export function FormikSelectField({ name, label, required, helpText, disabled, options, placeholder }: FormikSelectFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FormikFieldFrame name={name} label={label} required={required} helpText={helpText} disabled={disabled}>
      {(controlProps) => (
      <NativeSelect.Root>
        <NativeSelect.Field {...field} {...controlProps} value={field.value ?? ''}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      )}
    </FormikFieldFrame>
  );
}
