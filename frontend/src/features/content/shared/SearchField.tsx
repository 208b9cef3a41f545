import { SearchInput } from '@marketplace/design-system';

export interface SearchFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled free-text search box (no limits, spec section 5): the design system's SearchInput. */
export function SearchField(props: SearchFieldProps) {
  return <SearchInput {...props} showLabel size="lg" />;
}
