import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';

export interface DashboardTabItem<V extends string> {
  value: V;
  label: string;
  /** Shown as a badge; none for lists that load on their own (My proposals). */
  count?: number;
  content: ReactNode;
}

export interface DashboardTabsProps<V extends string> {
  items: DashboardTabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
}

/**
 * The dashboard's project tabs with counts. Triggers never shrink, so on a phone the list
 * scrolls sideways instead of squeezing labels and counts into each other.
 */
export function DashboardTabs<V extends string>({ items, value, onValueChange }: DashboardTabsProps<V>) {
  return (
    <Tabs.Root value={value} onValueChange={(details) => onValueChange(details.value as V)} variant="line" lazyMount unmountOnExit>
      <Tabs.List aria-label="Project lists" overflowX="auto" maxW="full" scrollbarWidth="thin">
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} whiteSpace="nowrap" flexShrink={0} gap="2">
            {item.label}
            {item.count === undefined ? null : (
              <Badge size="sm" variant="subtle" colorPalette="gray" borderRadius="full">
                {item.count}
              </Badge>
            )}
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
