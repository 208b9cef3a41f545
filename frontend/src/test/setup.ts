import '@testing-library/jest-dom';
import { muteChakraActWarnings } from '../../../test-support/chakra-act-warnings';

muteChakraActWarnings();
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs that Chakra UI and Apollo use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
});
window.scrollTo = () => {};
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => {});

// jsdom's WebSocket would try to reach a server: screens under test get no live updates (the
// browser tests cover them against the real server).
Reflect.deleteProperty(globalThis, 'WebSocket');
