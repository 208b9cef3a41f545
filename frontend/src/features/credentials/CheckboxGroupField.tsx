import { Checkbox } from '@chakra-ui/react/checkbox';
import { Box, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { useField } from 'formik';
import { useId } from 'react';
import { useFieldError } from '../../forms';

export interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  helpText?: string;
  disabled?: boolean;
}

/** A Formik list of strings as a fieldset of checkboxes, with its help and error tied to the group. */
export function CheckboxGroupField({ name, legend, options, helpText, disabled }: CheckboxGroupFieldProps) {
  const [field, , helpers] = useField<string[]>(name);
  const error = useFieldError(name);
  const id = useId();
  const selected = new Set(field.value ?? []);
  const toggle = (value: string, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === value ? on : selected.has(v)));
    void helpers.setValue(next, true);
    void helpers.setTouched(true, false);
  };
  return (
    <Box as="fieldset" aria-describedby={[helpText ? `${id}-help` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined} aria-invalid={error ? true : undefined} data-field={name}>
      <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
        {legend}
        <Text as="span" color="fg.error" aria-hidden="true">
          {' '}*
        </Text>
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {options.map((option) => (
          <Checkbox.Root key={option.value} checked={selected.has(option.value)} onCheckedChange={(d) => toggle(option.value, d.checked === true)} disabled={disabled} name={name} value={option.value}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Stack gap="1" mt="2">
        {helpText ? (
          <Text id={`${id}-help`} textStyle="xs" color="fg.muted">
            {helpText}
          </Text>
        ) : null}
        {error ? (
          <Text id={`${id}-error`} textStyle="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
