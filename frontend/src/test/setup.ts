import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { muteChakraActWarnings } from '../../../test-support/chakra-act-warnings';

muteChakraActWarnings();
// findBy*/waitFor poll for a condition; their 1 s default fails on a loaded 2-core machine while a
// lazy chunk is still being transformed on first import. A longer limit only slows a failing test.
configure({ asyncUtilTimeout: 5_000 });
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs that Chakra UI and Apollo use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Tests of what runs in Node only (`@jest-environment node`) have no window.
if (typeof window !== 'undefined') {
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
}

// jsdom's WebSocket would try to reach a server: screens under test get no live updates (the
// browser tests cover them against the real server).
Reflect.deleteProperty(globalThis, 'WebSocket');
