/*
 * Monaco's workers (the editor, JSON and GraphQL language services) as Vite-built files of this site.
 * GraphiQL ships the same setup as `graphiql/setup-workers/vite`, but as a dependency Vite's dev server
 * pre-bundles it, and the pre-bundler cannot load `?worker` imports: `npm run dev` stopped at start.
 * Written in the app's own source, Vite builds the workers in both the dev server and the build (GraphiQL's
 * Vite example does the same).
 */
import type { Environment } from 'monaco-editor';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';

/** Tells Monaco where its workers are; called before the explorer's first editor (a function, not an import's side effect, which the build would drop). */
export function setUpMonacoWorkers(): void {
  window.MonacoEnvironment = {
    getWorker(_workerId: string, label: string) {
      if (label === 'json') return new JsonWorker();
      if (label === 'graphql') return new GraphQLWorker();
      return new EditorWorker();
    },
  } satisfies Environment;
}
