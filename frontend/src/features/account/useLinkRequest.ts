import type { FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { linkRequestProblem } from './linkErrors';

export interface LinkRequestState<V> {
  /** The values the last link went out for; null while the form shows. */
  sentFor: V | null;
  resending: boolean;
  resendMessage?: { tone: 'success' | 'error'; text: string };
  /** The form's onSubmit: sends, then shows the server's field errors or form message, if any. */
  submit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  resend: () => Promise<void>;
  reset: () => void;
}

/**
 * The form → "check your inbox" flow shared by sign-in and contractor sign-up: one request
 * function, the values it was sent for, and the resend outcome.
 */
export function useLinkRequest<V>(request: (values: V) => Promise<unknown>): LinkRequestState<V> {
  const [sentFor, setSentFor] = useState<V | null>(null);
  const [resending, setResending] = useState(false);
  const [resendMessage, setResendMessage] = useState<LinkRequestState<V>['resendMessage']>();

  /** Sends from the form; resolves with field errors or a form message when it failed. */
  const send = useCallback(
    async (values: V): Promise<{ fieldErrors?: Record<string, string>; message?: string } | null> => {
      try {
        await request(values);
        setResendMessage(undefined);
        setSentFor(values);
        return null;
      } catch (error) {
        return linkRequestProblem(error);
      }
    },
    [request],
  );

  const resend = useCallback(async () => {
    if (!sentFor) return;
    setResending(true);
    setResendMessage(undefined);
    try {
      await request(sentFor);
      setResendMessage({ tone: 'success', text: 'We’ve sent another link. It may take a minute to arrive.' });
    } catch (error) {
      const problem = linkRequestProblem(error);
      setResendMessage({ tone: 'error', text: problem.message ?? Object.values(problem.fieldErrors ?? {}).join(' ') });
    } finally {
      setResending(false);
    }
  }, [request, sentFor]);

  const reset = useCallback(() => {
    setSentFor(null);
    setResendMessage(undefined);
  }, []);

  const submit = useCallback(
    async (values: V, helpers: FormikHelpers<V>) => {
      const problem = await send(values);
      if (problem?.fieldErrors) helpers.setErrors(problem.fieldErrors as never);
      helpers.setStatus(problem?.message);
    },
    [send],
  );

  return { sentFor, resending, resendMessage, submit, resend, reset };
}
