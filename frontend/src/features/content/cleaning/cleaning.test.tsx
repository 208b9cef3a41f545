import { MockedApollo } from '../../../app/testing/MockedApollo';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { listedSample, withSamples } from '../../../app/testing/showcaseSamples';
import { PAGE_LISTINGS } from '../listings';
import { CleaningPage } from './CleaningPage';
import { viewerMock } from '../../../app/session/testing';
import { filterByCleaningType, priceLowerBound, sortCleaning, type CleaningType } from './cleaningRules';

jest.mock('../../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

const p = (id: number, price: string, rating = 4, reviews = 1, cleaningType: CleaningType = 'residential') =>
  listedSample(id, { title: `Cleaning ${id}`, category: 'cleaning' }, { price, rating, reviewCount: reviews, cleaningType });

const CLEANING_LISTINGS = [
  p(501, '$2,400 - $3,200', 4.9, 12, 'commercial'),
  p(502, '$320 - $450', 4.7, 40, 'residential'),
  p(503, '$600 - $900', 4.8, 8, 'move'),
];
const OPEN_CLEANING_PROJECTS = [
  listedSample(2501, { title: 'Move-out clean of a two-bedroom condo at Yonge and Eglinton', category: 'Cleaning', status: 'OPEN', urgency: 'HIGH', budget: '$400 - $600' }, { contractorName: null, price: null, statedProposalCount: 3 }),
  listedSample(2502, { title: 'Weekly office cleaning in Liberty Village', category: 'Cleaning', status: 'OPEN', budget: '$1,800 - $2,400' }, { contractorName: null, price: null, statedProposalCount: 1 }),
];
const id = (x: { showcaseNumber: number | null }) => x.showcaseNumber;

describe('cleaning rules', () => {
  it('reads the lower bound of a price range', () => {
    expect(priceLowerBound('$1,800 - $2,600')).toBe(1800);
    expect(priceLowerBound('$2,400+')).toBe(2400);
    expect(priceLowerBound('Under $1,000')).toBe(0);
    expect(priceLowerBound('Contact for quote')).toBe(Number.POSITIVE_INFINITY);
  });

  it('sorts price low to high by the lower bound of the range', () => {
    const list = [p(1, '$2,400 - $3,200'), p(2, '$320 - $450'), p(3, '$900+'), p(4, '$1,000 - $1,100')];
    expect(sortCleaning(list, 'price').map(id)).toEqual([2, 3, 4, 1]);
  });

  it('sorts by rating and reviews, high first, without changing the input', () => {
    const list = [p(1, '$1', 4.7, 10), p(2, '$1', 4.9, 5), p(3, '$1', 4.8, 50)];
    expect(sortCleaning(list, 'rating').map(id)).toEqual([2, 3, 1]);
    expect(sortCleaning(list, 'reviews').map(id)).toEqual([3, 1, 2]);
    expect(list.map(id)).toEqual([1, 2, 3]);
  });

  it('filters by type, all keeps everything', () => {
    const list = [p(1, '$1', 4, 1, 'move'), p(2, '$1', 4, 1, 'commercial')];
    expect(filterByCleaningType(list, 'all')).toHaveLength(2);
    expect(filterByCleaningType(list, 'move').map(id)).toEqual([1]);
    expect(filterByCleaningType(list, 'construction')).toEqual([]);
  });
});

describe('CleaningPage', () => {
  const renderPage = () =>
    renderWithApp(
      // The proposal dialog asks who is signed in: a visitor here.
      <MockedApollo mocks={[viewerMock(null)]}>
        <CleaningPage />
      </MockedApollo>,
      { path: '/cleaning-services', contentData: withSamples([PAGE_LISTINGS.cleaning, CLEANING_LISTINGS], [PAGE_LISTINGS.openCleaning, OPEN_CLEANING_PROJECTS]) },
    );

  beforeEach(() => localStorage.clear());

  it('shows stats, price cards, open projects with Submit Proposal and filters featured work', async () => {
    const user = userEvent.setup();
    // The figures the API counts for the cleaning trade (Query.siteFigures(trade: 2)).
    const figures = { projectsCompleted: 312, verifiedContractors: 41, satisfactionPercent: 97, citiesServed: 6, averageRating: 4.7 };
    const fetchFigures = jest.fn(async (_url: string, _init: { body: string }) => ({ ok: true, json: async () => ({ data: { siteFigures: figures } }) }));
    (globalThis as { fetch?: unknown }).fetch = fetchFigures;
    renderPage();
    for (const stat of ['Projects completed: 312', 'Average rating: 4.7', 'Verified contractors: 41', 'Starting price: From $150']) {
      expect(await screen.findByRole('group', { name: stat })).toBeInTheDocument();
    }
    expect(JSON.parse(fetchFigures.mock.calls[0][1].body).variables).toEqual({ trade: 2 });
    delete (globalThis as { fetch?: unknown }).fetch;
    for (const price of ['$150+', '$360+', '$600+', '$2,400+']) expect(screen.getByText(price)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Submit Proposal for / })).toHaveLength(OPEN_CLEANING_PROJECTS.length);
    expect(screen.getByText('3 proposals so far')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OPEN_CLEANING_PROJECTS[0].title })).toHaveAttribute('href', '/project/2501');

    const featured = screen.getByRole('region', { name: 'Featured Cleaning Projects' });
    expect(within(featured).getByText(`${CLEANING_LISTINGS.length} cleaning projects`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Cleaning type'), 'commercial');
    const commercial = CLEANING_LISTINGS.filter((x) => x.showcaseDetails?.cleaningType === 'commercial');
    expect(within(featured).getByText(`${commercial.length} cleaning projects`)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Cleaning type'), 'all');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    const titles = within(featured).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(sortCleaning(CLEANING_LISTINGS, 'price').map((x) => x.title));
  });

  it('keeps hearts under favoriteProjects', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getAllByRole('button', { name: /to favorites$/ })[0]);
    expect(localStorage.getItem('favoriteProjects')).not.toBeNull();
    expect(localStorage.getItem('favorites')).toBeNull();
  });

  it('opens the proposal dialog for an open project', async () => {
    // The dialog and the GraphQL client are lazy chunks: load (and transform) them before timing the click.
    await Promise.all([import('../../../app/proposals/ProposalDialog'), import('../../../app/graphql/ApolloScope')]);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getAllByRole('button', { name: /^Submit Proposal for / })[0]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
