import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  /** Stable value, e.g. 'open'. */
  value: string;
  /** Tab label, e.g. 'Open for Bids'. */
  label: string;
  /** Count shown beside the label. */
  count?: number;
  /** Panel content. */
  content: ReactNode;
}

export interface TabGroupProps {
  /** Tabs in order. */
  items: TabItem[];
  /** Accessible name of the tab list, e.g. 'Project filters'. */
  label: string;
  /** Selected tab (controlled). */
  value?: string;
  /** Initially selected tab (uncontrolled); defaults to the first. */
  defaultValue?: string;
  /** Called with the newly selected tab. */
  onValueChange?: (value: string) => void;
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

/** Tabs with counts (the dashboard's All Projects / Open for Bids / Urgent / Recently Posted). Arrow keys move between tabs. */
export function TabGroup({ items, label, value, defaultValue, onValueChange, variant = 'line', lazy = true }: TabGroupProps) {
  return (
    <Tabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      variant={variant}
      lazyMount={lazy}
      unmountOnExit={lazy}
    >
      <Tabs.List aria-label={label} overflowX="auto" maxW="full">
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} whiteSpace="nowrap">
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
