import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { RouteLoading } from './layout/RouteLoading';

interface CatchProps {
  /** Changing it clears a caught error (the visitor went to another page). */
  resetKey: string;
  children: ReactNode;
}

interface CatchState {
  error: unknown;
  resetKey: string;
  failed: boolean;
}

/** React's error boundary: shows the error screen instead of a screen that threw while rendering or loading. */
export class ScreenErrorCatcher extends Component<CatchProps, CatchState> {
  override state: CatchState = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<CatchState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: CatchProps, state: CatchState): Partial<CatchState> | null {
    return props.resetKey !== state.resetKey ? { error: null, failed: false, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.failed ? <RouteErrorBoundary error={this.state.error} /> : this.props.children;
  }
}

/**
 * Wraps the current screen: the loading state while its code downloads, and the error screen,
 * inside the layout so the header and footer stay usable, when it fails.
 */
export function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorCatcher resetKey={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </ScreenErrorCatcher>
  );
}
