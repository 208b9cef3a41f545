import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

/** The web app in the browser: the shared providers around the browser router. */
export function App() {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
