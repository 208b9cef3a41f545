import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { getSystem } from '../theme/system';
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
}: DesignSystemProviderProps) {
  return (
    <ChakraProvider value={getSystem()}>
      <NavigationProvider linkAs={linkAs} onNavigate={onNavigate}>
        {children}
        {withToaster ? <ToastRegion /> : null}
      </NavigationProvider>
    </ChakraProvider>
  );
}
