/**
 * Id of the `<script type="application/json">` in which a server-rendered page names the queries its
 * render asked (beside their answers, SERVER_DATA_ELEMENT_ID), so the browser can read those answers
 * from its cache before hydrating, one query per task (`readServerAnswers` in ApolloScope).
 */
export const SERVER_READS_ELEMENT_ID = 'apollo-reads';

/** A query a server render asked: its operation's name and variables. */
export interface ServerRead {
  operation: string;
  variables: Record<string, unknown>;
}
