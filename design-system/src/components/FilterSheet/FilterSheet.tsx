import { Badge } from '@chakra-ui/react/badge';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { SlidersHorizontal } from 'lucide-react';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { ReactNode } from 'react';

export interface FilterSheetProps {
  /** Filter controls (FilterChipGroup, SelectField, ...). */
  children: ReactNode;
  /**
   * Sheet title.
   * @default 'Filters'
   */
  title?: string;
  /** One line under the title, e.g. 'Narrow plumbing projects by year and property type'. */
  description?: string;
  /**
   * Number of active filters, shown on the trigger.
   * @default 0
   */
  activeCount?: number;
  /** Controlled open state; leave undefined to let the trigger manage it. */
  open?: boolean;
  /** Called when the sheet opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Clears every filter ('Clear Filters'); the button shows only when given. */
  onClear?: () => void;
  /**
   * Label of the trigger button.
   * @default 'Filters'
   */
  triggerLabel?: string;
  /**
   * Label of the close/apply button in the footer (filters apply live).
   * @default 'Show results'
   */
  doneLabel?: string;
  /**
   * Side the sheet slides from.
   * @default 'end'
   */
  placement?: 'start' | 'end';
}

/**
 * Side drawer for the category pages' filters. Focus is trapped inside while
 * open and returns to the trigger on close.
 */
export function FilterSheet({
  children,
  title = 'Filters',
  description,
  activeCount = 0,
  open,
  onOpenChange,
  onClear,
  triggerLabel = 'Filters',
  doneLabel = 'Show results',
  placement = 'end',
}: FilterSheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange?.(details.open)} placement={placement} size="sm">
      <Drawer.Trigger asChild>
        <Button variant="outline" colorPalette="gray">
          <SlidersHorizontal aria-hidden="true" />
          {triggerLabel}
          {activeCount > 0 ? (
            // The visible count stays in the accessible name ("Filters 2 active").
            <Badge colorPalette="brand" variant="solid" borderRadius="full" size="sm">
              {activeCount}
              <VisuallyHidden> active</VisuallyHidden>
            </Badge>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title>{title}</Drawer.Title>
              {description ? <Drawer.Description color="fg.muted" textStyle="sm">{description}</Drawer.Description> : null}
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">{children}</Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <HStack width="full" justify="space-between">
                {onClear ? (
                  <Button variant="ghost" colorPalette="gray" onClick={onClear} disabled={activeCount === 0}>
                    Clear Filters
                  </Button>
                ) : (
                  <span />
                )}
                <Drawer.ActionTrigger asChild>
                  <Button>{doneLabel}</Button>
                </Drawer.ActionTrigger>
              </HStack>
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

export interface FilterChipGroupProps {
  /** Group name, e.g. 'Property type'. */
  legend: string;
  /** Choices, e.g. ['Condo', 'House', 'Commercial']. */
  options: readonly string[];
  /** Selected choices. */
  value: readonly string[];
  /** Called with the new selection. */
  onChange: (value: string[]) => void;
}

/** Multi-select filter as a fieldset of toggle buttons (`aria-pressed`). */
export function FilterChipGroup({ legend, options, value, onChange }: FilterChipGroupProps) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" mb="2" textStyle="sm">
        {legend}
      </chakra.legend>
      <HStack gap="2" wrap="wrap">
        {options.map((option) => {
          const pressed = value.includes(option);
          return (
            <Button
              key={option}
              size="sm"
              borderRadius="full"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'brand' : 'gray'}
              aria-pressed={pressed}
              onClick={() => toggle(option)}
            >
              {option}
            </Button>
          );
        })}
      </HStack>
    </chakra.fieldset>
  );
}
