/**
 * Loading, empty and error states of the app's data views, and the view that decides between them
 * and the data: the design system's.
 */
export { DataView, EmptyState, ErrorState, LoadingState } from '@marketplace/design-system';
export type { DataViewProps, EmptyStateProps, ErrorStateProps, LoadingStateProps } from '@marketplace/design-system';
