import { SearchInput } from '@marketplace/design-system';
import { useRef } from 'react';
import { useValueEnteredEarly } from '../valueEnteredEarly';

export interface SearchFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
}

/**
 * A labelled free-text search box (any text: no length limit, nothing required): the design system's SearchInput.
 * Text typed before the page's app started searches once it has (useValueEnteredEarly).
 */
export function SearchField(props: SearchFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useValueEnteredEarly(ref, props.value, props.onValueChange);
  return <SearchInput ref={ref} {...props} showLabel size="lg" />;
}
