import { ApolloProvider } from '@apollo/client/react';
import { DesignSystemProvider } from '@marketplace/design-system';
import { useMemo, type ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { FavoritesProvider } from './providers/FavoritesProvider';
import { ThemeProvider } from './providers/ThemeProvider';

/** Everything around the router: preferences, data, design system. Shared by the browser app and prerendering. */
export function AppProviders({ children }: { children?: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ThemeProvider>
      <FavoritesProvider>
        <ApolloProvider client={client}>
          <DesignSystemProvider>{children}</DesignSystemProvider>
        </ApolloProvider>
      </FavoritesProvider>
    </ThemeProvider>
  );
}
