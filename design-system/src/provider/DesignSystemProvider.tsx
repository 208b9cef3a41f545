import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { getSystem, getSystemWithLinkedStyles } from '../theme/system';
import { NavigationProvider } from '../navigation/navigation';
import type { NavigationOptions } from '../navigation/navigation';
import { ToastRegion } from './toastRegion';

export interface DesignSystemProviderProps extends NavigationOptions {
  children?: ReactNode;
  /**
   * Mount the toast region (it appears once a screen that shows toasts has loaded the toaster).
   * Turn off only when a parent already renders `<Toaster />`.
   * @default true
   */
  withToaster?: boolean;
  /**
   * Where Chakra's global styles (reset, tokens of both themes, base, `@layer` order) come from: `injected`,
   * made and inserted at the first render (Storybook, tests); `linked`, a stylesheet the page links (the web
   * app, whose build writes it), so the first render neither makes nor inserts them.
   * @default 'injected'
   */
  globalStyles?: 'injected' | 'linked';
}

/**
 * Root of every screen and every story: the marketplace's Chakra `system`, the
 * link plumbing (`linkAs` = the app's router link, `onNavigate` = its navigate
 * function) and the toast region. Light/dark follows the `dark` class on
 * `<html>`, which the app's theme provider owns.
 */
export function DesignSystemProvider({
  children,
  linkAs,
  onNavigate,
  withToaster = true,
  globalStyles = 'injected',
}: DesignSystemProviderProps) {
  return (
    <ChakraProvider value={globalStyles === 'linked' ? getSystemWithLinkedStyles() : getSystem()}>
      <NavigationProvider linkAs={linkAs} onNavigate={onNavigate}>
        {children}
        {withToaster ? <ToastRegion /> : null}
      </NavigationProvider>
    </ChakraProvider>
  );
}
