import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoritesProvider } from '../../app/providers/FavoritesProvider';
import { axe } from '../../test/axe';
import { profileNode } from '../../app/credentials/testing';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { HideReviewMutation } from '../../app/reviews/operations';
import { ShowcaseProjectsQuery } from '../../app/marketplace';
import { sampleNodes, showcaseNode } from '../../app/marketplace/testing/fixtures';
import { ContractorProfilePage, ContractorProfilePageQuery, SampleContractorProfileQuery } from './ContractorProfilePage';

const ROUTE = '/contractor/:id';

/** A sample contractor as the API answers Query.showcaseContractor. */
const RIVERDALE = {
  __typename: 'ShowcaseContractor' as const,
  number: 1,
  name: 'Riverdale Renovation Co.',
  imageUrl: null,
  rating: 4.9,
  reviewCount: 186,
  specialties: ['Kitchen Renovations', 'Basement Finishing'],
  location: 'Leslieville, Toronto, ON',
  verified: true,
  yearsExperience: 17,
  completedProjects: 412,
  responseTime: 'Within 2 hours',
  availableNow: true,
  bio: 'A design-build general contractor working out of Toronto’s east end since 2008.',
};
const sampleContractorMock = (number: number, answer: typeof RIVERDALE | null = RIVERDALE) => ({
  request: { query: SampleContractorProfileQuery, variables: { number } },
  result: { data: { showcaseContractor: answer } },
});

/** The samples as the API lists them, two of them finished by contractor `number` (samples 401 and 4, listed newest row first). */
const samplesMock = (number: number) => {
  const by = (sample: number, title: string) => showcaseNode(sample, { title, status: 'COMPLETED' }, { contractorName: RIVERDALE.name, contractorNumber: number, price: '$14,000 - $19,000' });
  return {
    request: { query: ShowcaseProjectsQuery },
    result: { data: { projects: { __typename: 'ProjectConnection' as const, nodes: [by(401, 'Boiler Swap in Leaside'), ...sampleNodes(), by(4, 'Heat Pump in Riverdale')] } } },
  };
};

function reviewNode(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Review' as const,
    id,
    projectId: '5',
    projectTitle: `Project ${id}`,
    contractorId: 'u-pro',
    contractorName: 'Lakeshore Decks Inc.',
    rating: 4.5,
    quality: 5,
    punctuality: 4,
    communication: 5,
    value: 4,
    text: `Review ${id}: the deck was finished on time.`,
    authorName: `Author ${id}`,
    createdAt: '2030-03-02T10:00:00.000Z',
    reply: null,
    hidden: null,
    hiddenReason: null,
    viewerCan: { __typename: 'ReviewPermissions' as const, reply: false, hide: false },
    ...overrides,
  };
}

type ReviewNode = ReturnType<typeof reviewNode>;

const reviewPage = (nodes: ReviewNode[], { totalCount = nodes.length, endCursor = null as string | null } = {}) => ({
  __typename: 'ReviewConnection' as const,
  totalCount,
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: endCursor !== null, endCursor },
  nodes,
});

/** The route's one query as the server answers it: the profile, its rating and a page of reviews. */
const profileMock = (reviews = reviewPage([]), { id = 'u-pro', first = 10, after = undefined as string | undefined, rating = { average: null as number | null, count: 0 } } = {}) => ({
  request: { query: ContractorProfilePageQuery, variables: { id, first, ...(after ? { after } : {}) } },
  result: { data: { contractorProfile: { ...profileNode({ id }), rating: { __typename: 'ContractorRating' as const, ...rating }, reviews } } },
});

/** A sample contractor's "Recent projects" section once its finished projects (their own query) are listed. */
async function sampleProjectsListed(name: string): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name: `Recent projects by ${name}` });
  await within(section).findByTestId('project-grid');
  return section;
}

