/**
 * The explorer's API key, kept in sessionStorage only: it goes when the tab closes, is never put in a
 * URL, and is sent nowhere but the X-Api-Key header of the explorer's own requests.
 */
export const API_KEY_STORAGE_KEY = 'gta-home-pros.explorer.api-key';

export function readApiKey(): string {
  try {
    return window.sessionStorage.getItem(API_KEY_STORAGE_KEY) ?? '';
  } catch {
    return ''; // storage refused (privacy modes): the key lasts until the page is left
  }
}

export function saveApiKey(key: string): void {
  try {
    if (key) window.sessionStorage.setItem(API_KEY_STORAGE_KEY, key);
    else window.sessionStorage.removeItem(API_KEY_STORAGE_KEY);
  } catch {
    // Not kept: the key still works until the page is left.
  }
}

/** What the page shows of a key: its first characters only, e.g. `gta_2Jq8…`. */
export const keyPreview = (key: string) => (key.length > 8 ? `${key.slice(0, 8)}…` : key);
