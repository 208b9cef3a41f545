import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axe } from '../../test/axe';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { contentPaths } from '../../app/contentPaths';
import { CHANGELOG } from './changelog';
import { ChangelogPage } from './ChangelogPage';
import { DevelopersPage } from './DevelopersPage';
import { ReferencePage } from './reference/ReferencePage';
import { schemaReference } from './reference/schemaModel';

jest.mock('../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

const sdl = readFileSync(path.join(__dirname, '../../../../backend/schema.graphql'), 'utf8');

describe('developer portal', () => {
  it('is prerendered: overview, reference, explorer and changelog are content paths', () => {
    expect(contentPaths()).toEqual(expect.arrayContaining(['/developers', '/developers/reference', '/developers/explorer', '/developers/changelog']));
  });

  it('overview explains keys, limits, errors and webhooks, with copy-ready examples and a way to get a key', async () => {
    const { container } = renderWithApp(<DevelopersPage />, { path: '/developers' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Build on the GTA's home-improvement marketplace");
    for (const name of ['What the API offers', 'Authentication', 'Your first request', 'Rate limits', 'Errors', 'Webhooks']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: /Get an API key|Request an API key/ }).every((link) => link.getAttribute('href') === '/developers/join')).toBe(true);
    expect(screen.getByRole('link', { name: 'Partner console' })).toHaveAttribute('href', '/developers/console');
    const curl = screen.getByRole('region', { name: 'curl' });
    expect(curl).toHaveTextContent('curl -s https://gtahomepros.test/graphql');
    expect(curl).toHaveTextContent('X-Api-Key: $GTA_HOME_PROS_API_KEY');
    expect(screen.getByRole('region', { name: 'JavaScript (fetch)' })).toHaveTextContent("'X-Api-Key': process.env.GTA_HOME_PROS_API_KEY");
    expect(screen.getByRole('button', { name: 'Copy curl' })).toBeInTheDocument();
    const limits = screen.getByRole('region', { name: 'Rate limits' });
    expect(within(limits).getByRole('region', { name: 'Rate-limit headers' })).toHaveTextContent('RateLimit-Policy: "reads";q=3000;w=60 RateLimit: "reads";r=2999;t=42');
    expect(limits).toHaveTextContent('3,000 a minute per key');
    expect(limits).toHaveTextContent('Retry-After');
    expect(within(limits).getByRole('region', { name: 'extensions.rateLimit' })).toHaveTextContent('"maxCost": 5000');
    const webhooks = screen.getByRole('region', { name: 'Webhooks' });
    for (const event of ['project.published', 'project.closed', 'project.status_changed', 'webhook-signature']) expect(webhooks).toHaveTextContent(event);
    expect(within(webhooks).getByRole('region', { name: /standardwebhooks/ })).toHaveTextContent("import { Webhook } from 'standardwebhooks'");
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the reference shows every query, mutation and type of backend/schema.graphql, with arguments, defaults and deprecations', () => {
    const model = schemaReference(sdl);
    const { container } = renderWithApp(<ReferencePage />, { path: '/developers/reference' });
    const queries = screen.getByRole('region', { name: 'Queries' });
    expect(within(queries).getAllByRole('article')).toHaveLength(model.queries.length);
    const pros = container.querySelector('#query-pros')!;
    expect(pros).toHaveTextContent('pros: ContractorProfileConnection!');
    expect(pros).toHaveTextContent('first: Int = 12');
    expect(within(pros as HTMLElement).getByRole('link', { name: 'ContractorProfileConnection' })).toHaveAttribute('href', '#ContractorProfileConnection');
    expect(within(screen.getByRole('region', { name: 'Mutations' })).getAllByRole('article')).toHaveLength(model.mutations.length);
    expect(container.querySelector('#ContractorProfileConnection')).toHaveTextContent('totalCount: Int!');
    expect(container.querySelector('#UpdateProjectInput')).toHaveTextContent('DeprecatedIgnored: the server sets completionDate when the status changes to COMPLETED.');
    expect(container.querySelector('#ProjectStatus')).toHaveTextContent('OPEN');
    expect(within(screen.getByRole('navigation', { name: 'Schema contents' })).getByRole('link', { name: 'Enums' })).toHaveAttribute('href', '#enums');
    // Every link to a type lands on an entry of the page.
    const anchors = [...container.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')!.slice(1));
    const ids = new Set([...container.querySelectorAll('[id]')].map((element) => element.id));
    expect(anchors.filter((id) => !ids.has(id))).toEqual([]);
    // The page's accessibility is audited in a real browser (e2e/a11y.e2e.ts, both themes and widths):
    // axe over its thousands of nodes in jsdom took half a minute for nothing more.
  });

  it('the changelog lists dated entries newest first', () => {
    renderWithApp(<ChangelogPage />, { path: '/developers/changelog' });
    const entries = screen.getAllByRole('article');
    expect(entries).toHaveLength(CHANGELOG.length);
    expect(within(entries[0]).getByRole('heading', { level: 2 })).toHaveTextContent(CHANGELOG[0].title);
    const dates = CHANGELOG.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const nav = screen.getByRole('navigation', { name: 'Developer portal' });
    expect(within(nav).getByRole('link', { name: 'Changelog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });
});