describe('ContractorProfilePage for a real account', () => {
  it('shows the business, its badges and the missing licence, with no contact details', async () => {
    const { container } = renderWithApp(<ContractorProfilePage />, { path: '/contractor/u-pro', routePath: ROUTE, mocks: [profileMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeshore Decks Inc.' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Credentials of Lakeshore Decks Inc.' })).toHaveTextContent('VerifiedWSIB cleared');
    expect(screen.getByText(/offers Electrician but has no verified ECRA\/ESA electrical contractor licence/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\w@\w|905-/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a placeholder, then a failure with a retry when the profile cannot load', async () => {
    const user = userEvent.setup({ delay: null });
    const { request } = profileMock();
    renderWithApp(<ContractorProfilePage />, { path: '/contractor/u-pro', routePath: ROUTE, mocks: [{ request, error: new Error('Network down') }, profileMock()] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: "We couldn't load this profile" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeshore Decks Inc.' })).toBeInTheDocument();
  });

  it('says not found for an id that is not a contractor, and keeps the sample contractors', async () => {
    const { request } = profileMock(undefined, { id: 'nobody' });
    const { unmount } = renderWithApp(<ContractorProfilePage />, { path: '/contractor/nobody', routePath: ROUTE, mocks: [{ request, result: { data: { contractorProfile: null } } }] });
    expect(await screen.findByRole('heading', { name: 'Contractor not found' })).toBeInTheDocument();
    unmount();
    renderWithApp(
      <FavoritesProvider>
        <ContractorProfilePage />
      </FavoritesProvider>,
      { path: '/contractor/1', routePath: ROUTE, mocks: [sampleContractorMock(1), samplesMock(1)] },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(RIVERDALE.name);
    await sampleProjectsListed(RIVERDALE.name);
  });

  it('reads a sample contractor from the API, and says not found for a number that is none', async () => {
    const { unmount, container } = renderWithApp(
      <FavoritesProvider>
        <ContractorProfilePage />
      </FavoritesProvider>,
      { path: '/contractor/1', routePath: ROUTE, mocks: [sampleContractorMock(1), samplesMock(1)] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: RIVERDALE.name })).toBeInTheDocument();
    expect(screen.getByText('Verified Contractor')).toBeInTheDocument();
    expect(screen.getByText('Available for new projects')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Completed projects/ })).toHaveTextContent('412');
    expect(within(screen.getByRole('region', { name: 'Specialties' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RIVERDALE.specialties);
    await sampleProjectsListed(RIVERDALE.name);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    renderWithApp(<ContractorProfilePage />, { path: '/contractor/9', routePath: ROUTE, mocks: [sampleContractorMock(9, null)] });
    expect(await screen.findByRole('heading', { name: 'Contractor not found' })).toBeInTheDocument();
  });

  it("lists a sample contractor's finished samples as the API serves them, by number", async () => {
    renderWithApp(
      <FavoritesProvider>
        <ContractorProfilePage />
      </FavoritesProvider>,
      { path: '/contractor/1', routePath: ROUTE, mocks: [sampleContractorMock(1), samplesMock(1)] },
    );
    const section = await sampleProjectsListed(RIVERDALE.name);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Heat Pump in Riverdale', 'Boiler Swap in Leaside']);
    expect(within(section).getByRole('link', { name: 'Heat Pump in Riverdale' })).toHaveAttribute('href', '/project/4');
  });
});

describe('Reviews on a real contractor profile', () => {
  it('shows the rating and the reviews, and adds the next page under them with Show more reviews', async () => {
    const user = userEvent.setup({ delay: null });
    const first = reviewPage([reviewNode('1', { reply: { __typename: 'ReviewReply', text: 'Thank you, Author 1!', createdAt: '2030-03-03T10:00:00.000Z' } }), reviewNode('2')], { totalCount: 3, endCursor: 'cursor-2' });
    const rating = { average: 4.5, count: 3 };
    renderWithApp(<ContractorProfilePage />, {
      path: '/contractor/u-pro',
      routePath: ROUTE,
      mocks: [profileMock(first, { rating }), profileMock(reviewPage([reviewNode('3')], { totalCount: 3 }), { rating, after: 'cursor-2' })],
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('4.5 out of 5 from 3 reviews')).toBeInTheDocument();
    expect(within(section).getAllByRole('article').map((card) => card.getAttribute('id'))).toEqual(['review-1', 'review-2']);
    const answered = within(section).getByRole('article', { name: /Author 1/ });
    expect(answered).toHaveTextContent('Reply from Lakeshore Decks Inc.');
    expect(answered).toHaveTextContent('Thank you, Author 1!');

    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByRole('article', { name: /Author 3/ })).toBeInTheDocument();
    expect(within(section).getAllByRole('article').map((card) => card.getAttribute('id'))).toEqual(['review-1', 'review-2', 'review-3']);
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument());
  });

  it("lets an operator hide a review with a reason, then asks for the shown reviews again for the new average", async () => {
    const user = userEvent.setup({ delay: null });
    const operatorView = { __typename: 'ReviewPermissions' as const, reply: false, hide: true };
    const shown = reviewPage([reviewNode('1', { viewerCan: operatorView, hidden: false }), reviewNode('2', { viewerCan: operatorView, hidden: false })]);
    const hidden = reviewNode('2', { viewerCan: operatorView, hidden: true, hiddenReason: 'Includes a phone number.' });
    const hide = {
      request: { query: HideReviewMutation, variables: { id: '2', reason: 'Includes a phone number.' } },
      result: { data: { hideReview: hidden } },
    };
    const refreshed = profileMock(reviewPage([shown.nodes[0], hidden]), { rating: { average: 4.5, count: 1 } });
    renderWithApp(<ContractorProfilePage />, {
      path: '/contractor/u-pro',
      routePath: ROUTE,
      mocks: [profileMock(shown, { rating: { average: 4.5, count: 2 } }), hide, refreshed],
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await user.click(within(section).getByRole('button', { name: 'Hide the review by Author 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide this review?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Includes a phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(section).findByText('Hidden from the public: Includes a phone number.')).toBeInTheDocument();
    expect(await within(section).findByText('4.5 out of 5 from 1 review')).toBeInTheDocument();
  });
});
