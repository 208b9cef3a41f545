import { screen } from '@testing-library/react';
import { ContentDataProvider } from '../../../app/contentData';
import { markHydrating } from '../../../app/hydration';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { AboutPage } from './AboutPage';

const RENDERED = { projectsCompleted: '1,204', verifiedContractors: '318', satisfactionPercent: '96%', citiesServed: '6', averageRating: '4.8' };
const ANSWER = { projectsCompleted: 7, verifiedContractors: 2, satisfactionPercent: null, citiesServed: 1, averageRating: null };

/** The About page's figures, read through useSiteFigures (app/content). */
describe('About Us figures', () => {
  let fetchFigures: jest.Mock;
  beforeEach(() => {
    fetchFigures = jest.fn(async () => ({ ok: true, json: async () => ({ data: { siteFigures: ANSWER } }) }));
    (globalThis as { fetch?: unknown }).fetch = fetchFigures;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('shows the figures the server rendered into the page, and asks for none', async () => {
    markHydrating(); // the app started on this page, from the server's HTML
    renderWithApp(
      <ContentDataProvider value={{ siteFigures: { trade: null, figures: RENDERED } }}>
        <AboutPage />
      </ContentDataProvider>,
    );
    expect(screen.getByRole('group', { name: 'Projects Completed: 1,204' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Satisfaction Rate: 96%' })).toBeInTheDocument();
    expect(fetchFigures).not.toHaveBeenCalled();
  });

  it("asks for them on a screen the app moved to, and for another trade's page", async () => {
    window.history.pushState({}, '', '/about-us');
    renderWithApp(
      <ContentDataProvider value={{ siteFigures: { trade: null, figures: RENDERED } }}>
        <AboutPage />
      </ContentDataProvider>,
    );
    expect(await screen.findByRole('group', { name: 'Projects Completed: 7' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Satisfaction Rate: No reviews yet' })).toBeInTheDocument();
    expect(fetchFigures).toHaveBeenCalledTimes(1);
    window.history.pushState({}, '', '/');
  });
});
