import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { markHydrating } from './hydration';
import { useValueEnteredEarly } from './valueEnteredEarly';

/** A search field and what the screen does with its state, as on a content page. */
function Search() {
  const [query, setQuery] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useValueEnteredEarly(ref, query, setQuery);
  return (
    <>
      <input ref={ref} aria-label="Search services" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p>{query ? `Services matching “${query}”` : 'All services'}</p>
    </>
  );
}

describe('useValueEnteredEarly', () => {
  it('searches for what the visitor typed into the HTML before the app hydrated the field', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    // Typed into the server's field while no script had run.
    container.querySelector('input')!.value = 'furnace';
    markHydrating();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Search />, { onRecoverableError: () => undefined });
    });
    expect(container.querySelector('input')!.value).toBe('furnace');
    expect(container.querySelector('p')!.textContent).toBe('Services matching “furnace”');
    act(() => root!.unmount());
    container.remove();
  });
});
