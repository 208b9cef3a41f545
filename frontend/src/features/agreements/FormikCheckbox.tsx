import { Checkbox } from '@marketplace/design-system';
import { useField } from 'formik';
import type { ReactNode } from 'react';

/** The design system's checkbox bound to a boolean Formik field (Space toggles it). */
export function FormikCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root checked={field.value === true} onCheckedChange={(details) => void helpers.setValue(details.checked === true)} name={name} alignItems="center">
      <Checkbox.HiddenInput onBlur={() => void helpers.setTouched(true, false)} />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
