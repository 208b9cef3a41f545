import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '@marketplace/shared';
import { adoptClientState, inBrowser, startedFromPrerenderedHtml } from '../hydration';

export type Theme = 'light' | 'dark';

const DEFAULT_THEME: Theme = 'light';

/** The stored theme, used only when it is exactly 'light' or 'dark'; otherwise light. */
export function readStoredTheme(): Theme {
  if (!inBrowser) return DEFAULT_THEME;
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
  } catch {
    // Storage can be unavailable (privacy modes); the default theme still works.
    return DEFAULT_THEME;
  }
}

/**
 * Adds or removes the `dark` class on <html>, which the design system's dark tokens follow. A change
 * is made with transitions off (`data-theme-switching`, the design system's global style) until the
 * frame after the new theme has been painted, so the page switches at once instead of fading. The
 * switch's frame restyles only what the browser renders (content far off screen is skipped,
 * `content-visibility: auto`); the task after it styles the rest (`data-theme-restyle` makes it
 * visible for one forced style and layout), still without transitions. The pages' starters switch
 * the same way before the app has started (EARLY_PRESSES in shared/src/app-start.ts: an inline script, so it
 * carries its own copy of these steps).
 */
export function applyThemeClass(theme: Theme): void {
  const root = document.documentElement;
  const changes = root.classList.contains('dark') !== (theme === 'dark');
  if (changes) root.setAttribute('data-theme-switching', '');
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  if (changes) requestAnimationFrame(() => setTimeout(() => restyleOffscreen(root), 0));
}

function restyleOffscreen(root: HTMLElement): void {
  root.setAttribute('data-theme-restyle', '');
  void root.offsetWidth;
  root.removeAttribute('data-theme-restyle');
  root.removeAttribute('data-theme-switching');
}

function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisting is acceptable; the choice still applies to this visit.
  }
}

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Owns the light/dark preference: starts light, restores a valid stored value, saves every change. */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  // Prerendered HTML was made with the default theme: start from it, then adopt the stored one.
  const [theme, setThemeState] = useState<Theme>(() => (startedFromPrerenderedHtml() ? DEFAULT_THEME : readStoredTheme()));
  const synced = useRef(!startedFromPrerenderedHtml());

  useEffect(() => {
    if (!synced.current) {
      synced.current = true;
      const stored = readStoredTheme();
      if (stored !== theme) {
        // The head's theme script (THEME_BOOT_SCRIPT) already put the stored theme's class on <html>
        // before the first paint; only React's state catches up.
        adoptClientState(() => setThemeState(stored));
        return;
      }
    }
    applyThemeClass(theme);
  }, [theme]);

  // The page switches in the press's own frame: the class on <html> is what the visitor sees, and the
  // header's re-render (the toggle's name and icon) follows in a transition, after that paint.
  const setTheme = useCallback((next: Theme) => {
    applyThemeClass(next);
    saveTheme(next);
    startTransition(() => setThemeState(next));
  }, []);

  // From the theme shown (also before React has adopted a stored one), not React's copy of it.
  const toggleTheme = useCallback(() => setTheme(document.documentElement.classList.contains('dark') ? 'light' : 'dark'), [setTheme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters; only inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
