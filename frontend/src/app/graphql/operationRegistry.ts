import { Kind, type DocumentNode } from 'graphql';

const operations = new Map<string, DocumentNode>();

/**
 * Keeps an operation's document under its name and answers it. In the app's build each operation's
 * module registers itself (the `graphql-document-modules` plugin in vite.config.ts): the screen's
 * chunk has done so by the time the start reads the server's answers (`readServerAnswers`), which
 * finds a query by the name the server's render gave it.
 */
export function registerOperation<T extends DocumentNode>(document: T): T {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operations.set(definition.name.value, document);
  }
  return document;
}

/** The registered document of the operation `name`, if its module has been loaded. */
export const registeredOperation = (name: string): DocumentNode | undefined => operations.get(name);
