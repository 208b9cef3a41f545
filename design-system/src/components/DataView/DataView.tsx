import type { ReactElement, ReactNode } from 'react';
import { ErrorState, type ErrorStateProps } from '../ErrorState/ErrorState';
import { LoadingState, type LoadingStateProps } from '../LoadingState/LoadingState';

const CHECK_CONNECTION = 'Please check your connection and try again.';

export interface DataViewProps<T> {
  /** What the query has so far (a cached answer counts while a refresh runs). */
  data: T | undefined;
  loading: boolean;
  error?: unknown;
  onRetry(): void;
  /** Whether an answer has nothing to show; without it, every answer has something. */
  isEmpty?(data: T): boolean;
  /** The loading state: its announced label and skeleton layout (the label shows unless `showLabel` is false). */
  placeholder: Pick<LoadingStateProps, 'label' | 'variant' | 'count' | 'showLabel'>;
  /** The error state's title, e.g. "We couldn't load the pros". */
  errorTitle: string;
  /**
   * What failed or what to do, under the error title.
   * @default 'Please check your connection and try again.'
   */
  errorDescription?: ReactNode;
  /**
   * Heading level of the error state's title, to fit the outline of the page around it.
   * @default 'h2'
   */
  errorHeadingLevel?: ErrorStateProps['headingLevel'];
  /**
   * Where a failure shows. `instead`: in place of the view, and only while there is nothing to show (a failed
   * refresh keeps what was shown). `above`: above the view, whenever the query has failed, for a view that
   * still has something to show without the server (e.g. built-in samples); under it the placeholder, the
   * empty state or the data show as they would without the failure.
   * @default 'instead'
   */
  errorPlacement?: 'instead' | 'above';
  /** What an empty answer (or no answer, e.g. a skipped query) shows; nothing when not given. */
  empty?: ReactNode;
  /**
   * Lays out the placeholder and the failure, told which of the two it holds, when the data and the empty
   * state each lay out a page of their own (e.g. the page's container and a back link around the two);
   * without it they stand as they are.
   */
  frame?(state: ReactElement, which: 'loading' | 'failure'): ReactNode;
  children(data: T): ReactNode;
}

/**
 * The four states of a view of one query, decided in one place: loading (only when there is nothing
 * yet to show), failed (likewise, with a retry), empty, and the data. Knows no query library: the
 * screen passes what its query has.
 */
export function DataView<T>({
  data,
  loading,
  error,
  onRetry,
  isEmpty,
  placeholder,
  errorTitle,
  errorDescription = CHECK_CONNECTION,
  errorHeadingLevel,
  errorPlacement = 'instead',
  empty = null,
  frame = (state) => state,
  children,
}: DataViewProps<T>) {
  const failure = () => frame(<ErrorState title={errorTitle} description={errorDescription} onRetry={onRetry} headingLevel={errorHeadingLevel} />, 'failure');
  const view = () => {
    if (data === undefined && loading) return frame(<LoadingState showLabel {...placeholder} />, 'loading');
    if (data === undefined && error && errorPlacement === 'instead') return failure();
    if (data === undefined || isEmpty?.(data)) return empty;
    return children(data);
  };
  return (
    <>
      {error && errorPlacement === 'above' ? failure() : null}
      {view()}
    </>
  );
}
