import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HOME_CONTENT } from '../../content/pages/site';
import { SERVICES } from '../../content/services';
import { CATEGORY_PAGE_SUBCATEGORIES, LISTING_YEARS, PROPERTY_TYPES } from './categories/filters';
import { CLEANING_TYPE_OPTIONS } from './cleaning/cleaningRules';
import { PAGE_LISTINGS } from './listings';
import { SAMPLE_CATEGORIES } from './services/recentProjects';
import { MOVING_TYPE_OPTIONS, VISUALIZATION_TYPE_OPTIONS } from './specialty/specialtyRules';

/**
 * The sample projects live in the API's content files (backend/src/db/showcase, their shape checked by
 * backend/test/showcase-content.test.ts); the storefront's pages read them through the API. This test
 * reads those files as the contract they are, to hold each sample to what the pages that list it need.
 */
interface Finished {
  id: number;
  contractor: string;
  category: string;
  subcategory: string;
  featured: boolean;
  year: number;
  propertyType: string;
  cleaningType?: string;
  movingType?: string;
  visualizationType?: string;
}

const folder = path.join(__dirname, '../../../../backend/src/db/showcase');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
const finished = ['showcase.json', 'samples.json', ...readdirSync(path.join(folder, 'listings')).map((file) => `listings/${file}`)].flatMap((file) => read(file) as Finished[]);
const open = read('open.json') as { openCleaning: { category: string; status: string }[] };
const values = (options: readonly { value: string }[]) => options.map((option) => option.value).filter((value) => value !== 'all');

describe('the samples the storefront pages list', () => {
  it('are all there to read', () => {
    expect(finished.length).toBeGreaterThan(40);
  });

  it('each belong to a service its pages list', () => {
    const services = new Set(SERVICES.map((service) => service.slug));
    const problems = finished.flatMap((sample) => [
      ...(services.has(sample.category) ? [] : [`${sample.id}: category '${sample.category}' is no service slug`]),
      ...((SAMPLE_CATEGORIES as readonly string[]).includes(sample.category) ? [] : [`${sample.id}: category '${sample.category}' is not in SAMPLE_CATEGORIES`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('each fit the filters of the page that lists them', () => {
    const kinds: Record<string, readonly string[]> = Object.fromEntries(
      (Object.keys(CATEGORY_PAGE_SUBCATEGORIES) as (keyof typeof CATEGORY_PAGE_SUBCATEGORIES)[]).map((page) => [PAGE_LISTINGS[page].category, CATEGORY_PAGE_SUBCATEGORIES[page]]),
    );
    const problems = finished.flatMap((sample) => [
      ...(!kinds[sample.category] || kinds[sample.category].includes(sample.subcategory) ? [] : [`${sample.id}: kind '${sample.subcategory}' is none of its page's filters`]),
      ...((LISTING_YEARS as readonly number[]).includes(sample.year) ? [] : [`${sample.id}: year ${sample.year} is not a filter`]),
      ...((PROPERTY_TYPES as readonly string[]).includes(sample.propertyType) ? [] : [`${sample.id}: property '${sample.propertyType}' is not a filter`]),
      ...(sample.cleaningType === undefined || values(CLEANING_TYPE_OPTIONS).includes(sample.cleaningType) ? [] : [`${sample.id}: cleaning type '${sample.cleaningType}'`]),
      ...(sample.movingType === undefined || values(MOVING_TYPE_OPTIONS).includes(sample.movingType) ? [] : [`${sample.id}: moving type '${sample.movingType}'`]),
      ...(sample.visualizationType === undefined || values(VISUALIZATION_TYPE_OPTIONS).includes(sample.visualizationType) ? [] : [`${sample.id}: visualization type '${sample.visualizationType}'`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('give the home page its featured three and the cleaning page its open posts', () => {
    expect(finished.filter((sample) => sample.featured).length).toBeGreaterThanOrEqual(HOME_CONTENT.recentWork.maxProjects);
    expect(open.openCleaning.filter((post) => post.category === PAGE_LISTINGS.openCleaning.category && post.status === 'open').length).toBeGreaterThan(0);
  });
});
