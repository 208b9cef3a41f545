// Monaco's workers (the editor, JSON and GraphQL language services) as Vite-built files of this site.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { buildSchema } from 'graphql';
import { useEffect, useRef } from 'react';
// The schema the site was built with (the same file the reference is made from): no introspection request.
import sdl from '../../../../../backend/schema.graphql?raw';
import { useTheme } from '../../../app/providers/ThemeProvider';
import { EXAMPLE_QUERY, EXAMPLE_VARIABLES } from '../content';

const schema = buildSchema(sdl);
const DEFAULT_TABS = [{ query: `# Open plumbing projects in Mississauga, newest first. Press Ctrl+Enter (Cmd+Enter) to run.\n${EXAMPLE_QUERY}\n`, variables: JSON.stringify(EXAMPLE_VARIABLES, null, 2) }];

export interface GraphiQLPanelProps {
  /** Sent as X-Api-Key; empty for none. */
  apiKey: string;
}

/** GraphiQL on the live /graphql, as the key's partner (no cookies: never as the signed-in person), in the site's theme. */
export function GraphiQLPanel({ apiKey }: GraphiQLPanelProps) {
  const { theme } = useTheme();
  const key = useRef(apiKey);
  key.current = apiKey;
  const fetcher = useRef<GraphiQLProps['fetcher']>(async (params) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (key.current) headers['X-Api-Key'] = key.current;
    const response = await fetch('/graphql', { method: 'POST', credentials: 'omit', headers, body: JSON.stringify(params) });
    try {
      return await response.json();
    } catch {
      return { errors: [{ message: `The API answered ${response.status} ${response.statusText} without JSON.` }] };
    }
  }).current;
  // GraphiQL marks <body> with its theme; leave no mark on the rest of the site.
  useEffect(() => () => document.body.classList.remove('graphiql-light', 'graphiql-dark'), []);
  return (
    <GraphiQL
      fetcher={fetcher}
      schema={schema}
      defaultTabs={DEFAULT_TABS}
      forcedTheme={theme}
      storage={window.sessionStorage}
      isHeadersEditorEnabled={false}
      showPersistHeadersSettings={false}
      defaultEditorToolsVisibility="variables"
    />
  );
}
