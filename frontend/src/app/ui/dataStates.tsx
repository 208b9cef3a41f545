import { EmptyState, ErrorState, LoadingState, type LoadingStateProps } from '@marketplace/design-system';
import type { ReactNode } from 'react';

/** Loading, empty and error states of the app's data views: the design system's. */
export { EmptyState, ErrorState, LoadingState } from '@marketplace/design-system';
export type { EmptyStateProps, ErrorStateProps, LoadingStateProps } from '@marketplace/design-system';

export interface DataViewProps<T> {
  /** What the query has so far (a cached answer counts while a refresh runs). */
  data: T | undefined;
  loading: boolean;
  error?: unknown;
  onRetry(): void;
  /** Whether an answer has nothing to show. */
  isEmpty(data: T): boolean;
  /** The loading state: its announced label and skeleton layout. */
  placeholder: Pick<LoadingStateProps, 'label' | 'variant' | 'count'>;
  /** The error state's title, e.g. "We couldn't load the pros". */
  errorTitle: string;
  /** What an empty answer shows. */
  empty: ReactNode;
  children(data: T): ReactNode;
}

/**
 * The four states of a view of one query, decided in one place: loading (only when there is nothing
 * yet to show), failed (likewise, with a retry), empty, and the data.
 */
export function DataView<T>({ data, loading, error, onRetry, isEmpty, placeholder, errorTitle, empty, children }: DataViewProps<T>) {
  if (data === undefined && loading) return <LoadingState showLabel {...placeholder} />;
  if (data === undefined && error) return <ErrorState title={errorTitle} description="Please check your connection and try again." onRetry={onRetry} />;
  if (data === undefined || isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
