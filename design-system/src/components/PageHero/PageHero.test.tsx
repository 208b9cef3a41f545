import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './PageHero.stories';

const { AppScreen, Home, ServiceInCity } = composeStories(stories);

describe('PageHero', () => {
  it('renders the h1, calls to action and trust badges', () => {
    render(<Home />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home renovations across the GTA, done right' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/post-project');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Local Toronto Team')).toBeInTheDocument();
  });

  it('places the brand band in a dark token scope so nested text keeps contrast', () => {
    const { container } = render(<Home />);
    expect(container.querySelector('.dark > .chakra-theme')).not.toBeNull();
  });

  it('shows breadcrumbs on service pages', () => {
    render(<ServiceInCity />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plumbing in Mississauga, Ontario');
  });

  it('gives an app screen the compact band: its eyebrow, h1, lead and action, no image', () => {
    render(<AppScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'My projects' })).toBeInTheDocument();
    expect(screen.getByText('Your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Project' })).toHaveAttribute('href', '/post-project');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
