import { SHOWCASE_SAMPLES } from './projects/showcase';
import { SERVICE_NAMES, serviceNameOf } from './services/directory';
import {
  ALL_SAMPLE_PROJECTS,
  ARTICLES,
  BUDGET_RANGES,
  BUSINESS,
  CATEGORY_PAGE_LISTINGS,
  CATEGORY_PAGE_SUBCATEGORIES,
  CITIES,
  CLEANING_LISTINGS,
  CONTRACTORS,
  CONTACT_PAGE_HOURS,
  DASHBOARD_STATUS_OPTIONS,
  DATABASE_OFFSET,
  EDIT_STATUS_OPTIONS,
  HOME_CONTENT,
  HOW_IT_WORKS_FAQ,
  HOW_IT_WORKS_STEPS,
  LANDSCAPING_LISTINGS,
  LEGAL_DOCUMENTS,
  LISTING_SAMPLE_OFFSET,
  MOVING_LISTINGS,
  OFFER_CATALOGUE_SLUGS,
  OPEN_CLEANING_PROJECTS,
  OPEN_SAMPLE_OFFSET,
  OPEN_SAMPLE_PROJECTS,
  PAINTING_LISTINGS,
  POST_FORM_CATEGORIES,
  PROJECT_TIMELINES,
  PROPOSAL_BID_RANGES,
  PROPOSAL_TIMELINES,
  SAMPLE_PROJECTS,
  SERVICES,
  SERVICE_CATEGORIES,
  SERVICE_ICON_FALLBACK,
  SERVICE_ICON_NAMES,
  URGENCY_OPTIONS,
  VISUALIZATION_LISTINGS,
  articleWordCount,
  categorySlug,
  contractorIdForName,
  findArticle,
  findCity,
  findContractorByName,
  findOpenSample,
  findSampleProject,
  findService,
  offerCatalogue,
  priceLowerBound,
  projectMatchesService,
  serviceSeoDescription,
  servicesByRank,
} from './index';

const unique = <T,>(values: T[]) => new Set(values).size === values.length;

