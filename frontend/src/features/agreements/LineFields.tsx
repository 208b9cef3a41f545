import { Button, HStack, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { PRICE_KIND_LABELS, PRICE_KINDS } from '@marketplace/shared';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormikSelectField, FormikTextField } from '../../forms';
import { FormikCheckbox } from './FormikCheckbox';

const KIND_OPTIONS = PRICE_KINDS.map((kind) => ({ value: kind, label: PRICE_KIND_LABELS[kind] }));
const CHANGE_OPTIONS = [
  { value: 'add', label: 'Adds work' },
  { value: 'remove', label: 'Removes work' },
];

/** A group of fields for one item of a list (a price line, a payment, a permit), with its Remove button. */
export function ListItem({ title, onRemove, children }: { title: string; onRemove?: () => void; children: ReactNode }) {
  return (
    <Stack as="li" gap="3" p={{ base: '3', md: '4' }} bg="bg.subtle" borderWidth="1px" borderColor="border.muted" borderRadius="l3" aria-label={title}>
      <HStack justify="space-between" gap="3">
        <Text fontWeight="semibold" textStyle="sm">
          {title}
        </Text>
        {onRemove ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </HStack>
      {children}
    </Stack>
  );
}

/** One price line's fields, named `${name}.description` and so on (a change order's line also says whether it adds or removes work). */
export function LineFields({ name, change = false }: { name: string; change?: boolean }) {
  return (
    <Stack gap="3">
      <FormikTextField name={`${name}.description`} label="Description" required />
      <SimpleGrid columns={{ base: 2, md: change ? 5 : 4 }} gap="3" alignItems="end">
        {change ? <FormikSelectField name={`${name}.change`} label="Change" options={CHANGE_OPTIONS} /> : null}
        <FormikTextField name={`${name}.quantity`} label="Quantity" inputMode="decimal" required />
        <FormikTextField name={`${name}.unitPrice`} label="Unit price ($)" inputMode="decimal" required />
        <FormikSelectField name={`${name}.kind`} label="Price" options={KIND_OPTIONS} />
        <Stack justify="center" minH="10">
          <FormikCheckbox name={`${name}.taxable`}>HST applies</FormikCheckbox>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
