import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoritesProvider } from '../../../app/providers/FavoritesProvider';
import { CATEGORY_PAGE_LISTINGS } from '../../../data/projects';
import type { SampleProject } from '../../../data/types';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { NO_FILTERS, filterListings } from './filters';
import { PlumbingPage } from './pages';

jest.mock('../../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

const plumbing = CATEGORY_PAGE_LISTINGS.plumbing;

describe('filterListings', () => {
  const p = (over: Partial<SampleProject>) =>
    ({ title: 'T', description: 'D', location: 'Leslieville, Toronto', subcategory: 'Kitchen', contractor: 'C', year: 2024, propertyType: 'House', ...over }) as SampleProject;

  it('combines search, year, property type and category', () => {
    const list = [p({ title: 'Condo ensuite', propertyType: 'Condo', subcategory: 'Bathroom' }), p({ year: 2022 }), p({ location: 'Port Credit, Mississauga' })];
    expect(filterListings(list, NO_FILTERS)).toHaveLength(3);
    expect(filterListings(list, { ...NO_FILTERS, query: 'ENSUITE' })).toEqual([list[0]]);
    expect(filterListings(list, { ...NO_FILTERS, query: 'port credit' })).toEqual([list[2]]);
    expect(filterListings(list, { ...NO_FILTERS, year: '2022' })).toEqual([list[1]]);
    expect(filterListings(list, { ...NO_FILTERS, propertyType: 'Condo', category: 'Bathroom' })).toEqual([list[0]]);
    expect(filterListings(list, { ...NO_FILTERS, propertyType: 'Commercial' })).toEqual([]);
  });
});

describe('PlumbingPage', () => {
  const renderPage = () =>
    renderWithApp(
      <FavoritesProvider>
        <PlumbingPage />
      </FavoritesProvider>,
      { path: '/plumbing-services' },
    );

  beforeEach(() => localStorage.clear());

  it('counts, searches, filters in the sheet, shows the empty text and clears', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(`Showing ${plumbing.length} plumbing projects`)).toBeInTheDocument();
    expect(screen.getByText('Typical projects from $200+')).toBeInTheDocument();
    expect(document.title).toBe('Plumbing Projects | GTA Home Pros');

    const emergency = plumbing.filter((x) => x.subcategory === 'Emergency Plumbing').length;
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('option', { name: '2023' })).toBeInTheDocument();
    expect(within(sheet).getByRole('option', { name: 'Condo' })).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByLabelText('Category'), 'Emergency Plumbing');
    expect(screen.getByText(`Showing ${emergency} plumbing projects`)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));

    await user.type(screen.getByLabelText('Search plumbing projects'), 'zzqx');
    expect(screen.getByText('Showing 0 plumbing projects')).toBeInTheDocument();
    expect(screen.getByText('No plumbing projects found matching your criteria.')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]);
    expect(screen.getByText(`Showing ${plumbing.length} plumbing projects`)).toBeInTheDocument();
    expect(screen.getByLabelText('Search plumbing projects')).toHaveValue('');
  });

  it('saves hearts under the favorites key and links cards to the project', async () => {
    const user = userEvent.setup();
    renderPage();
    const first = plumbing[0];
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', `/project/${first.id}`);
    await user.click(screen.getAllByRole('button', { name: /to favorites$/ })[0]);
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual([first.id]);
  });
});
