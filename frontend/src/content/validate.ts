import type { z } from 'zod';
import { ARTICLES } from './articles';
import business from './business.json';
import { ALL_CATEGORIES_NAME, SERVICE_CATEGORIES, categorySlug } from './categories';
import { CITIES } from './cities';
import * as schema from './schema';
import { SERVICES } from './services';
import climate from './services/climate.json';
import core from './services/core.json';
import directory from './services/directory.json';
import later from './services/later.json';
import specialty from './services/specialty.json';

/**
 * Every content file of `src/content` with the schema it must satisfy, keyed by its path under
 * `src/content`. Articles are keyed by slug (their file name).
 */
const servicesFile = schema.storedService.array();
export const CONTENT_FILES: Record<string, [z.ZodType, unknown]> = {
  'business.json': [schema.businessFile, business],
  'categories.json': [schema.serviceCategory.array(), SERVICE_CATEGORIES],
  'cities.json': [schema.city.array(), CITIES],
  'services/climate.json': [schema.climateFacts, climate],
  'services/core.json': [servicesFile, core],
  'services/specialty.json': [servicesFile, specialty],
  'services/later.json': [servicesFile, later],
  'services/directory.json': [schema.serviceDirectory, directory],
  ...Object.fromEntries(ARTICLES.map((article) => [`articles/${article.slug}.json`, [schema.article, article]])),
};

const duplicates = <T,>(values: T[]) => [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

/** Checks between files that a schema of one file cannot see: unique ids, and references that must resolve. */
function crossReferenceProblems(): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const serviceSlugs = new Set(SERVICES.map((service) => service.slug));

  const mustBeUnique: Record<string, (string | number)[]> = {
    'service id': SERVICES.map((service) => service.id),
    'service slug': SERVICES.map((service) => service.slug),
    'service rank': SERVICES.map((service) => service.popularityRank),
    'category id': SERVICE_CATEGORIES.map((category) => category.id),
    'city slug': CITIES.map((city) => city.slug),
    'article id': ARTICLES.map((article) => article.id),
    'article slug': ARTICLES.map((article) => article.slug),
  };
  for (const [name, values] of Object.entries(mustBeUnique)) {
    expect(duplicates(values).length === 0, `${name} used twice: ${duplicates(values).join(', ')}`);
  }
  const ranks = SERVICES.map((service) => service.popularityRank).sort((a, b) => a - b);
  expect(ranks.every((rank, index) => rank === index + 1), 'service ranks must run 1..N');
  for (const service of [...core, ...specialty, ...later]) {
    for (const fact of service.localConsiderations.climateFactors) {
      if (typeof fact !== 'string') expect(Object.hasOwn(climate, fact.shared), `${service.slug}: no shared climate fact '${fact.shared}'`);
    }
  }
  const names: Record<string, string> = directory.names;
  for (const service of SERVICES) expect(names[service.slug] === service.name, `services/directory.json must name '${service.slug}' '${service.name}'`);
  expect(Object.keys(names).length === SERVICES.length, 'services/directory.json names a service the catalogue lacks');
  for (const offer of directory.offerSlugs) expect(serviceSlugs.has(offer), `offer '${offer}' is no service slug`);
  expect(business.business.offerCount === directory.offerSlugs.length, 'business offerCount must equal the number of offers');
  for (const category of SERVICE_CATEGORIES) {
    if (category.name === ALL_CATEGORIES_NAME) continue;
    expect(serviceSlugs.has(categorySlug(category.name)), `category '${category.name}' leads to no service ('${categorySlug(category.name)}')`);
  }
  return problems;
}

/**
 * Every problem in the built-in content: schema errors per file, then cross-references. Empty when
 * all is well. The content test and the prerender step run it, so a broken file never ships.
 */
export function contentProblems(): string[] {
  const problems = Object.entries(CONTENT_FILES).flatMap(([file, [fileSchema, value]]) => {
    const result = fileSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => `${file} ${issue.path.join('.')}: ${issue.message}`);
  });
  return [...problems, ...crossReferenceProblems()];
}
