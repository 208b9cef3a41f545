import { URGENCIES } from '@marketplace/shared';
import { z } from 'zod';
import showcase from '../src/db/showcase/showcase.json';
import samples from '../src/db/showcase/samples.json';
import open from '../src/db/showcase/open.json';
import cleaning from '../src/db/showcase/listings/cleaning.json';
import electrical from '../src/db/showcase/listings/electrical.json';
import general from '../src/db/showcase/listings/general.json';
import hvac from '../src/db/showcase/listings/hvac.json';
import landscaping from '../src/db/showcase/listings/landscaping.json';
import moving from '../src/db/showcase/listings/moving.json';
import painting from '../src/db/showcase/listings/painting.json';
import plumbing from '../src/db/showcase/listings/plumbing.json';
import visualization from '../src/db/showcase/listings/visualization.json';
import contractors from '../src/db/showcase/contractors.json';
import { SHOWCASE_PROJECTS } from '../src/db/showcase-content';
import { SHOWCASE_CONTRACTORS } from '../src/db/showcase-contractors';

/**
 * The sample projects' and sample contractors' content files (backend/src/db/showcase), as an editor
 * writes them: each entry's shape and number. A broken file fails here, before the server writes it. That the storefront's pages
 * can show each one (its service, its page's filters, its contractor) is the web app's test:
 * frontend/src/features/content/listings.test.ts.
 */

const text = z.string().trim().min(1);
const isoDate = z.iso.date();
const id = z.number().int().positive();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
/** A site path or the API's placeholder images. */
const imagePath = z.string().regex(/^\//, 'a path starting with /');
/** CAD text range as cards show it: '$45,000 - $60,000', '$2,400+', 'Under $1,000'. */
const cadRange = z.string().regex(/\$\d/, 'a CAD amount such as $1,500');

const finishedSample = z.strictObject({
  id,
  title: text,
  contractor: text,
  location: text,
  price: cadRange,
  rating: z.number().min(1).max(5),
  reviews: z.number().int().nonnegative(),
  category: slug,
  subcategory: text,
  images: z.array(imagePath).min(1),
  imageAlt: text,
  featured: z.boolean(),
  amenities: z.array(text),
  description: text,
  area: text.optional(),
  completionDate: isoDate,
  projectScope: text,
  timeline: text,
  urgency: z.enum(URGENCIES),
  testimonials: z.array(z.strictObject({ id, name: text, rating: z.number().int().min(1).max(5), comment: text, date: isoDate })),
  year: z.number().int().min(2000).max(2100),
  propertyType: text,
  bedrooms: z.number().int().nonnegative().optional(),
  bathrooms: z.number().int().nonnegative().optional(),
  homeownerBudget: cadRange,
  cleaningType: text.optional(),
  movingType: text.optional(),
  visualizationType: text.optional(),
});

const openPost = z.strictObject({
  id,
  title: text,
  description: text,
  category: text,
  budget: cadRange,
  timeline: text,
  urgency: z.enum(URGENCIES),
  homeowner: text,
  location: text,
  images: z.array(imagePath),
  requirements: z.array(text),
  // Open for bids, as the dashboard asks the API for them (its DashboardSamples query filters status OPEN).
  status: z.literal('open'),
  postedDate: isoDate,
  proposalCount: z.number().int().nonnegative(),
  estimatedCost: cadRange.optional(),
  contractorNotes: text.optional(),
  startDate: isoDate.optional(),
  completionDate: isoDate.optional(),
});

const sampleContractor = z.strictObject({
  id: id.max(999),
  name: text,
  image: imagePath,
  rating: z.number().min(1).max(5),
  reviews: z.number().int().nonnegative(),
  specialties: z.array(text).min(1),
  location: text,
  verified: z.boolean(),
  yearsExperience: z.number().int().nonnegative(),
  completedProjects: z.number().int().nonnegative(),
  responseTime: text,
  availability: z.enum(['available', 'busy']),
  bio: text,
});

const FILES: Record<string, [z.ZodType, unknown]> = {
  'contractors.json': [sampleContractor.array().min(1), contractors],
  'showcase.json': [finishedSample.array(), showcase],
  'samples.json': [finishedSample.array(), samples],
  'open.json': [z.strictObject({ openSamples: z.array(openPost), openCleaning: z.array(openPost) }), open],
  ...Object.fromEntries(
    Object.entries({ cleaning, electrical, general, hvac, landscaping, moving, painting, plumbing, visualization }).map(([name, entries]) => [
      `listings/${name}.json`,
      [finishedSample.array(), entries],
    ]),
  ),
};

test.each(Object.entries(FILES))('%s matches its schema', (_file, [schema, value]) => {
  const result = schema.safeParse(value);
  expect(result.success ? [] : result.error.issues).toEqual([]);
});

const finished = SHOWCASE_PROJECTS.flatMap((sample) => (sample.details.kind === 'finished' ? [{ ...sample, details: sample.details }] : []));

test('each sample keeps one public number, below the posted projects’ pages (3000 up)', () => {
  const numbers = SHOWCASE_PROJECTS.map((sample) => sample.number);
  expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  expect(numbers.filter((number) => number >= 3000)).toEqual([]);
});

test('the home page has featured samples, and the cleaning page open posts', () => {
  expect(finished.filter((sample) => sample.details.featured).length).toBeGreaterThanOrEqual(3);
  expect(SHOWCASE_PROJECTS.filter((sample) => sample.category === 'Cleaning' && sample.status === 'open').length).toBeGreaterThan(0);
});

test('each sample contractor keeps one public number and one name, and every core finished sample names one of them', () => {
  const numbers = SHOWCASE_CONTRACTORS.map((contractor) => contractor.id);
  const names = SHOWCASE_CONTRACTORS.map((contractor) => contractor.name.toLowerCase());
  expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  // The core samples (1-12) are the sample contractors' own work: their profiles list them.
  expect(finished.filter((sample) => sample.number <= 12 && !names.includes(sample.details.contractor?.toLowerCase() ?? '')).map((sample) => sample.number)).toEqual([]);
});
