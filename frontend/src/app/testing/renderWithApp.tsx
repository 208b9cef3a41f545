import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { DesignSystemProvider } from '@marketplace/design-system';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { FavoritesProvider } from '../providers/FavoritesProvider';
import { ThemeProvider } from '../providers/ThemeProvider';

// jsdom has no fetch Request, which React Router's data routers create on every navigation.
// Without loaders or actions only url, method and signal are read, so a small stand-in is enough.
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}

export interface RenderWithAppOptions {
  /** Starting path. @default '/' */
  path?: string;
  /** Route pattern the element is mounted at. @default '*' */
  routePath?: string;
  mocks?: MockedResponse[];
  /** Full route table instead of a single element. */
  routes?: RouteObject[];
}

/** Renders a screen inside the app's providers (theme, favourites, mocked Apollo, design system, a memory router). */
export function renderWithApp(element: ReactElement | null, { path = '/', routePath = '*', mocks = [], routes }: RenderWithAppOptions = {}) {
  const router = createMemoryRouter(routes ?? [{ path: routePath, element }], { initialEntries: [path] });
  const utils = render(
    <ThemeProvider>
      <FavoritesProvider>
        <MockedProvider mocks={mocks}>
          <DesignSystemProvider>
            <RouterProvider router={router} />
          </DesignSystemProvider>
        </MockedProvider>
      </FavoritesProvider>
    </ThemeProvider>,
  );
  return { ...utils, router };
}
