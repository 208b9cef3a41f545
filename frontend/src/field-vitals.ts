import { APP_MODULES_ELEMENT_ID, type AppModules } from '@marketplace/shared/app-start';
import { startFieldVitals } from './app/vitals/startFieldVitals';

/**
 * Entry of its own for content pages, which load no app code until the visitor's first interaction:
 * their starter (APP_START_SCRIPT) loads this module once the page is idle, so field data covers the
 * visitors who only read. It takes the route template from the page (the server wrote it beside the
 * app's modules) and imports nothing of the app.
 */
function pageRoute(): string | undefined {
  try {
    return (JSON.parse(document.getElementById(APP_MODULES_ELEMENT_ID)?.textContent ?? 'null') as AppModules | null)?.route;
  } catch {
    return undefined;
  }
}

const route = pageRoute();
if (route) startFieldVitals(route);
