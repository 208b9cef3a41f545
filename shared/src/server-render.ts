/**
 * The contract between the API server and the web app's server entry (frontend/src/entry-server.tsx),
 * which are built separately: the server loads the entry's build at run time and hands it a way to run
 * a page's GraphQL operations as the visitor of the request.
 */

/** One GraphQL operation of a page being rendered. */
export interface PageOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Its answer, as GraphQL formats it (data and errors; `graphql`'s FormattedExecutionResult fits). */
export interface PageOperationResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string }>;
}

/** Runs one operation for the visitor whose page is being rendered, through the API's own GraphQL server. */
export type ExecuteOperation = (operation: PageOperation) => Promise<PageOperationResult>;
