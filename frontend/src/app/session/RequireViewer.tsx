import type { ReactNode } from 'react';
import { LoadingState } from '../ui/dataStates';
import type { LoadingStateProps } from '../ui/dataStates';
import { SignInPrompt } from './SignInPrompt';
import type { SignInPromptProps } from './SignInPrompt';
import { useViewer } from './useViewer';
import type { Viewer } from './useViewer';

export interface RequireViewerProps {
  /** What shows while the server answers who is signed in (the screen's own loading text). */
  placeholder: LoadingStateProps;
  /** What a visitor is asked instead: the screen's title for it, its path to come back to, and optionally its own description. */
  signIn: SignInPromptProps;
  /** The screen for a signed-in person; a function receives them (e.g. to check their role). */
  children: ReactNode | ((viewer: Viewer) => ReactNode);
}

/**
 * The gate of screens that only make sense signed in: loading while the session is checked, the
 * sign-in prompt for visitors, the screen for everyone else. The server still refuses what a
 * person may not do; this only decides what to show.
 */
export function RequireViewer({ placeholder, signIn, children }: RequireViewerProps) {
  const { viewer, loading } = useViewer();
  if (loading) return <LoadingState {...placeholder} />;
  if (!viewer) return <SignInPrompt {...signIn} />;
  return <>{typeof children === 'function' ? children(viewer) : children}</>;
}
