/** First `max` items plus how many are left for the '+n more' label. */
export function splitVisible<T>(items: readonly T[], max: number): { visible: T[]; hiddenCount: number } {
  const visible = items.slice(0, Math.max(0, max));
  return { visible, hiddenCount: Math.max(0, items.length - visible.length) };
}

/** '+n more' or nothing. */
export function moreLabel(hiddenCount: number): string | null {
  return hiddenCount > 0 ? `+${hiddenCount} more` : null;
}
