import { useEffect, type RefObject } from 'react';
import { adoptClientState, startedFromPrerenderedHtml } from './hydration';

/**
 * A field of a prerendered page that the visitor filled before the app started (content pages start
 * it at the first interaction, so typing can begin first): React keeps the field's HTML value when it
 * hydrates it, but the screen's state is still the server's, so what was typed would show and do
 * nothing. Once hydrated, the state adopts the field's value. `ref` is the input or select.
 */
export function useValueEnteredEarly(ref: RefObject<HTMLInputElement | HTMLSelectElement | null>, value: string, onValueChange: (value: string) => void): void {
  useEffect(() => {
    const entered = ref.current?.value;
    if (entered !== undefined && entered !== value && startedFromPrerenderedHtml()) adoptClientState(() => onValueChange(entered));
    // Once, as the field is hydrated: later values are the state's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
