import { Badge } from '@chakra-ui/react/badge';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { LISTING_YEARS, PROPERTY_TYPES } from '../../../data/projects';
import type { ListingFilters } from './filters';
import { activeFilterCount } from './filters';
import { SelectField } from './SelectField';

export interface FiltersSheetProps {
  filters: ListingFilters;
  categories: readonly string[];
  onChange: (next: ListingFilters) => void;
  onClear: () => void;
}

const any = (label: string) => ({ value: 'all', label });

/** Side sheet with the year, property type and category filters; changes apply at once. */
export function FiltersSheet({ filters, categories, onChange, onClear }: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="sm">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="lg" bg="bg.panel">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {count > 0 ? (
            <Badge colorPalette="brand" variant="solid" borderRadius="full" aria-label={`${count} active`}>
              {count}
            </Badge>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Filter projects</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <SelectField
                  label="Year"
                  value={filters.year}
                  options={[any('All years'), ...LISTING_YEARS.map((y) => ({ value: String(y), label: String(y) }))]}
                  onValueChange={(year) => onChange({ ...filters, year })}
                />
                <SelectField
                  label="Property type"
                  value={filters.propertyType}
                  options={[any('All property types'), ...PROPERTY_TYPES.map((t) => ({ value: t, label: t }))]}
                  onValueChange={(propertyType) => onChange({ ...filters, propertyType })}
                />
                <SelectField
                  label="Category"
                  value={filters.category}
                  options={[any('All categories'), ...categories.map((c) => ({ value: c, label: c }))]}
                  onValueChange={(category) => onChange({ ...filters, category })}
                />
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="ghost" onClick={onClear}>
                Clear Filters
              </Button>
              <Button colorPalette="brand" onClick={() => setOpen(false)}>
                Show results
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