describe('sample projects', () => {
  it('has the 12 core completed samples with ids 1-12 and at least 3 featured', () => {
    expect(SAMPLE_PROJECTS.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(SAMPLE_PROJECTS.every((p) => p.status === 'completed')).toBe(true);
    expect(SAMPLE_PROJECTS.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps ids unique across every built-in project listed together', () => {
    const displayedOpen = OPEN_SAMPLE_PROJECTS.map((p) => p.id + OPEN_SAMPLE_OFFSET);
    const ids = [...ALL_SAMPLE_PROJECTS.map((p) => p.id), ...displayedOpen, ...OPEN_CLEANING_PROJECTS.map((p) => p.id)];
    expect(unique(ids)).toBe(true);
    expect(ids.every((id) => id < DATABASE_OFFSET)).toBe(true);
  });

  it('uses the documented offsets and id ranges', () => {
    expect([OPEN_SAMPLE_OFFSET, LISTING_SAMPLE_OFFSET, DATABASE_OFFSET]).toEqual([2000, 1000, 3000]);
    expect([...LANDSCAPING_LISTINGS, ...PAINTING_LISTINGS].every((p) => p.id > LISTING_SAMPLE_OFFSET && p.id < 2000)).toBe(true);
    expect(OPEN_SAMPLE_PROJECTS).toHaveLength(1);
    expect(OPEN_SAMPLE_PROJECTS[0]).toMatchObject({ id: 1, status: 'open' });
    expect(findOpenSample(2001)?.title).toBe(OPEN_SAMPLE_PROJECTS[0].title);
    expect(OPEN_CLEANING_PROJECTS.every((p) => p.status === 'open' && p.category === 'Cleaning')).toBe(true);
  });

  it('gives every sample the listing fields and a consistent card image', () => {
    for (const p of ALL_SAMPLE_PROJECTS) {
      expect([2024, 2023, 2022]).toContain(p.year);
      expect(['Condo', 'House', 'Commercial']).toContain(p.propertyType);
      expect(p.image).toBe(p.images[0]);
      expect(p.price).toMatch(/^\$[\d,]+ - \$[\d,]+$/);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.testimonials.length).toBeGreaterThan(0);
      expect(p.images.every((src) => src.startsWith('/api/placeholder/'))).toBe(true);
      expect(findSampleProject(p.id)).toBe(p);
    }
  });

  it('resolves every sample contractor to a contractor (core samples by name, others by the default)', () => {
    for (const p of ALL_SAMPLE_PROJECTS) {
      expect(CONTRACTORS).toContain(findContractorByName(p.contractor));
    }
    for (const p of SAMPLE_PROJECTS) {
      expect(findContractorByName(p.contractor).name).toBe(p.contractor);
    }
    expect(contractorIdForName('Nobody Renovations')).toBe(1);
  });

  it('gives each trade category page 4-8 entries whose subcategories are that page’s filters', () => {
    for (const [page, projects] of Object.entries(CATEGORY_PAGE_LISTINGS)) {
      expect(projects.length).toBeGreaterThanOrEqual(4);
      expect(projects.length).toBeLessThanOrEqual(8);
      const allowed: string[] = CATEGORY_PAGE_SUBCATEGORIES[page as keyof typeof CATEGORY_PAGE_SUBCATEGORIES];
      for (const p of projects) expect(allowed).toContain(p.subcategory);
    }
  });

  it('gives the cleaning, moving and visualization pages typed entries', () => {
    for (const list of [CLEANING_LISTINGS, MOVING_LISTINGS, VISUALIZATION_LISTINGS]) {
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(8);
    }
    expect(CLEANING_LISTINGS.every((p) => p.cleaningType)).toBe(true);
    expect(MOVING_LISTINGS.every((p) => p.movingType)).toBe(true);
    expect(VISUALIZATION_LISTINGS.every((p) => p.visualizationType)).toBe(true);
  });

  it('sorts by the lower bound of a price range', () => {
    expect(priceLowerBound('$1,800 - $2,600')).toBe(1800);
    expect(priceLowerBound('$2,400+')).toBe(2400);
    expect(priceLowerBound('Under $1,000')).toBe(0);
    expect(priceLowerBound('Contact for quote')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('categories', () => {
  it('has the 16 categories with the exact names in order', () => {
    expect(SERVICE_CATEGORIES.map((c) => c.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(SERVICE_CATEGORIES.map((c) => c.name)).toEqual([
      'Security Bollards + Installation',
      'Cleaning',
      'Real Estate Photography & Videography',
      'HVAC & Airduct',
      'General Contractor',
      'Moving Solutions',
      'Landscaping & Snow Removal',
      'Plumbing',
      'Electrician',
      'Restaurant Cleaning',
      'EV Charging Solution',
      'Custom Build',
      'Renovation',
      'Painting',
      'Architectural Visualization',
      'All Categories',
    ]);
  });

  it('derives slugs by the spec rule', () => {
    expect(categorySlug('Real Estate Photography & Videography')).toBe('real-estate-photography-videography');
    expect(categorySlug('EV Charging Solution')).toBe('ev-charging-solution');
    expect(categorySlug('Security Bollards + Installation')).toBe('security-bollards');
    expect(categorySlug('HVAC & Airduct')).toBe('hvac');
    expect(categorySlug('General Contractor')).toBe('general-contracting');
    expect(categorySlug('Electrician')).toBe('electrical');
    expect(categorySlug('Landscaping & Snow Removal')).toBe('landscaping');
    expect(categorySlug('Custom Build')).toBe('custom-build');
    expect(categorySlug('  Windows & Doors!! ')).toBe('windows-doors');
  });

  it('routes every category except All Categories to an existing service', () => {
    for (const c of SERVICE_CATEGORIES.filter((c) => c.name !== 'All Categories')) {
      expect(findService(categorySlug(c.name))).toBeDefined();
    }
  });
});

describe('service catalogue', () => {
  it('has 19 services with unique ids, slugs and ranks', () => {
    expect(SERVICES).toHaveLength(19);
    expect(unique(SERVICES.map((s) => s.id))).toBe(true);
    expect(unique(SERVICES.map((s) => s.slug))).toBe(true);
    expect(unique(SERVICES.map((s) => s.popularityRank))).toBe(true);
  });

  it('contains the twelve early entries', () => {
    for (const slug of [
      'plumbing', 'electrical', 'hvac', 'landscaping', 'cleaning', 'general-contracting', 'restaurant-cleaning',
      'real-estate-photography-videography', 'moving-solutions', 'landscaping-snow-removal', 'hvac-airduct',
    ]) {
      expect(findService(slug)).toBeDefined();
    }
  });

  it('matches the spec’s later table exactly', () => {
    const table = [
      ['security-bollards', 'Security Services', '1-2 days', 7, true],
      ['ev-charging-solution', 'Electrical Services', '1-2 days', 13, true],
      ['custom-build', 'Construction Services', '6-18 months', 14, true],
      ['renovation', 'Construction Services', '2-12 weeks', 15, true],
      ['electrician', 'Electrical Services', '1-3 days', 16, true],
      ['painting', 'Interior Services', '1-5 days', 17, false],
      ['architectural-visualization', 'Design Services', '1-2 weeks', 18, false],
    ] as const;
    for (const [slug, category, timeframe, rank, certified] of table) {
      const s = findService(slug);
      expect(s).toMatchObject({ category, averageTimeframe: timeframe, popularityRank: rank, certificationRequired: certified });
    }
    expect(findService('ev-charging-solution')?.emergencyAvailable).toBe(false);
    expect(findService('electrician')?.emergencyAvailable).toBe(true);
    expect(findService('custom-build')?.seasonalDemand).toBe('spring-fall');
    expect(findService('renovation')?.seasonalDemand).toBe('spring-fall');
    expect(findService('painting')?.seasonalDemand).toBe('spring-fall');
  });

  it('gives every service exactly 4 key services, each with step text and an image', () => {
    for (const s of SERVICES) {
      expect(s.keyServices).toHaveLength(4);
      expect(s.keySteps).toHaveLength(4);
      s.keySteps.forEach((step, i) => {
        expect(step.title).toBe(s.keyServices[i]);
        expect(step.text.length).toBeGreaterThan(20);
        expect(step.image).toMatch(/^\/api\/placeholder\/\d+\/\d+$/);
      });
    }
  });

  it('fills every field with real content', () => {
    for (const s of SERVICES) {
      expect(s.seoMetaDescription).toContain('[LOCATION]');
      expect(SERVICE_ICON_NAMES).toContain(s.icon);
      expect(s.commonProjects.length).toBeGreaterThanOrEqual(4);
      const lc = s.localConsiderations;
      for (const list of [lc.climateFactors, lc.regulations, lc.popularMaterials, lc.challenges]) {
        expect(list.length).toBeGreaterThan(0);
      }
      expect(`${s.description} ${s.detailedDescription}`).not.toMatch(/lorem|ipsum/i);
    }
    expect(SERVICE_ICON_FALLBACK).toBe('Wrench');
    expect(findService('cleaning')?.serviceTypes?.length).toBeGreaterThan(0);
  });

  it('replaces [LOCATION] with the city or Ontario', () => {
    const plumbing = findService('plumbing')!;
    expect(serviceSeoDescription(plumbing, 'Mississauga')).toContain('in Mississauga');
    expect(serviceSeoDescription(plumbing, undefined)).toContain('in Ontario');
    expect(serviceSeoDescription(plumbing)).not.toContain('[LOCATION]');
  });

  it('keeps the featured samples of the home page in the showcase file it loads', () => {
    const featured = (list: { featured?: boolean }[]) => list.filter((project) => project.featured).slice(0, HOME_CONTENT.recentWork.maxProjects);
    expect(featured(SHOWCASE_SAMPLES)).toEqual(featured(SAMPLE_PROJECTS));
    expect(SAMPLE_PROJECTS.slice(0, SHOWCASE_SAMPLES.length)).toEqual(SHOWCASE_SAMPLES);
  });

  it('names every service in the small directory exactly as its full record does', () => {
    expect(SERVICE_NAMES).toEqual(Object.fromEntries(SERVICES.map((service) => [service.slug, service.name])));
    expect(serviceNameOf('PLUMBING')).toBe('Plumbing');
    expect(serviceNameOf('toString')).toBeUndefined();
  });

  it('sorts by rank and lists 15 offerings', () => {
    expect(servicesByRank().map((s) => s.popularityRank)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(OFFER_CATALOGUE_SLUGS).toHaveLength(15);
    expect(offerCatalogue()).toHaveLength(15);
    expect(BUSINESS.offerCount).toBe(15);
  });

  it('matches sample projects to services by the slug-containment rule', () => {
    expect(projectMatchesService('hvac', 'hvac-airduct')).toBe(true);
    expect(projectMatchesService('Plumbing', 'plumbing')).toBe(true);
    expect(projectMatchesService('electrical', 'electrician')).toBe(false);
    for (const slug of ['plumbing', 'electrical', 'hvac', 'landscaping', 'general-contracting', 'cleaning', 'painting']) {
      expect(ALL_SAMPLE_PROJECTS.some((p) => projectMatchesService(p.category, slug))).toBe(true);
    }
  });
});

describe('cities', () => {
  it('has the six cities with valid pricing; Toronto is 150-300', () => {
    expect(CITIES.map((c) => c.name)).toEqual(['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan', 'Richmond Hill']);
    for (const c of CITIES) {
      expect(c.averagePricing.low).toBeLessThan(c.averagePricing.high);
      expect(c.province).toBe('Ontario');
      expect(findCity(c.slug)).toBe(c);
    }
    expect(findCity('toronto')?.averagePricing).toEqual({ low: 150, high: 300 });
    expect(findCity('richmond-hill')?.name).toBe('Richmond Hill');
    expect(findCity('nowhere')).toBeUndefined();
  });
});

describe('articles', () => {
  it('has six articles with unique ids and slugs and bodies of at least 500 words', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(unique(ARTICLES.map((a) => a.id))).toBe(true);
    expect(unique(ARTICLES.map((a) => a.slug))).toBe(true);
    for (const a of ARTICLES) {
      expect(articleWordCount(a)).toBeGreaterThanOrEqual(500);
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.readTime).toMatch(/^\d+ min read$/);
      expect(findArticle(String(a.id))).toBe(a);
    }
  });
});

describe('forms, statuses and business facts', () => {
  it('uses the spec’s option lists exactly', () => {
    expect(BUDGET_RANGES).toEqual([
      'Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000 - $25,000', '$25,000 - $50,000', '$50,000 - $100,000', 'Over $100,000',
    ]);
    expect(PROJECT_TIMELINES).toEqual(['ASAP', 'Within 1 week', 'Within 1 month', 'Within 3 months', 'Within 6 months', 'No rush']);
    expect(URGENCY_OPTIONS.map((o) => o.label)).toEqual(['Low - Not urgent', 'Medium - Normal priority', 'High - Urgent']);
    expect(PROPOSAL_BID_RANGES).toHaveLength(10);
    expect(PROPOSAL_BID_RANGES[9]).toBe('$100,000+');
    expect(PROPOSAL_TIMELINES).toEqual(['1-2 days', '3-5 days', '1 week', '2 weeks', '3 weeks', '1 month', '2 months', '3 months', '4-6 months', '6+ months']);
    expect(unique(POST_FORM_CATEGORIES.map((c) => c.id))).toBe(true);
  });

  it('offers the dashboard and edit status lists', () => {
    expect(DASHBOARD_STATUS_OPTIONS.map((o) => o.value)).toEqual(['open', 'in-progress', 'completed', 'awaiting-estimation', 'cancelled']);
    expect(DASHBOARD_STATUS_OPTIONS[0].label).toBe('Open for Bids');
    expect(EDIT_STATUS_OPTIONS.map((o) => o.value).sort()).toEqual(
      ['awaiting-estimation', 'cancelled', 'completed', 'estimated', 'in-progress', 'open', 'pending'],
    );
  });

  it('carries the business facts of spec section 1', () => {
    expect(BUSINESS).toMatchObject({
      serviceRadius: 50000,
      currenciesAccepted: 'CAD',
      priceRange: '$$',
      foundingDate: '2020',
      aggregateRating: { ratingValue: 4.8, reviewCount: 127, bestRating: 5, worstRating: 1 },
    });
    expect(BUSINESS.paymentAccepted).toEqual(['Cash', 'Credit Card', 'Debit Card', 'Check', 'Bank Transfer']);
    expect(BUSINESS.areaServed).toEqual(['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan']);
    expect(BUSINESS.phone).toMatch(/^\(416\)/);
    expect(CONTACT_PAGE_HOURS).toEqual(['Mon to Fri 8AM to 6PM', 'Sat 9AM to 4PM']);
  });

  it('has the page content the screens need', () => {
    expect(HOW_IT_WORKS_STEPS.map((s) => s.label)).toEqual(['1 Project Submission', '2 Smart Matching', '3 Quote Comparison']);
    expect(HOW_IT_WORKS_FAQ.length).toBeGreaterThanOrEqual(6);
    expect(HOME_CONTENT.howItWorks.steps.map((s) => s.title)).toEqual(['Contact Us', 'Get Quote', 'Project Complete']);
    expect(HOME_CONTENT.servicesGrid.showMore(11)).toBe('Show More Categories (11 more)');
    expect(LEGAL_DOCUMENTS.every((d) => d.lastUpdated === 'August 15, 2025')).toBe(true);
  });
});
