import { FilterSheet, SelectField } from '@marketplace/design-system';
import { LISTING_YEARS, PROPERTY_TYPES } from './filters';
import type { ListingFilters } from './filters';
import { activeFilterCount } from './filters';

export interface FiltersSheetProps {
  filters: ListingFilters;
  categories: readonly string[];
  onChange: (next: ListingFilters) => void;
  onClear: () => void;
}

const any = (label: string) => ({ value: 'all', label });

/** The design system's Filters side sheet with year, property type and category; changes apply at once. */
export function FiltersSheet({ filters, categories, onChange, onClear }: FiltersSheetProps) {
  return (
    <FilterSheet title="Filter projects" description="Narrow by year, property type and category." activeCount={activeFilterCount(filters)} onClear={onClear}>
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
    </FilterSheet>
  );
}
