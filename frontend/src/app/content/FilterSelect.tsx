import { SelectField, type SelectFieldProps } from '@marketplace/design-system';
import { useRef } from 'react';
import { useValueEnteredEarly } from '../valueEnteredEarly';

export interface FilterSelectProps extends Omit<SelectFieldProps, 'value' | 'onValueChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A content page's filter: the design system's SelectField, whose choice made before the page's app started applies once it has. */
export function FilterSelect(props: FilterSelectProps) {
  const ref = useRef<HTMLSelectElement>(null);
  useValueEnteredEarly(ref, props.value, props.onValueChange);
  return <SelectField ref={ref} {...props} />;
}
