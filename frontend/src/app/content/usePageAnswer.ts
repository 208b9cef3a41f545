import { useEffect, useState } from 'react';

export type PageAnswerState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; value: T };

/**
 * Data a content page shows from the database (its verified pros, the samples it lists): the answer
 * the server rendered into the page when there is one for these `variables` (`rendered`); otherwise,
 * after a client-side navigation or on the prerendered copy, what `ask` fetches, with loading, a
 * failure and a retry. `variables` is compared by its parts: a new object each render asks nothing new.
 */
export function usePageAnswer<T>(
  rendered: T | undefined,
  variables: Record<string, string | number | boolean | null | undefined>,
  ask: (signal: AbortSignal) => Promise<T>,
): { state: PageAnswerState<T>; retry: () => void } {
  const [state, setState] = useState<PageAnswerState<T>>(rendered !== undefined ? { status: 'loaded', value: rendered } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const fromPage = rendered !== undefined;
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (fromPage && attempt === 0) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    // An answer to variables since replaced (or a page left) is dropped, even one that arrived as it was aborted.
    ask(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', value });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // `ask` closes over the variables, which `key` stands for.
  }, [key, fromPage, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
