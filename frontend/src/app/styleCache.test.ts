import { createStyleCache, SERVER_STYLES_ATTRIBUTE } from './styleCache';

afterEach(() => {
  document.head.innerHTML = '';
});

it('adopts the server-rendered component styles where they are', async () => {
  const global = document.createElement('style');
  global.setAttribute('data-emotion', 'css-global 3o4ut3');
  global.setAttribute('data-s', ''); // as the server writes it (src/ssr/render.tsx)
  const server = document.createElement('style');
  server.setAttribute(SERVER_STYLES_ATTRIBUTE, '4tn10j knrwzs');
  server.textContent = '.css-4tn10j{display:flex;}.css-knrwzs{position:relative;}';
  document.head.append(global, server);
  const moves: MutationRecord[] = [];
  const observer = new MutationObserver((records) => moves.push(...records));
  observer.observe(document.head, { childList: true });

  const cache = createStyleCache();
  await Promise.resolve(); // mutation records are delivered as a microtask
  observer.disconnect();

  expect(cache.inserted).toMatchObject({ '4tn10j': true, knrwzs: true });
  expect(cache.sheet.tags).toEqual([server]);
  expect(moves.map((m) => [...m.addedNodes].map((n) => n.nodeName))).toEqual([]); // a moved style tag restyles the whole page
  expect([...document.head.children]).toEqual([global, server]);
});

it('starts empty on a page the server did not render', () => {
  const cache = createStyleCache();
  expect(cache.inserted).toEqual({});
  expect(cache.sheet.tags).toEqual([]);
});
