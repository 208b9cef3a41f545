import { HOME_CONTENT } from './pages';
import { serviceNameOf } from './services/directory';
import { CONTENT_FILES, contentProblems } from './validate';
import {
  categorySlug,
  findArticle,
  findCity,
  findService,
  offerCatalogue,
  projectMatchesService,
  serviceSeoDescription,
  servicesByRank,
} from './index';

describe('content files', () => {
  it.each(Object.entries(CONTENT_FILES))('%s matches its schema', (_file, [schema, value]) => {
    const result = schema.safeParse(value);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has unique ids and slugs, and every cross-reference resolves', () => {
    expect(contentProblems()).toEqual([]);
  });

});

describe('accessors', () => {
  it('derives category slugs: known names map to their service, others become hyphenated lower-case words', () => {
    expect(categorySlug('Real Estate Photography & Videography')).toBe('real-estate-photography-videography');
    expect(categorySlug('HVAC & Airduct')).toBe('hvac');
    expect(categorySlug('General Contractor')).toBe('general-contracting');
    expect(categorySlug('Electrician')).toBe('electrical');
    expect(categorySlug('  Windows & Doors!! ')).toBe('windows-doors');
  });

  it('finds content by slug or id, case-insensitively where the URL carries it', () => {
    expect(findService('PLUMBING')?.name).toBe('Plumbing');
    expect(serviceNameOf('PLUMBING')).toBe('Plumbing');
    expect(serviceNameOf('toString')).toBeUndefined();
    expect(findCity('richmond-hill')?.name).toBe('Richmond Hill');
    expect(findCity('nowhere')).toBeUndefined();
    expect(findArticle('2')?.id).toBe(2);
  });

  it('derives what a content file leaves out: step names and shared climate facts', () => {
    const plumbing = findService('plumbing')!;
    expect(plumbing.keyServices).toEqual(plumbing.keySteps.map((step) => step.title));
    expect(plumbing.localConsiderations.climateFactors.every((fact) => typeof fact === 'string' && fact.length > 20)).toBe(true);
  });

  it('replaces [LOCATION] with the city or Ontario', () => {
    const plumbing = findService('plumbing')!;
    expect(serviceSeoDescription(plumbing, 'Mississauga')).toContain('in Mississauga');
    expect(serviceSeoDescription(plumbing)).toContain('in Ontario');
  });

  it('sorts services by rank and lists the offer catalogue by name', () => {
    expect(servicesByRank()[0].popularityRank).toBe(1);
    expect(offerCatalogue()[0]).toEqual({ slug: 'plumbing', name: 'Plumbing' });
  });

  it('matches sample projects to services by the slug-containment rule', () => {
    expect(projectMatchesService('hvac', 'hvac-airduct')).toBe(true);
    expect(projectMatchesService('Plumbing', 'plumbing')).toBe(true);
    expect(projectMatchesService('electrical', 'electrician')).toBe(false);
  });

});

describe('the one trade list', () => {
  it('maps every post-form category, and nothing else, onto a trade', async () => {
    const { POST_FORM_CATEGORIES } = await import('../app/marketplace/formOptions');
    const { POST_CATEGORY_TRADE } = await import('@marketplace/shared');
    expect(POST_FORM_CATEGORIES.map((category) => category.name).sort()).toEqual(Object.keys(POST_CATEGORY_TRADE).sort());
  });

  it("gives each trade its services page's URL segment as its slug", async () => {
    const { TRADES } = await import('@marketplace/shared');
    for (const trade of TRADES) expect(trade.slug).toBe(categorySlug(trade.name));
  });
});
