import { CacheProvider } from '@emotion/react';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { createStyleCache } from './styleCache';

/** The web app in the browser: the shared providers around the browser router. */
export function App() {
  const [styleCache] = useState(createStyleCache);
  // Effects run once the first render (or the hydration of prerendered HTML) is committed: from
  // here on every control has its handlers. Browser tests wait for this mark before acting.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <CacheProvider value={styleCache}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
