import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Search } from 'lucide-react';

export interface SearchFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled free-text search box (no limits, spec section 5). */
export function SearchField({ label, value, onValueChange, placeholder }: SearchFieldProps) {
  return (
    <Field.Root>
      <Field.Label color="fg">{label}</Field.Label>
      <Box position="relative" width="full">
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.subtle" pointerEvents="none" zIndex="1">
          <Search size={18} aria-hidden="true" />
        </Box>
        <Input
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={placeholder}
          ps="10"
          bg="bg.panel"
          size="lg"
        />
      </Box>
    </Field.Root>
  );
}
