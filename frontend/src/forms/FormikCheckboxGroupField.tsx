import { Box, Checkbox, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { useField } from 'formik';
import { useId } from 'react';
import { useFieldError } from './FormikField';

export interface FormikCheckboxGroupFieldProps {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; description?: string }>;
  helpText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A Formik list of strings as a fieldset of checkboxes (keyboard: Tab between boxes, Space to tick), help and error tied to it. */
export function FormikCheckboxGroupField({ name, legend, options, helpText, required, disabled }: FormikCheckboxGroupFieldProps) {
  const [field, , helpers] = useField<string[]>(name);
  const error = useFieldError(name);
  const id = useId();
  const selected = new Set(field.value ?? []);
  const toggle = (value: string, on: boolean) => {
    void helpers.setValue(
      options.map((o) => o.value).filter((v) => (v === value ? on : selected.has(v))),
      true,
    );
    void helpers.setTouched(true, false);
  };
  return (
    <Box as="fieldset" aria-describedby={[helpText ? `${id}-help` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined} aria-invalid={error ? true : undefined} data-field={name}>
      <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
        {legend}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' '}*
          </Text>
        ) : null}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {options.map((option) => (
          <Checkbox.Root key={option.value} checked={selected.has(option.value)} onCheckedChange={(d) => toggle(option.value, d.checked === true)} disabled={disabled} name={name} value={option.value} alignItems="flex-start">
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              {option.label}
              {option.description ? (
                <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
                  {option.description}
                </Text>
              ) : null}
            </Checkbox.Label>
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
