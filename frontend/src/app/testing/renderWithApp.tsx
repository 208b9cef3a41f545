import { MockedApollo } from './MockedApollo';
import type { CachedFragment } from './MockedApollo';
import type { MockLink } from '@apollo/client/testing';
import { DesignSystemProvider, toaster } from '@marketplace/design-system';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import type { Location, RouteObject } from 'react-router-dom';
import { FavoritesProvider } from '../providers/FavoritesProvider';
import { ThemeProvider } from '../providers/ThemeProvider';
import { ContentDataProvider, type ContentData } from '../contentData';

export interface RenderWithAppOptions {
  /** Starting path. @default '/' */
  path?: string;
  /** Route pattern the element is mounted at. @default '*' */
  routePath?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Objects in the cache before the first render (what a route's query would have put there). */
  fragments?: ReadonlyArray<CachedFragment>;
  /** Full route table instead of a single element. */
  routes?: RouteObject[];
  /** What the server rendered a content page with (its figures, pros, samples). */
  contentData?: ContentData;
}

/** What a test can read of the router: the current location, like a data router's `state`. */
export interface TestRouter {
  readonly state: { location: Location };
}

function Routes({ routes, onLocation }: { routes: RouteObject[]; onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/** Renders a screen inside the app's providers (theme, favourites, mocked Apollo, design system with toasts, a content page's server data, a memory router); toasts of an earlier test are cleared first. */
export function renderWithApp(element: ReactElement | null, { path = '/', routePath = '*', mocks = [], fragments = [], routes, contentData = {} }: RenderWithAppOptions = {}) {
  toaster.remove();
  let location: Location | undefined;
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('The router has not rendered yet');
      return { location };
    },
  };
  const utils = render(
    <ThemeProvider>
      <FavoritesProvider>
        <MockedApollo mocks={mocks} fragments={fragments}>
          <DesignSystemProvider>
            <ContentDataProvider value={contentData}>
              <MemoryRouter initialEntries={[path]}>
                <Routes routes={routes ?? [{ path: routePath, element }]} onLocation={(current) => (location = current)} />
              </MemoryRouter>
            </ContentDataProvider>
          </DesignSystemProvider>
        </MockedApollo>
      </FavoritesProvider>
    </ThemeProvider>,
  );
  return { ...utils, router };
}
