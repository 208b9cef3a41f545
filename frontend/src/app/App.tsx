import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

/** The web app in the browser: the shared providers around the browser router. */
export function App() {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  // Effects run once the first render (or the hydration of prerendered HTML) is committed: from
  // here on every control has its handlers. Browser tests wait for this mark before acting.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
