import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { markHydrating } from '../hydration';
import { ServerHtml } from './ServerHtml';

/** What a component renders differs between the server and the browser: ServerHtml keeps the server's. */
function Footer({ side }: { side: string }) {
  return (
    <footer>
      <a href="/services">Services</a> rendered on the {side}
    </footer>
  );
}

describe('ServerHtml', () => {
  it("keeps the server's markup of a page that arrived rendered instead of rendering its children again", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerHtml name="footer">
        <Footer side="server" />
      </ServerHtml>,
    );
    document.body.append(container);
    const serverFooter = container.querySelector('footer');
    const errors: unknown[] = [];
    markHydrating();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ServerHtml name="footer">
          <Footer side="browser" />
        </ServerHtml>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(container.textContent).toBe('Services rendered on the server');
    expect(container.querySelector('footer')).toBe(serverFooter);
    expect(errors).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
