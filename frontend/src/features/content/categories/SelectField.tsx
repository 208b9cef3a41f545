import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField({ label, value, options, onValueChange }: { label: string; value: string; options: SelectOption[]; onValueChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label color="fg">{label}</Field.Label>
      <NativeSelect.Root size="md" bg="bg.panel">
        <NativeSelect.Field value={value} onChange={(event) => onValueChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
