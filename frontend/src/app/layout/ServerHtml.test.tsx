import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
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

describe('ServerHtml after the app has moved to another page', () => {
  it('renders its children: the markup in the document belongs to the page the app arrived with', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerHtml name="hero">
        <Footer side="server" />
      </ServerHtml>,
    );
    document.body.append(container);
    markHydrating();
    // The app moves to another path of the same route (a service in another city) while the first
    // page's section is still in the document.
    window.history.pushState({}, '', '/services/plumbing/mississauga');
    const other = document.createElement('div');
    document.body.append(other);
    const root = createRoot(other);
    await act(async () => {
      root.render(
        <ServerHtml name="hero">
          <Footer side="browser" />
        </ServerHtml>,
      );
    });
    expect(other.textContent).toBe('Services rendered on the browser');
    act(() => root.unmount());
    container.remove();
    other.remove();
    window.history.pushState({}, '', '/');
  });
});
