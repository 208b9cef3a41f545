import { screen, within } from '@testing-library/react';
import { ARTICLES } from '../../content/articles';
import { MagazinePage } from './magazine/MagazinePage';
import { ArticlePage } from './magazine/ArticlePage';
import { AboutPage } from './about/AboutPage';
import { HowItWorksPage } from './how-it-works/HowItWorksPage';
import { PrivacyPolicyPage } from './legal/pages';
import { CategoryOverviewPage, categoryHref } from './category/CategoryOverviewPage';
import { renderWithApp } from '../../app/testing/renderWithApp';

jest.mock('../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

const jsonLdTypes = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)['@type']);

describe('content pages', () => {
  it('magazine lists six articles linking to /article/{id}', () => {
    renderWithApp(<MagazinePage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]).getByRole('link', { name: ARTICLES[0].title })).toHaveAttribute('href', `/article/${ARTICLES[0].id}`);
  });

  it('article page renders the full article with Article JSON-LD, and a friendly not-found', () => {
    const article = ARTICLES[1];
    const { unmount } = renderWithApp(<ArticlePage />, { path: `/article/${article.id}`, routePath: '/article/:id' });
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText(article.body[0].paragraphs[0])).toBeInTheDocument();
    expect(jsonLdTypes()).toEqual(['Article']);
    unmount();
    renderWithApp(<ArticlePage />, { path: '/article/999', routePath: '/article/:id' });
    expect(screen.getByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
  });

  it('about shows mission, vision, four values, team and the figures the API counts', async () => {
    const figures = { projectsCompleted: 1204, verifiedContractors: 318, satisfactionPercent: 96, citiesServed: 6 };
    const fetchFigures = jest.fn(async () => ({ ok: true, json: async () => ({ data: { siteFigures: figures } }) }));
    (globalThis as { fetch?: unknown }).fetch = fetchFigures;
    renderWithApp(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Our Values' })).getAllByRole('listitem')).toHaveLength(4);
    for (const figure of ['Projects Completed: 1,204', 'Verified Contractors: 318', 'Satisfaction Rate: 96%', 'Cities Served: 6']) {
      expect(await screen.findByRole('group', { name: figure })).toBeInTheDocument();
    }
    expect(fetchFigures).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST' }));
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('how it works has three steps, an FAQ accordion with FAQPage data and Get Started', () => {
    renderWithApp(<HowItWorksPage />);
    const steps = within(screen.getByRole('region', { name: 'The Process' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual(['Step 1: Project Submission', 'Step 2: Smart Matching', 'Step 3: Quote Comparison']);
    expect(document.querySelectorAll('details summary').length).toBeGreaterThan(3);
    expect(jsonLdTypes()).toEqual(['FAQPage']);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/post-project');
  });

  it('legal pages carry the last-updated date', () => {
    renderWithApp(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('August 15, 2025')).toBeInTheDocument();
    expect(document.querySelector('link[rel=canonical]')).toHaveAttribute('href', 'https://gtahomepros.test/privacy-policy');
  });

  it('category overview links categories to their service pages and All Categories to projects', () => {
    renderWithApp(<CategoryOverviewPage />, { path: '/category/all', routePath: '/category/*' });
    expect(screen.getByRole('link', { name: /^HVAC & Airduct/ })).toHaveAttribute('href', '/services/hvac');
    expect(categoryHref('All Categories')).toBe('/projects');
    expect(categoryHref('EV Charging Solution')).toBe('/services/ev-charging-solution');
  });
});
