import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

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
 *
 * An arrow key selects the tab it moves focus to (automatic activation), and the selection is
 * committed in the same frame as the focus: Ark moves focus in one animation-frame callback and
 * selects in the next, and a selection left to React's normal scheduling rendered in a later task,
 * so a screen reader (or anything else) could find focus on a tab still marked unselected, and one
 * frame painted the focus ring on one tab and the selection on another. A click already commits
 * at once; this makes the keyboard do the same. The value is held here when uncontrolled, so both
 * ways of use commit together.
 */
export function TabGroup<V extends string = string>({ items, label, value, defaultValue, onValueChange, variant = 'line', lazy = true }: TabGroupProps<V>) {
  const [own, setOwn] = useState<V | undefined>(defaultValue ?? items[0]?.value);
  return (
    <Tabs.Root
      value={value ?? own}
      onValueChange={(details) =>
        flushSync(() => {
          setOwn(details.value as V);
          onValueChange?.(details.value as V);
        })
      }
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
