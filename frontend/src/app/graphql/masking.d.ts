import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

/**
 * Apollo Client reads the masked types GraphQL Codegen writes (a fragment spread becomes a
 * `' $fragmentRefs'` entry): `useQuery` answers only the query's own fields, and `useFragment`
 * unmasks one fragment for the component that declared it.
 */
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
