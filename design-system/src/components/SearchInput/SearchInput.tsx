import { IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import type { InputProps } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import type { FormEvent, Ref } from 'react';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { chakra } from '@chakra-ui/react/styled-system';

export interface SearchInputProps extends Omit<InputProps, 'value' | 'onChange' | 'onSubmit' | 'size'> {
  /** Current query (controlled). */
  value: string;
  /** Called with the new query on every keystroke and with '' when cleared. */
  onValueChange: (value: string) => void;
  /** Accessible label, e.g. 'Search services'; visually hidden unless `showLabel`. */
  label: string;
  /**
   * Show the label above the input.
   * @default false
   */
  showLabel?: boolean;
  /** Called on Enter; the input is wrapped in a `role="search"` form when given. */
  onSearch?: (value: string) => void;
  /**
   * Input size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** The input element, e.g. to read a value typed before the page's script ran. */
  ref?: Ref<HTMLInputElement>;
}

/** Free-text search box with a magnifier and a clear button. */
export function SearchInput({ value, onValueChange, label, showLabel = false, onSearch, size = 'md', placeholder, ref, ...rest }: SearchInputProps) {
  const id = useId();
  const field = (
    <InputGroup
      startElement={<Search aria-hidden="true" size={16} />}
      endElement={
        value ? (
          <IconButton aria-label={`Clear ${label.toLowerCase()}`} size="xs" variant="ghost" colorPalette="gray" onClick={() => onValueChange('')} me="-1">
            <X aria-hidden="true" />
          </IconButton>
        ) : undefined
      }
    >
      <Input
        ref={ref}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        size={size}
        bg="bg.panel"
        autoComplete="off"
        {...rest}
      />
    </InputGroup>
  );
  const labelElement = showLabel ? (
    <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1.5">
      {label}
    </chakra.label>
  ) : (
    <VisuallyHidden asChild>
      <label htmlFor={id}>{label}</label>
    </VisuallyHidden>
  );
  if (!onSearch) {
    return (
      <div>
        {labelElement}
        {field}
      </div>
    );
  }
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      {labelElement}
      {field}
    </form>
  );
}
