import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useTheme } from './ThemeProvider';

function ThemeProbe() {
  const { theme, toggleTheme, setTheme } = useTheme();
  return (
    <>
      <p>theme: {theme}</p>
      <button onClick={toggleTheme}>toggle</button>
      <button onClick={() => setTheme('light')}>light</button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

it('starts light when nothing is stored', () => {
  render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
  expect(screen.getByText('theme: light')).toBeInTheDocument();
  expect(document.documentElement).not.toHaveClass('dark');
});

it('restores a stored dark theme and sets the dark class', () => {
  localStorage.setItem('theme', 'dark');
  render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
  expect(screen.getByText('theme: dark')).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('dark');
});

it.each(['blue', 'Dark', ' dark', '"dark"', ''])('ignores the invalid stored value %j', (stored) => {
  localStorage.setItem('theme', stored);
  render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
  expect(screen.getByText('theme: light')).toBeInTheDocument();
  expect(document.documentElement).not.toHaveClass('dark');
});

it('toggles the class on <html> and saves each change under "theme"', async () => {
  const user = userEvent.setup();
  render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(localStorage.getItem('theme')).toBe('dark');
  await user.click(screen.getByRole('button', { name: 'light' }));
  expect(document.documentElement).not.toHaveClass('dark');
  expect(localStorage.getItem('theme')).toBe('light');
});

it('sets the theme directly', () => {
  const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
  act(() => result.current.setTheme('dark'));
  expect(result.current.theme).toBe('dark');
  expect(localStorage.getItem('theme')).toBe('dark');
});

it('throws the developer error outside the provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
});
