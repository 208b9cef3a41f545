import { useState, type ReactNode } from 'react';
import { onArrivalPage } from '../hydration';

/**
 * A part of the page that is plain HTML once rendered (links and text, no handlers): on a page that
 * arrived rendered (prerendered or server-rendered) the browser keeps the server's markup as it is
 * instead of hydrating it, so its components never run or compute styles on the phone (the server's
 * style tags stay in <head>). Rendered normally everywhere else: on the server, in the browser when
 * the app started from the empty shell, and on any page the app moved to after the one it arrived
 * with (a screen of the same route with other parameters must not keep the first page's markup).
 * Its links then load their page instead of navigating inside the app; the pages they lead to are
 * prerendered. `name` must be unique on its page.
 */
export function ServerHtml({ name, children }: { name: string; children: ReactNode }) {
  const [html] = useState(() =>
    typeof document !== 'undefined' && onArrivalPage() ? document.querySelector(`[data-server-html="${name}"]`)?.innerHTML : undefined,
  );
  // display: contents: the wrapper takes no part in the layout; its child is laid out as if it were not there.
  if (html !== undefined) return <div data-server-html={name} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div data-server-html={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
