import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CLEANING_FAVORITES_STORAGE_KEY, FAVORITES_STORAGE_KEY } from '@marketplace/shared';
import { adoptClientState, inBrowser, startedFromPrerenderedHtml } from '../hydration';

// The keys live with the content pages' starter, which starts the app when idle for a visitor with saved favourites.
export { CLEANING_FAVORITES_STORAGE_KEY, FAVORITES_STORAGE_KEY };

/**
 * Reads the stored list into a set. Unreadable data is logged as
 * 'Error loading favorites' and ignored: the visitor simply starts with none.
 */
export function loadFavorites(storageKey: string): Set<number> {
  if (!inBrowser) return new Set();
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (raw === null) return new Set();
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError('Stored favourites are not a list');
    return new Set(parsed.map(Number).filter((id) => Number.isFinite(id)));
  } catch (error) {
    console.error('Error loading favorites', error);
    return new Set();
  }
}

function saveFavorites(storageKey: string, favorites: Set<number>): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify([...favorites]));
  } catch {
    // Full or blocked storage: the favourite still holds for this visit.
  }
}

export interface FavoritesContextValue {
  favorites: Set<number>;
  isFavorite: (id: number) => boolean;
  /** Adds the id if absent, removes it if present, and saves the whole list at once. */
  toggleFavorite: (id: number) => void;
  /** Removes the given ids (all favourites when omitted) and saves. */
  clearFavorites: (ids?: Iterable<number>) => void;
}

const FavoritesContext = createContext<FavoritesContextValue | null>(null);

export interface FavoritesProviderProps {
  children?: ReactNode;
  /**
   * Local storage key. The app mounts one provider with 'favorites'; the
   * cleaning page nests its own with 'favoriteProjects'.
   * @default 'favorites'
   */
  storageKey?: string;
}

/** Keeps the visitor's favourite project ids in local storage. */
export function FavoritesProvider({ children, storageKey = FAVORITES_STORAGE_KEY }: FavoritesProviderProps) {
  // Prerendered HTML shows no favourites: start empty there and load the stored ones after hydrating.
  const [favorites, setFavorites] = useState<Set<number>>(() =>
    startedFromPrerenderedHtml() ? new Set() : loadFavorites(storageKey),
  );
  // The ref holds the latest set so that each change saves synchronously, exactly once.
  const latest = useRef(favorites);
  useEffect(() => {
    if (!startedFromPrerenderedHtml()) return;
    const stored = loadFavorites(storageKey);
    if (stored.size === 0) return; // as rendered: nothing to change
    latest.current = stored;
    adoptClientState(() => setFavorites(stored));
  }, [storageKey]);

  const commit = useCallback(
    (next: Set<number>) => {
      latest.current = next;
      saveFavorites(storageKey, next);
      setFavorites(next);
    },
    [storageKey],
  );

  const toggleFavorite = useCallback(
    (id: number) => {
      const next = new Set(latest.current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      commit(next);
    },
    [commit],
  );

  const clearFavorites = useCallback(
    (ids?: Iterable<number>) => {
      if (!ids) return commit(new Set());
      const next = new Set(latest.current);
      for (const id of ids) next.delete(id);
      commit(next);
    },
    [commit],
  );

  const value = useMemo<FavoritesContextValue>(
    () => ({ favorites, isFavorite: (id) => favorites.has(id), toggleFavorite, clearFavorites }),
    [favorites, toggleFavorite, clearFavorites],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

/** The nearest favourites store; only inside `FavoritesProvider`. */
export function useFavorites(): FavoritesContextValue {
  const context = useContext(FavoritesContext);
  if (!context) throw new Error('useFavorites must be used within a FavoritesProvider');
  return context;
}
