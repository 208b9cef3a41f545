import { Box, SelectField } from '@marketplace/design-system';
import type { Option, ProjectStatus } from '../formOptions';

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
    <Box minW="44">
      <SelectField
        label={label}
        hideLabel={hideLabel}
        disabled={disabled}
        size={size}
        value={value}
        options={choices}
        onValueChange={(status) => onChange(status as ProjectStatus)}
      />
    </Box>
  );
}
