import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FavoritesProvider, useFavorites } from './FavoritesProvider';

let mockPrerendered = false;
jest.mock('../hydration', () => ({
  ...jest.requireActual('../hydration'),
  startedFromPrerenderedHtml: () => mockPrerendered,
}));

const wrapper = ({ children }: { children?: ReactNode }) => <FavoritesProvider>{children}</FavoritesProvider>;

beforeEach(() => {
  mockPrerendered = false;
  localStorage.clear();
  jest.restoreAllMocks();
});

it('starts empty', () => {
  const { result } = renderHook(() => useFavorites(), { wrapper });
  expect(result.current.favorites.size).toBe(0);
});

it('reads the stored list into a set', () => {
  localStorage.setItem('favorites', JSON.stringify([3, 3005]));
  const { result } = renderHook(() => useFavorites(), { wrapper });
  expect([...result.current.favorites]).toEqual([3, 3005]);
  expect(result.current.isFavorite(3005)).toBe(true);
});

it.each(['{not json', '{"a":1}'])('logs "Error loading favorites" and starts empty for %j', (stored) => {
  localStorage.setItem('favorites', stored);
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() => useFavorites(), { wrapper });
  expect(result.current.favorites.size).toBe(0);
  expect(log).toHaveBeenCalledWith('Error loading favorites', expect.anything());
});

it('adds and removes on toggle, saving the full list each time', () => {
  const { result } = renderHook(() => useFavorites(), { wrapper });
  act(() => result.current.toggleFavorite(1));
  expect(localStorage.getItem('favorites')).toBe('[1]');
  act(() => result.current.toggleFavorite(2001));
  expect(localStorage.getItem('favorites')).toBe('[1,2001]');
  act(() => result.current.toggleFavorite(1));
  expect(localStorage.getItem('favorites')).toBe('[2001]');
  expect(result.current.isFavorite(1)).toBe(false);
});

it('keeps two quick toggles in the same tick', () => {
  const { result } = renderHook(() => useFavorites(), { wrapper });
  act(() => {
    result.current.toggleFavorite(4);
    result.current.toggleFavorite(5);
  });
  expect(JSON.parse(localStorage.getItem('favorites') ?? '[]')).toEqual([4, 5]);
});

it('clears some or all favourites', () => {
  localStorage.setItem('favorites', '[1,2,3]');
  const { result } = renderHook(() => useFavorites(), { wrapper });
  act(() => result.current.clearFavorites([1, 3]));
  expect(localStorage.getItem('favorites')).toBe('[2]');
  act(() => result.current.clearFavorites());
  expect(localStorage.getItem('favorites')).toBe('[]');
});

it('uses another storage key when given one (the cleaning page)', () => {
  const cleaning = ({ children }: { children?: ReactNode }) => (
    <FavoritesProvider storageKey="favoriteProjects">{children}</FavoritesProvider>
  );
  const { result } = renderHook(() => useFavorites(), { wrapper: cleaning });
  act(() => result.current.toggleFavorite(501));
  expect(localStorage.getItem('favoriteProjects')).toBe('[501]');
  expect(localStorage.getItem('favorites')).toBeNull();
});

it('throws the developer error outside the provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useFavorites())).toThrow('useFavorites must be used within a FavoritesProvider');
});

describe('after hydrating prerendered HTML (which shows no favourites)', () => {
  beforeEach(() => {
    mockPrerendered = true;
  });

  it('adopts the stored list once the page has started', async () => {
    localStorage.setItem('favorites', '[3005]');
    const { result } = renderHook(() => useFavorites(), { wrapper });
    await act(async () => {});
    expect(result.current.isFavorite(3005)).toBe(true);
  });

  it('leaves the page as rendered when nothing is stored: no update reaches the screen', async () => {
    let renders = 0;
    renderHook(
      () => {
        renders += 1;
        return useFavorites();
      },
      { wrapper },
    );
    await act(async () => {});
    expect(renders).toBe(1);
  });
});
