import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageNameFor, shouldShowBack } from './layout/pageName';
import { appRoutes } from './routes';
import { renderWithApp } from './testing/renderWithApp';

it('names the current page in the header menu', () => {
  expect(pageNameFor('/')).toBe('Home');
  expect(pageNameFor('/projects')).toBe('Our Projects');
  expect(pageNameFor('/contact')).toBe('Contact Us');
  expect(pageNameFor('/post-project')).toBe('Request Quote');
  expect(pageNameFor('/project/3001')).toBe('Project Details');
  expect(pageNameFor('/services/plumbing')).toBe('Services');
  expect(pageNameFor('/sign-in')).toBe('Sign In');
  expect(pageNameFor('/contractors/join')).toBe('Join as a Contractor');
  expect(pageNameFor('/my-projects')).toBe('My Projects');
  expect(pageNameFor('/operator')).toBe('Operator Console');
  expect(pageNameFor('/proposals/11/messages')).toBe('Messages');
  expect(pageNameFor('/agreements/7')).toBe('Agreement');
});

it('shows Back only with more than two history entries and off the home page', () => {
  expect(shouldShowBack('/projects', 3)).toBe(true);
  expect(shouldShowBack('/projects', 2)).toBe(false);
  expect(shouldShowBack('/', 5)).toBe(false);
});

it('answers unknown paths with the 404 page inside the layout, linking home', async () => {
  renderWithApp(null, { routes: appRoutes, path: '/no/such/page' });
  expect(await screen.findByRole('heading', { level: 1, name: /Page not found/ })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Go to Home/ })).toHaveAttribute('href', '/');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} GTA Home Pros. All rights reserved.`);
  expect(document.title).toBe('Page not found | GTA Home Pros');
});

it('navigates from the header menu and links the header actions', async () => {
  const user = userEvent.setup({ delay: null });
  const { router } = renderWithApp(null, { routes: appRoutes, path: '/no/such/page' });
  await screen.findByRole('heading', { name: /Page not found/ });
  const header = within(screen.getByRole('banner'));
  expect(header.getByRole('link', { name: 'For Contractors' })).toHaveAttribute('href', '/contractor-dashboard');
  expect(header.getByText('Get Quote').closest('a')).toHaveAttribute('href', '/post-project');
  expect(header.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await user.click(screen.getByRole('button', { name: /current page: Services/ }));
  for (const label of ['Home', 'Our Projects', 'Request Quote', 'My Favorites', 'Contact Us']) {
    expect(await screen.findByRole('menuitem', { name: label })).toBeInTheDocument();
  }
  await user.click(screen.getByRole('menuitem', { name: 'My Favorites' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  // The screen's code loads lazily: allow for a busy machine.
  expect(await screen.findByRole('heading', { name: 'My Favorites' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('No favorites yet')).toBeInTheDocument();
});

it('toggles the theme from the header', async () => {
  const user = userEvent.setup({ delay: null });
  localStorage.removeItem('theme');
  renderWithApp(null, { routes: appRoutes, path: '/missing' });
  await screen.findByRole('heading', { name: /Page not found/ });
  await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(localStorage.getItem('theme')).toBe('dark');
});

it('routes the account screens, each inside the layout with the header\'s Sign in link', async () => {
  for (const [path, heading] of [
    ['/sign-in', 'Sign in'],
    ['/contractors/join', 'Join as a contractor'],
  ] as const) {
    const { unmount } = renderWithApp(null, { routes: appRoutes, path });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', expect.stringMatching(/^\/sign-in/));
    unmount();
  }
});
