import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSampleStatusMemory } from './useSampleStatusMemory';

const STATUS = gql`
  query SampleStatus {
    project(id: "901") {
      id
      status
    }
  }
`;

it('writes a tried status over the cached sample and drops it when the page is left', () => {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: STATUS, data: { project: { __typename: 'Project', id: '901', status: 'OPEN' } } });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result, unmount } = renderHook(() => useSampleStatusMemory(), { wrapper });

  act(() => result.current('901', 'cancelled'));
  expect(client.readQuery({ query: STATUS })).toEqual({ project: { __typename: 'Project', id: '901', status: 'CANCELLED' } });

  unmount();
  // The status is gone from the cache: the next visit asks the server for the sample again.
  expect(client.readQuery({ query: STATUS, returnPartialData: false })).toBeNull();
});
