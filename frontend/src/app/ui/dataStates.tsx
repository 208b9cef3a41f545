/** Loading, empty and error states of the app's data views: the design system's. */
export { EmptyState, ErrorState, LoadingState } from '@marketplace/design-system';
export type { EmptyStateProps, ErrorStateProps, LoadingStateProps } from '@marketplace/design-system';
