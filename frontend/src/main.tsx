import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyThemeClass, readStoredTheme } from './app/providers/ThemeProvider';

// Apply the saved theme before the first paint so dark-mode visitors never see a light flash.
applyThemeClass(readStoredTheme());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
