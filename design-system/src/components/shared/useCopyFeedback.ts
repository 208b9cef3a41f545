import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A Copy button's state: `copied` for four seconds after `copy` resolves, `failed` when it rejects (the
 * component then shows the value ready to select). One behaviour for every copyable value in the system.
 */
export function useCopyFeedback(text: string, copy: (text: string) => Promise<void>): { state: CopyState; onCopy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const onCopy = async () => {
    try {
      await copy(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, onCopy };
}
