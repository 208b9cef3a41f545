import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/**
 * The look of a read-only data table (the agreement's price lines and payment schedule), set here
 * rather than by Chakra's table recipe, which the system leaves out to keep every page's bundle small.
 * Figures line up: `data-numeric` cells are right-aligned with tabular digits.
 */
export const dataTableCss: SystemStyleObject = {
  width: 'full',
  borderCollapse: 'collapse',
  textStyle: 'sm',
  '& th, & td': { px: '3', py: '2.5', textAlign: 'start', verticalAlign: 'top' },
  '& thead tr': { bg: 'bg.subtle', color: 'fg.muted' },
  '& thead th': { textStyle: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide' },
  '& tbody tr, & tfoot tr': { borderTopWidth: '1px', borderColor: 'border' },
  '& tfoot td, & tfoot th': { fontWeight: 'semibold' },
  '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
};

/** The frame round a table (and round each phone card): the panel, a border, the card radius. */
export const dataPanelProps = {
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
} as const;

/** A moment for a `<time dateTime>` attribute, or nothing when the value is not a date. */
export function isoMoment(value: string | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
