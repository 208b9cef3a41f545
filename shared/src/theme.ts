/** Local storage key of the theme preference (light or dark, per device). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Attribute that marks the header's theme toggle, so the pages' starters (EARLY_PRESSES in app-start.ts) can
 * switch the theme from the HTML when it is pressed before the app has arrived.
 */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/** The theme toggle's name (and tooltip): the theme it switches to. Shared by the toggle and the starter. */
export function themeToggleLabel(next: 'light' | 'dark'): string {
  return `Switch to ${next} theme`;
}

/**
 * Runs in every page's <head>, before anything is painted: a visitor who chose the dark theme sees it
 * from the first frame, with no light flash and no light-to-dark fade while the app starts. It is
 * inline (nothing to download first), and the server's Content-Security-Policy allows exactly this
 * text by its SHA-256 hash (backend/src/app.ts).
 */
// Made by a call marked pure, so a bundle that imports only the key drops the text.
export const THEME_BOOT_SCRIPT = /* @__PURE__ */ (() => `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='dark'){var h=document.documentElement;h.classList.add('dark');h.style.colorScheme='dark'}}catch(e){}`)();
