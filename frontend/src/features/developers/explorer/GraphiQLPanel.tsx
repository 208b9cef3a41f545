import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { buildSchema } from 'graphql';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
// The schema the site was built with (the same file the reference is made from): no introspection request.
import sdl from '../../../../../backend/schema.graphql?raw';
import { EXAMPLE_QUERY, EXAMPLE_VARIABLES } from '../content';
import { setUpMonacoWorkers } from './monacoWorkers';

setUpMonacoWorkers();

const schema = buildSchema(sdl);
const DEFAULT_VARIABLES = JSON.stringify(EXAMPLE_VARIABLES, null, 2);
const DEFAULT_TABS = [{ query: `${EXAMPLE_QUERY}\n`, variables: DEFAULT_VARIABLES }];
/** Where GraphiQL keeps the variables editor's text (its storage namespace and key). */
const STORED_VARIABLES = 'graphiql:variables';

/**
 * The site's theme as <html> shows it (the `dark` class the theme toggle sets): read from the page
 * rather than the app's theme context, so this chunk depends on nothing of the app's own start-up code.
 */
function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const siteTheme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export interface GraphiQLPanelProps {
  /** Sent as X-Api-Key; empty for none. */
  apiKey: string;
}

/** GraphiQL on the live /graphql, as the key's partner (no cookies: never as the signed-in person), in the site's theme. */
export function GraphiQLPanel({ apiKey }: GraphiQLPanelProps) {
  const theme = useSyncExternalStore(subscribeToTheme, siteTheme);
  const key = useRef(apiKey);
  key.current = apiKey;
  // GraphiQL 5 fills the first tab's query from defaultTabs but not its variables: give them on the first visit.
  const [initialVariables] = useState(() => window.sessionStorage.getItem(STORED_VARIABLES) ?? DEFAULT_VARIABLES);
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
      initialVariables={initialVariables}
      forcedTheme={theme}
      storage={window.sessionStorage}
      isHeadersEditorEnabled={false}
      showPersistHeadersSettings={false}
      defaultEditorToolsVisibility="variables"
    />
  );
}
