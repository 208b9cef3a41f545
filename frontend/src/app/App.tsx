import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@marketplace/design-system';
import { useMemo } from 'react';
import { createApolloClient } from './apollo';
import { LatestProjects } from './LatestProjects';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <main>
          <h1>GTA Home Pros</h1>
          <LatestProjects />
        </main>
      </ChakraProvider>
    </ApolloProvider>
  );
}
