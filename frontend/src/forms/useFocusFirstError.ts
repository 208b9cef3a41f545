import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * After a submit attempt that failed validation, moves focus to the first
 * invalid control in document order, so keyboard and screen-reader users land
 * on what needs fixing.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    // Wait a frame so the error state (aria-invalid) has rendered.
    const frame = requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [submitCount, isSubmitting, isValid, formRef]);
}

/** Component form of `useFocusFirstError`, for use inside `<Formik>` render output. */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useFocusFirstError(formRef);
  return null;
}
