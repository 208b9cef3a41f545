import { PROJECT_STATUSES, URGENCIES } from '@marketplace/shared';
import { z } from 'zod';
import type {
  Article,
  City,
  Four,
  KeyStep,
  LocalConsiderations,
  Service,
  ServiceCategory,
} from './types';

/**
 * Schemas of the content files in this folder (`*.json`), as an editor writes them. The app
 * imports the JSON typed by assertion (zod stays out of the browser bundle); the content test and
 * the prerender step parse every file with these schemas, so a broken file fails the build.
 *
 * Each schema is tied to the app's type in `types.ts` by `Same<…>` checks: a field added to one
 * and not the other is a compile error. Fields a loader derives (a sample's card image, a
 * service's step names) are left out of the stored form.
 */

/** Compile-time equality of two types (both directions). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

const text = z.string().trim().min(1);
const isoDate = z.iso.date();
const id = z.number().int().positive();
/** Lower-case words joined by single hyphens (service, city and article slugs). */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
/** A site path or the API's placeholder images. */
const imagePath = z.string().regex(/^\//, 'a path starting with /');
/** CAD text range as cards show it: '$45,000 - $60,000', '$2,400+', 'Under $1,000'. */
const cadRange = z.string().regex(/\$\d/, 'a CAD amount such as $1,500');

export const serviceIconName = z.enum(['Wrench', 'Zap', 'Wind', 'Trees', 'Sparkles', 'HardHat', 'Shield', 'Home', 'Hammer', 'Paintbrush', 'Eye']);

export const serviceCategory = z.strictObject({
  id,
  name: z.enum([
    'Security Bollards + Installation', 'Cleaning', 'Real Estate Photography & Videography', 'HVAC & Airduct',
    'General Contractor', 'Moving Solutions', 'Landscaping & Snow Removal', 'Plumbing', 'Electrician',
    'Restaurant Cleaning', 'EV Charging Solution', 'Custom Build', 'Renovation', 'Painting',
    'Architectural Visualization', 'All Categories',
  ]),
  description: text,
  image: imagePath,
  imageAlt: text,
  detailedDescription: text,
  icon: serviceIconName,
});

export const article = z.strictObject({
  id,
  slug,
  title: text,
  excerpt: text,
  image: imagePath,
  imageAlt: text,
  category: text,
  author: text,
  date: isoDate,
  readTime: z.string().regex(/^\d+ min read$/),
  body: z.array(z.strictObject({ heading: text.optional(), paragraphs: z.array(text).min(1) })).min(1),
});

export const city = z.strictObject({
  id,
  name: text,
  slug,
  province: z.literal('Ontario'),
  populationSize: z.enum(['major', 'medium']),
  marketDescription: text,
  keyNeighborhoods: z.array(text).optional(),
  localInsights: z.array(text).min(1),
  averagePricing: z.strictObject({ low: z.number().positive(), high: z.number().positive() }).refine((p) => p.low < p.high, 'low below high'),
});

/** Climate facts several services share (services/climate.json), referenced as `{ "shared": key }`. */
export const climateFacts = z.record(z.string(), text);
const climateFactor = z.union([text, z.strictObject({ shared: z.string() })]);
export type ClimateFactor = z.infer<typeof climateFactor>;

const storedStep = z.strictObject({ title: text, text });
/** A catalogue service; step images and `keyServices` are derived (services/build.ts). */
export const storedService = z.strictObject({
  id,
  name: text,
  slug,
  category: text,
  description: text,
  detailedDescription: text,
  keySteps: z.tuple([storedStep, storedStep, storedStep, storedStep]),
  commonProjects: z.array(text).min(1),
  averageTimeframe: text,
  popularityRank: z.number().int().positive(),
  seasonalDemand: z.enum(['year-round', 'spring-fall']),
  certificationRequired: z.boolean(),
  emergencyAvailable: z.boolean(),
  icon: serviceIconName,
  heroImage: imagePath,
  heroImageAlt: text,
  seoMetaDescription: z.string().includes('[LOCATION]'),
  localConsiderations: z.strictObject({
    climateFactors: z.array(climateFactor),
    regulations: z.array(text),
    popularMaterials: z.array(text),
    challenges: z.array(text),
  }),
  serviceTypes: z.array(z.strictObject({ name: text, description: text, image: imagePath })).optional(),
});
export type StoredService = Omit<Service, 'keyServices' | 'keySteps' | 'localConsiderations'> & {
  keySteps: Four<Omit<KeyStep, 'image'>>;
  localConsiderations: Omit<LocalConsiderations, 'climateFactors'> & { climateFactors: ClimateFactor[] };
};

/** Service names and the structured data's offer list for screens that must stay small (services/directory.json). */
export const serviceDirectory = z.strictObject({
  names: z.record(slug, text),
  offerSlugs: z.array(slug),
});

const claimKey = z.enum(['projectReviewTime', 'contactResponseTime', 'contractorResponseTime']);
/** The site's figures, counted from the database (Query.siteFigures), never typed in. */
const figureKey = z.enum(['projectsCompleted', 'verifiedContractors', 'satisfactionPercent', 'citiesServed', 'averageRating']);
const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
const clock = z.string().regex(/^\d\d:\d\d$/);
export const businessFile = z.strictObject({
  brandName: text,
  tagline: text,
  business: z.strictObject({
    legalName: text,
    description: text,
    phone: text,
    phoneE164: z.string().regex(/^\+1\d{10}$/),
    email: z.email(),
    address: z.strictObject({ addressLocality: text, addressRegion: text, addressRegionName: text, addressCountry: z.literal('CA') }),
    locationText: text,
    geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
    serviceRadius: z.number().positive(),
    paymentAccepted: z.array(text),
    currenciesAccepted: z.literal('CAD'),
    priceRange: text,
    foundingDate: text,
    areaServed: z.array(text),
    offerCount: z.number().int().positive(),
  }),
  openingHours: z.array(z.strictObject({ dayOfWeek: z.array(weekday), opens: clock, closes: clock })),
  openingHoursText: z.array(text),
  contactPageHours: z.array(text),
  contactPageLocation: text,
  marketingClaims: z.record(claimKey, text),
  figures: z.array(z.strictObject({ figure: figureKey, label: text })),
  legalLastUpdated: text,
  legalLastUpdatedIso: isoDate,
});
export type BusinessFile = z.infer<typeof businessFile>;
export type MarketingClaim = z.infer<typeof claimKey>;
export type SiteFigureKey = z.infer<typeof figureKey>;

// The stored forms and the app's types must not drift apart.
same<z.infer<typeof storedService>, StoredService>(true);
same<z.infer<typeof serviceCategory>, ServiceCategory>(true);
same<z.infer<typeof article>, Article>(true);
same<z.infer<typeof city>, City>(true);
