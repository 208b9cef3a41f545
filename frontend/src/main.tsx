import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { markHydrating } from './app/hydration';
import { applyThemeClass, readStoredTheme } from './app/providers/ThemeProvider';
import { appRoutes } from './app/routes';

// Apply the saved theme before the first paint so dark-mode visitors never see a light flash.
applyThemeClass(readStoredTheme());

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Prerendered pages arrive with their HTML: load the lazy screens of this URL first, so the very
 * first render matches that HTML and React keeps it instead of replacing it.
 */
async function hydrate(): Promise<void> {
  for (const match of matchRoutes(appRoutes, window.location) ?? []) {
    const route = match.route;
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }
  }
  markHydrating();
  hydrateRoot(root, app, {
    // A mismatch makes React re-render from scratch (a visible flash): say where, so it gets fixed.
    onRecoverableError: (error, info) => console.error('Hydration mismatch:', error, info.componentStack),
  });
}

if (root.hasChildNodes()) void hydrate();
else createRoot(root).render(app);
