import { NativeSelect } from '@chakra-ui/react/native-select';
import { forwardRef } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'disabled' | 'size'> {
  /** Choices: strings (value = label) or `{ value, label }`. */
  options: ReadonlyArray<string | SelectOption>;
  /** First, empty choice, e.g. 'Select a budget range'. */
  placeholder?: string;
  /**
   * Control size.
   * @default 'md'
   */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Called with the chosen value (alongside `onChange`, which still receives the event). */
  onValueChange?: (value: string) => void;
}

/** Native `<select>` (lighter and fully accessible on phones) with label, help and error text. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, helperText, errorText, required, disabled, readOnly, hideLabel, options, placeholder, size = 'md', onValueChange, ...selectProps },
  ref,
) {
  return (
    <FieldShell
      label={label}
      helperText={helperText}
      errorText={errorText}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      hideLabel={hideLabel}
      id={selectProps.id}
    >
      {(control) => (
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          ref={ref}
          bg="bg.panel"
          {...selectProps}
          {...control}
          onChange={(event) => {
            selectProps.onChange?.(event);
            onValueChange?.(event.currentTarget.value);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => {
            const item = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      )}
    </FieldShell>
  );
});
