import { ApolloProvider } from '@apollo/client/react';
import type { DocumentNode } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createApolloClient } from '../graphql/apollo';

/**
 * An object a component test puts in the cache before rendering, as the route's query would have:
 * a component that reads its fragment with `useFragment` finds it there.
 */
export interface CachedFragment {
  fragment: DocumentNode;
  /** The fragment's fields, with `__typename` and the object's key (usually `id`). */
  data: Record<string, unknown>;
  fragmentName?: string;
}

export interface MockedApolloProps {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Objects written to the cache before the first render. */
  fragments?: ReadonlyArray<CachedFragment>;
  children?: ReactNode;
}

/**
 * Apollo's MockedProvider, but with the app's own client: the same cache policies and the same data
 * masking, so a component that reads a field its fragment does not ask for fails in its test too.
 */
export function MockedApollo({ mocks = [], fragments = [], children }: MockedApolloProps) {
  const [client] = useState(() => {
    const made = createApolloClient({ link: new MockLink(mocks, { showWarnings: true }) });
    for (const { fragment, data, fragmentName } of fragments) made.writeFragment({ fragment, fragmentName, data });
    return made;
  });
  useEffect(() => () => client.stop(), [client]);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
