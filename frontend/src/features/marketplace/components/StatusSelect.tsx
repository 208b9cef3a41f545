import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import type { Option, ProjectStatus } from '../../../data/types';

export interface StatusSelectProps {
  value: ProjectStatus;
  /** Choices, e.g. DASHBOARD_STATUS_OPTIONS. A current value missing from them is still shown. */
  options: Option<ProjectStatus>[];
  onChange: (status: ProjectStatus) => void;
  /** Visible label ('Status'); names the project for screen readers when `hideLabel` is set. */
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** The project status dropdown of the dashboard cards and the details screen. */
export function StatusSelect({ value, options, onChange, label, hideLabel = false, disabled = false, size = 'sm' }: StatusSelectProps) {
  const choices = options.some((option) => option.value === value)
    ? options
    : [{ value, label: value.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) }, ...options];
  return (
    <Field.Root disabled={disabled} width="auto" minW="44">
      <Field.Label srOnly={hideLabel} textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value as ProjectStatus)}>
          {choices.map((option) => (
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
