import { DesignSystemProvider } from '@marketplace/design-system';
import type { ReactNode } from 'react';
import { FavoritesProvider } from './providers/FavoritesProvider';
import { ThemeProvider } from './providers/ThemeProvider';

/**
 * Everything around the router: preferences and the design system. Shared by the browser app
 * and prerendering. The GraphQL client is not here: screens that use it bring it (graphql/ApolloScope).
 */
export function AppProviders({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider>
      <FavoritesProvider>
        {/* Chakra's global styles are a stylesheet the build links from every page (src/ssr/globalStylesheet.ts). */}
        <DesignSystemProvider globalStyles="linked">{children}</DesignSystemProvider>
      </FavoritesProvider>
    </ThemeProvider>
  );
}
