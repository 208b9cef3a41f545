// The entry's modules evaluate in three tasks, not one: each of the first two modules ends by waiting for
// the next task (a top-level await), and imports are evaluated in the order written here. In one task
// it was the longest of a low-tier phone's start (20-33 ms at full speed, about 190-310 ms at 9.4x).
import './app/start/reactFirst';
import { systemPrepared } from './app/start/designSystemNext';
import { nextTask } from '@marketplace/design-system';
import { APP_MODULES_ELEMENT_ID } from '@marketplace/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { SERVER_READS_ELEMENT_ID } from './app/graphql/serverReads';
import { markHydrating } from './app/hydration';
import { appRoutes, preloadMatchedScreens } from './app/routes';
import { routeTemplate } from './app/vitals/routeTemplate';
import { startFieldVitals } from './app/vitals/startFieldVitals';

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Prerendered pages arrive with their HTML: the first render must match it for React to keep it
 * instead of replacing it, so the current screen's code is loaded before hydrating.
 */
async function start(): Promise<void> {
  // This task has evaluated the app's modules: the routes are matched in the next one, once for both uses.
  await nextTask();
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  // Field data (Core Web Vitals) from a sample of visitors, once the page has loaded and the browser is idle.
  // A content page (it names the app's modules) has started it already, from its own module (field-vitals.ts).
  if (!document.getElementById(APP_MODULES_ELEMENT_ID)) startFieldVitals(routeTemplate(matches));
  await Promise.all([
    preloadMatchedScreens(matches).catch(() => undefined), // a failed chunk shows the error screen on render
    systemPrepared,
  ]);
  // A server-rendered screen's data, read from the restored cache a query per task (its chunk came with the screen's).
  if (document.getElementById(SERVER_READS_ELEMENT_ID)) {
    await import('./app/graphql/ApolloScope').then(({ readServerAnswers }) => readServerAnswers(nextTask)).catch(() => undefined);
  }
  if (root.hasChildNodes()) {
    markHydrating();
    // As a transition, hydration renders in slices and yields to the browser between them (a plain
    // hydrateRoot renders at default priority, in one long task): the page, already painted from its
    // HTML, stays responsive, and a click on a part not hydrated yet makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch makes React re-render from scratch (a visible flash): say where, so it gets fixed.
        onRecoverableError: (error, info) => console.error('Hydration mismatch:', error, info.componentStack),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
