import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { SERVICE_CATEGORIES } from '../../content/categories';
import { listedSample, withSamples } from '../../app/testing/showcaseSamples';
import { FEATURED_SAMPLES } from './featured';
import { HomePage } from './HomePage';
import { categoryPath } from './ServicesGrid';

const categoryList = () => document.getElementById('home-categories') as HTMLElement;

it('shows the first 5 categories and toggles the rest', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<HomePage />);
  expect(within(categoryList()).getAllByRole('listitem')).toHaveLength(5);
  const more = screen.getByRole('button', { name: 'Show More Categories (11 more)' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await user.click(more);
  expect(within(categoryList()).getAllByRole('listitem')).toHaveLength(16);
  await user.click(screen.getByRole('button', { name: 'Show Less Categories' }));
  expect(within(categoryList()).getAllByRole('listitem')).toHaveLength(5);
});

it('routes All Categories to /projects and the others to their service page', async () => {
  expect(categoryPath({ name: 'All Categories' })).toBe('/projects');
  expect(categoryPath({ name: 'HVAC & Airduct' })).toBe('/services/hvac');
  expect(categoryPath({ name: 'EV Charging Solution' })).toBe('/services/ev-charging-solution');
  expect(SERVICE_CATEGORIES).toHaveLength(16);

  const user = userEvent.setup({ delay: null });
  const { router } = renderWithApp(<HomePage />);
  const tile = within(categoryList()).getByRole('link', { name: /Security Bollards/ });
  expect(tile).toHaveAttribute('href', '/services/security-bollards'); // followed by the browser before the app is there
  await user.click(tile);
  expect(router.state.location.pathname).toBe('/services/security-bollards');
});

it('shows every block of the home page', () => {
  const featured = [1, 2, 4, 9].map((number) => listedSample(number, { title: `Featured sample ${number}` }, { featured: true }));
  renderWithApp(<HomePage />, { contentData: withSamples([FEATURED_SAMPLES, featured]) });
  for (const text of ['Get Free Quote', 'Licensed & Insured', 'Quality Guaranteed', 'Local Toronto Team', 'Featured Services', 'Our Recent Work', 'View All Projects', 'How It Works']) {
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  }
  const featuredServices = within(screen.getByRole('region', { name: 'Featured Services' }));
  expect(featuredServices.getByRole('link', { name: /Security Bollards \+ Installation/ })).toHaveAttribute('href', '/services/security-bollards');
  expect(featuredServices.getByRole('link', { name: /Professional Cleaning/ })).toHaveAttribute('href', '/services/cleaning');
  const recent = within(screen.getByRole('region', { name: 'Our Recent Work' }));
  expect(recent.getAllByRole('article')).toHaveLength(3);
  expect(recent.getByRole('link', { name: 'Featured sample 4' })).toHaveAttribute('href', '/project/4');
  for (const step of ['Contact Us', 'Get Quote', 'Project Complete']) {
    expect(within(screen.getByRole('region', { name: 'How It Works' })).getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
  }
});
