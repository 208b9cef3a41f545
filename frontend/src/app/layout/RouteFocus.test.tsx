import { Heading } from '@marketplace/design-system';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { renderWithApp } from '../testing/renderWithApp';
import { Seo } from '../seo/Seo';
import { RootLayout } from './RootLayout';
import { HEADING_WAIT_MS } from './RouteFocus';

function Start() {
  return (
    <>
      <Seo title="Start" />
      <Heading as="h1">Start page</Heading>
      <Link to="/later">Later page</Link> <Link to="/bare">Bare page</Link>
      <input aria-label="Search" />
    </>
  );
}

/** A screen whose heading appears after its data has loaded, like the project details. */
function Later() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Seo title="Later" />
      {loaded ? (
        <>
          <Heading as="h1">Later page</Heading>
          <Link to="/">Start again</Link>
        </>
      ) : (
        <button type="button">Back while loading</button>
      )}
    </>
  );
}

function Bare() {
  return (
    <>
      <Seo title="Bare" />
      <p>No heading here</p>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, Component: Start },
      { path: 'later', Component: Later },
      { path: 'bare', Component: Bare },
    ],
  },
];

const announcer = () => screen.getByTestId('route-announcer');

afterEach(() => jest.useRealTimers());

it('leaves focus alone and announces nothing on the first load', async () => {
  renderWithApp(null, { routes, path: '/' });
  await screen.findByRole('heading', { level: 1, name: 'Start page' });
  expect(document.activeElement).toBe(document.body);
  expect(announcer()).toHaveAttribute('aria-live', 'polite');
  expect(announcer()).toHaveTextContent('');
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
});

it('moves focus to the new heading once it renders and announces the new title', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(null, { routes, path: '/' });
  await user.click(await screen.findByRole('link', { name: 'Later page' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Later page' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(heading).toHaveAttribute('tabindex', '-1');
  await waitFor(() => expect(announcer()).toHaveTextContent('Later | GTA Home Pros'));

  await user.click(screen.getByRole('link', { name: 'Start again' }));
  const start = await screen.findByRole('heading', { level: 1, name: 'Start page' });
  await waitFor(() => expect(document.activeElement).toBe(start));
  await waitFor(() => expect(announcer()).toHaveTextContent('Start | GTA Home Pros'));
});

it('leaves focus where the user put it while the screen loaded', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(null, { routes, path: '/' });
  await user.click(await screen.findByRole('link', { name: 'Later page' }));
  await screen.findByRole('button', { name: 'Back while loading' });
  const themeToggle = screen.getByRole('button', { name: /Switch to/ });
  await user.click(themeToggle);
  await screen.findByRole('heading', { level: 1, name: 'Later page' });
  await waitFor(() => expect(announcer()).toHaveTextContent('Later | GTA Home Pros'));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /Switch to/ }));
});

it('focuses <main> when the new screen has no heading', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
  renderWithApp(null, { routes, path: '/' });
  await user.click(await screen.findByRole('link', { name: 'Bare page' }));
  await screen.findByText('No heading here');
  expect(document.activeElement).not.toBe(screen.getByRole('main'));
  act(() => jest.advanceTimersByTime(HEADING_WAIT_MS + 100));
  expect(document.activeElement).toBe(screen.getByRole('main'));
  // The timers moved past the header's idle wait too: its page menu swaps in (jsdom has no popovers) before the test ends.
  await waitFor(() => expect(screen.getByRole('button', { name: /^Page menu/ })).toHaveAttribute('aria-haspopup', 'menu'));
});

it('scrolls to the top when the path changes, and leaves the page where the browser put it on the first load', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo');
  try {
    const user = userEvent.setup({ delay: null });
    renderWithApp(null, { routes, path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Start page' });
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Later page' }));
    await screen.findByRole('heading', { level: 1, name: 'Later page' });
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
  } finally {
    scrollTo.mockRestore();
  }
});
