import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './AppHeader.stories';

const { Home, WithBack, Sticky, WithSignInLink } = composeStories(stories);

describe('AppHeader', () => {
  it('is a banner with brand, Services, For Contractors, theme, contact and Get Quote', () => {
    render(<Home />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'GTA Home Marketplace, home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(within(header).getByRole('link', { name: 'For Contractors' })).toHaveAttribute('href', '/contractor-dashboard');
    expect(within(header).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(within(header).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/post-project');
    expect(within(header).getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it('shows the current page name and the five page links in the menu', async () => {
    const user = userEvent.setup();
    render(<Home />);
    const trigger = screen.getByRole('button', { name: 'Page menu, current page: Home' });
    expect(trigger).toHaveTextContent('Home');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Our Projects', 'Request Quote', 'My Favorites', 'Contact Us']);
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/', '/projects', '/post-project', '/favorites', '/contact']);
    expect(items[0]).toHaveAttribute('aria-current', 'page');
  });

  it('shows Back when asked and reports presses', async () => {
    render(<WithBack />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(WithBack.args.onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /current page: Project Details/ })).toBeInTheDocument();
  });

  it('toggles the theme', async () => {
    render(<Sticky />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('renders the account slot inside the main navigation', () => {
    render(<WithSignInLink />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows no account corner without a slot', () => {
    render(<Home />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
