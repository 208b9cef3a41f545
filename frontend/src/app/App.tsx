import { ApolloProvider } from '@apollo/client/react';
import { DesignSystemProvider } from '@marketplace/design-system';
import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { FavoritesProvider } from './providers/FavoritesProvider';
import { ThemeProvider } from './providers/ThemeProvider';
import { appRoutes } from './routes';

/** The web app: preferences, data, design system and routes. */
export function App() {
  const client = useMemo(() => createApolloClient(), []);
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  return (
    <ThemeProvider>
      <FavoritesProvider>
        <ApolloProvider client={client}>
          <DesignSystemProvider>
            <RouterProvider router={router} />
          </DesignSystemProvider>
        </ApolloProvider>
      </FavoritesProvider>
    </ThemeProvider>
  );
}
