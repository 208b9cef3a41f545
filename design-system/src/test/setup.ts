import { muteChakraActWarnings } from '../../../test-support/chakra-act-warnings';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { toHaveNoViolations } from 'jest-axe';
import preview from '../../../.storybook/preview';

expect.extend(toHaveNoViolations);
// findBy*/waitFor poll for a condition; their 1 s default fails on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no object URLs; FileDropZone previews chosen photos through them.
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });

// jsdom lacks the layout/observer APIs that Ark UI (menus, dialogs, toasts) touches.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const globalScope = globalThis as unknown as Record<string, unknown>;
globalScope.ResizeObserver ??= NoopObserver;
globalScope.IntersectionObserver ??= NoopObserver;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
if (!globalScope.structuredClone) {
  globalScope.structuredClone = (value: unknown) => JSON.parse(JSON.stringify(value));
}
// Chakra's dialogs animate; jsdom has no animations, make getAnimations exist.
Element.prototype.getAnimations ??= () => [];

// The toast region subscribes to its store asynchronously, which React reports
// as un-acted updates in every test; only toast stories opt back in.
setProjectAnnotations([preview, { parameters: { withToaster: false } }]);

// Story args share their fn() spies across tests: start each test at zero calls.
beforeEach(() => clearAllMocks());

muteChakraActWarnings();
