import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';

export interface TabItem<V extends string = string> {
  /** Stable value, e.g. 'open'. */
  value: V;
  /** Tab label, e.g. 'Open for Bids'. */
  label: string;
  /** Count shown beside the label. */
  count?: number;
  /** Panel content. */
  content: ReactNode;
}

export interface TabGroupProps<V extends string = string> {
  /** Tabs in order. */
  items: TabItem<V>[];
  /** Accessible name of the tab list, e.g. 'Project filters'. */
  label: string;
  /** Selected tab (controlled). */
  value?: V;
  /** Initially selected tab (uncontrolled); defaults to the first. */
  defaultValue?: V;
  /** Called with the newly selected tab. */
  onValueChange?: (value: V) => void;
  /**
   * Visual style.
   * @default 'line'
   */
  variant?: 'line' | 'enclosed' | 'outline';
  /**
   * Unmount hidden panels (keeps big lists out of the DOM).
   * @default true
   */
  lazy?: boolean;
}

/**
 * Tabs with counts, e.g. All Projects / Open for Bids / Urgent / Recently Posted. Arrow keys move
 * between tabs. Triggers never shrink, so on a phone the list scrolls sideways instead of
 * squeezing labels and counts into each other. `V` narrows the tab values (e.g. a union of ids).
 */
export function TabGroup<V extends string = string>({ items, label, value, defaultValue, onValueChange, variant = 'line', lazy = true }: TabGroupProps<V>) {
  return (
    <Tabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value as V)}
      variant={variant}
      lazyMount={lazy}
      unmountOnExit={lazy}
    >
      <Tabs.List aria-label={label} overflowX="auto" maxW="full" scrollbarWidth="thin">
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} whiteSpace="nowrap" flexShrink={0} gap="2">
            {item.label}
            {item.count !== undefined ? (
              <Badge size="sm" variant="subtle" colorPalette="gray" borderRadius="full">
                {item.count}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value} pt="6">
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
