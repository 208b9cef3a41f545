import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import { memo, startTransition, useState, type ReactNode } from 'react';
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
  /** Selected tab (controlled): told of a change in a transition, the parent is expected to take it. */
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
}

/** A tab's count, rendered again only when the count changes (a switch re-renders every trigger). */
const CountBadge = memo(function CountBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette="gray" borderRadius="full">
      {count}
    </Badge>
  );
});

/** The panel while the parent catches up with a new tab: dimmed, unless it catches up within 150 ms. */
const BUSY_PANEL = { '&[aria-busy=true]': { opacity: 0.6, transition: 'opacity 0.2s 0.15s' } } as const;

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
 * at once; this makes the keyboard do the same.
 *
 * Only the tab strip renders in the tap's time: the selection is held here and committed at once,
 * and `onValueChange` runs in a transition, so what the parent renders for the new tab (a page of
 * cards) never delays the strip's paint (Interaction to Next Paint). Until the parent's `value`
 * catches up, the panel keeps the content it had, dimmed and `aria-busy`. Only the selected panel
 * is rendered.
 */
export function TabGroup<V extends string = string>({ items, label, value, defaultValue, onValueChange, variant = 'line' }: TabGroupProps<V>) {
  const [own, setOwn] = useState<V | undefined>(value ?? defaultValue ?? items[0]?.value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    if (value !== undefined) setOwn(value);
  }
  const selected = items.find((item) => item.value === own) ?? items[0];
  const shown = items.find((item) => item.value === (value ?? own)) ?? selected;
  const pending = shown !== selected;
  return (
    <Tabs.Root
      value={selected?.value}
      onValueChange={(details) => {
        const next = details.value as V;
        flushSync(() => setOwn(next));
        if (onValueChange) startTransition(() => onValueChange(next));
      }}
      variant={variant}
    >
      <Tabs.List aria-label={label} overflowX="auto" maxW="full" scrollbarWidth="thin">
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} whiteSpace="nowrap" flexShrink={0} gap="2">
            {item.label}
            {item.count !== undefined ? <CountBadge count={item.count} /> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {selected ? (
        <Tabs.Content value={selected.value} pt="6" aria-busy={pending || undefined} css={BUSY_PANEL}>
          {shown?.content}
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
