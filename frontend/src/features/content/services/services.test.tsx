import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITIES } from '../../../content/cities';
import { SERVICES } from '../../../content/services';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { ServiceDetailPage } from './ServiceDetailPage';
import { ServicesDirectoryPage } from './ServicesDirectoryPage';
import { listedSample, withSamples } from '../../../app/testing/showcaseSamples';
import { recentProjectsListing } from './recentProjects';
import { filterLocations, filterServices } from './search';

jest.mock('../../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

/** The page's data from the database (verified pros, recent projects) has answered: nothing is left loading. */
const answersSettled = () => waitFor(() => expect(document.querySelector('[role="status"][aria-busy="true"]')).toBeNull());

describe('services search rules', () => {
  it('matches name, description or any key service, ignoring case', () => {
    const byName = filterServices(SERVICES, 'PLUMB').map((s) => s.slug);
    expect(byName).toContain('plumbing');
    const keyService = SERVICES.find((s) => s.slug === 'hvac')!.keyServices[2];
    expect(filterServices(SERVICES, keyService.toUpperCase()).map((s) => s.slug)).toContain('hvac');
    const word = SERVICES[0].description.split(' ').slice(2, 4).join(' ');
    expect(filterServices(SERVICES, word)).toContain(SERVICES[0]);
    expect(filterServices(SERVICES, 'zzz no such thing')).toEqual([]);
    expect(filterServices(SERVICES, '  ')).toHaveLength(SERVICES.length);
  });

  it('filters locations by name only', () => {
    expect(filterLocations(CITIES, 'miss').map((c) => c.slug)).toEqual(['mississauga']);
    expect(filterLocations(CITIES, 'Leslieville')).toEqual([]);
  });
});

describe('ServicesDirectoryPage', () => {
  it('filters services and locations independently and shows empty states', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServicesDirectoryPage />, { path: '/services' });
    const services = screen.getByRole('region', { name: 'Available Services' });
    expect(within(services).getAllByRole('article')).toHaveLength(SERVICES.length);

    await user.type(screen.getByLabelText('Search services'), 'electrical');
    const shown = within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(SERVICES.length);

    await user.type(screen.getByLabelText('Search locations'), 'vaughan');
    const locations = screen.getByRole('region', { name: 'Service Locations' });
    expect(within(locations).getAllByRole('article')).toHaveLength(1);
    expect(within(locations).getByRole('link', { name: 'View All Services in Vaughan' })).toHaveAttribute('href', '/services?location=vaughan');
    // Location search never hides services.
    expect(within(services).getAllByRole('article').length).toBe(shown.length);

    await user.clear(screen.getByLabelText('Search services'));
    await user.type(screen.getByLabelText('Search services'), 'zzqx');
    expect(within(services).getByText('No services match your search')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search locations'), 'xyz');
    expect(within(locations).getByText('No locations match your search')).toBeInTheDocument();
  });

  it('links each location to the first three services in that city', () => {
    renderWithApp(<ServicesDirectoryPage />, { path: '/services' });
    const toronto = screen.getByRole('heading', { name: 'Toronto' }).closest('article')!;
    const cityLinks = within(toronto as HTMLElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.endsWith('/toronto'));
    expect(cityLinks).toHaveLength(3);
  });
});

describe('ServiceDetailPage', () => {
  const pattern = '/services/:serviceSlug/:locationSlug?';

  it('shows Service Not Found with Return Home for an unknown slug', () => {
    renderWithApp(<ServiceDetailPage />, { path: '/services/teleportation', routePath: pattern });
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('uses the city wording, breadcrumb and hourly price with a known city', async () => {
    renderWithApp(<ServiceDetailPage />, { path: '/services/plumbing/mississauga', routePath: pattern });
    expect(screen.getByRole('heading', { level: 1, name: 'Plumbing in Mississauga, Ontario' })).toBeInTheDocument();
    expect(screen.getByText('Starting from $130/hour')).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Plumbing', '/services/plumbing'],
      ['Mississauga, Ontario', '/services/plumbing/mississauga'],
    ]);
    expect(document.title).toBe('Plumbing in Mississauga, Ontario | GTA Home Pros');
    expect(document.querySelector('link[rel=canonical]')).toHaveAttribute('href', 'https://gtahomepros.test/services/plumbing/mississauga');
    const description = document.querySelector('meta[name=description]')!.getAttribute('content')!;
    expect(description).toContain('Mississauga');
    expect(description).not.toContain('[LOCATION]');
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)['@type']);
    expect(types).toEqual(['Service', 'BreadcrumbList']);
    await answersSettled();
  });

  it('silently ignores an unknown city and speaks of Ontario', async () => {
    renderWithApp(<ServiceDetailPage />, { path: '/services/electrical/atlantis', routePath: pattern });
    expect(screen.getByRole('heading', { level: 1, name: 'Electrical' })).toBeInTheDocument();
    expect(screen.getByText(/in Ontario\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Starting from/)).not.toBeInTheDocument();
    expect(document.querySelector('link[rel=canonical]')).toHaveAttribute('href', 'https://gtahomepros.test/services/electrical');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link')).toHaveLength(3);
    await answersSettled();
  });

  it('lists process steps, why-choose cards and recent projects linking to the project', async () => {
    const hvac = Array.from({ length: 8 }, (_, i) => listedSample(401 + i, { title: `Heat pump in Leaside (${i + 1})`, category: 'hvac' }, { subcategory: 'Heat Pumps' }));
    renderWithApp(<ServiceDetailPage />, { path: '/services/hvac', routePath: pattern, contentData: withSamples([{ category: 'hvac' }, hvac]) });
    expect(screen.getByRole('heading', { name: /^Our HVAC.* Process$/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Step \d: / })).toHaveLength(4);
    for (const title of ['Expert Service', 'Quality Guaranteed', 'Timely Completion', 'Licensed & Insured']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const recent = screen.getByRole('region', { name: /^Recent .* Projects$/ });
    expect(within(recent).getAllByRole('article')).toHaveLength(6);
    expect(within(recent).getByRole('link', { name: 'Heat pump in Leaside (1)' })).toHaveAttribute('href', '/project/401');
    expect(screen.getByRole('heading', { name: 'Get Started Today!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/post-project');
    await answersSettled();
  });

  it('lists service types for a service that has them', async () => {
    renderWithApp(<ServiceDetailPage />, { path: '/services/cleaning', routePath: pattern });
    expect(screen.getByRole('heading', { level: 2, name: 'Our Cleaning' })).toBeInTheDocument();
    await answersSettled();
  });
});

describe('recent projects rule', () => {
  it('lists the sample category that contains the slug or is contained in it, or none', () => {
    expect(recentProjectsListing('hvac')).toEqual({ category: 'hvac' });
    expect(recentProjectsListing('hvac-airduct')).toEqual({ category: 'hvac' });
    expect(recentProjectsListing('restaurant-cleaning')).toEqual({ category: 'cleaning' });
    expect(recentProjectsListing('roofing')).toBeUndefined();
  });
});
