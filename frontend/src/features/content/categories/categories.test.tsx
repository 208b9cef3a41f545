import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoritesProvider } from '../../../app/providers/FavoritesProvider';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { listedSample, withSamples } from '../../../app/testing/showcaseSamples';
import { PAGE_LISTINGS } from '../listings';
import { NO_FILTERS, filterListings } from './filters';
import { PlumbingPage } from './pages';

jest.mock('../../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

const plumbing = [
  listedSample(201, { title: 'Leslieville basement bathroom' }),
  listedSample(202, { title: 'Burst pipe repair in Port Credit', location: 'Port Credit, Mississauga' }, { subcategory: 'Emergency Plumbing', year: 2023, propertyType: 'Condo' }),
  listedSample(203, { title: 'Kitchen sink and dishwasher lines' }, { subcategory: 'Kitchen', contractorName: 'Northline Mechanical', contractorNumber: 2 }),
];

describe('filterListings', () => {
  it('combines search, year, property type and category', () => {
    const list = [
      listedSample(1, { title: 'Condo ensuite' }, { propertyType: 'Condo', subcategory: 'Bathroom' }),
      listedSample(2, { title: 'T' }, { year: 2022, subcategory: 'Kitchen' }),
      listedSample(3, { title: 'T', location: 'Port Credit, Mississauga' }, { subcategory: 'Kitchen' }),
    ];
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
      { path: '/plumbing-services', contentData: withSamples([PAGE_LISTINGS.plumbing, plumbing]) },
    );

  beforeEach(() => localStorage.clear());

  it('counts, searches, filters in the sheet, shows the empty text and clears', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(`Showing ${plumbing.length} plumbing projects`)).toBeInTheDocument();
    expect(screen.getByText('Typical projects from $200+')).toBeInTheDocument();
    expect(document.title).toBe('Plumbing Projects | GTA Home Pros');

    const emergency = 1;
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
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', '/project/201');
    // A sample contractor's name links to their profile (the server gives its number); a firm without one on the site is named, never linked to another's.
    expect(screen.getByRole('link', { name: 'Northline Mechanical' })).toHaveAttribute('href', '/contractor/2');
    expect(screen.getAllByText('Northline Plumbing')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Northline Plumbing' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: /to favorites$/ })[0]);
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual([201]);
  });
});

describe('a category page the server sent without its samples', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('asks the API for them, says when they cannot be had, and tries again', async () => {
    const answers = [
      () => Promise.resolve({ ok: false, status: 503, json: async () => ({ errors: [{ message: 'Service unavailable' }] }) }),
      () => Promise.resolve({ ok: true, status: 200, json: async () => ({ data: { projects: { nodes: plumbing } } }) }),
    ];
    const fetchMock = jest.fn((..._args: Parameters<typeof fetch>) => answers.shift()!());
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithApp(<PlumbingPage />, { path: '/plumbing-services' });
    expect(await screen.findByText("We couldn't load the plumbing projects")).toBeInTheDocument();
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body)) as { variables: unknown; operationName: string };
    expect(sent).toMatchObject({ operationName: 'ShowcaseListing', variables: { category: 'plumbing', featured: null } });
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(`Showing ${plumbing.length} plumbing projects`)).toBeInTheDocument();
  });
});
