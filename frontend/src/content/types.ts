/**
 * Types for the marketplace's built-in content.
 *
 * Everything under `src/content` is plain, serialisable data: no React, no icon
 * components. Icons are stored as lucide-react icon *names*; screens map a name
 * to a component (falling back to `SERVICE_ICON_FALLBACK`).
 */

/** lucide-react icon names used by the service catalogue and categories. */
export type ServiceIconName =
  | 'Wrench'
  | 'Zap'
  | 'Wind'
  | 'Trees'
  | 'Sparkles'
  | 'HardHat'
  | 'Shield'
  | 'Home'
  | 'Hammer'
  | 'Paintbrush'
  | 'Eye';

export type ServiceCategoryName =
  | 'Security Bollards + Installation'
  | 'Cleaning'
  | 'Real Estate Photography & Videography'
  | 'HVAC & Airduct'
  | 'General Contractor'
  | 'Moving Solutions'
  | 'Landscaping & Snow Removal'
  | 'Plumbing'
  | 'Electrician'
  | 'Restaurant Cleaning'
  | 'EV Charging Solution'
  | 'Custom Build'
  | 'Renovation'
  | 'Painting'
  | 'Architectural Visualization'
  | 'All Categories';

export interface ServiceCategory {
  id: number;
  name: ServiceCategoryName;
  description: string;
  image: string;
  imageAlt: string;
  detailedDescription: string;
  icon: ServiceIconName;
}

export interface ArticleSection {
  heading?: string;
  paragraphs: string[];
}

export interface Article {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  category: string;
  author: string;
  /** ISO date (yyyy-mm-dd) */
  date: string;
  /** e.g. '7 min read' */
  readTime: string;
  body: ArticleSection[];
}

export type PopulationSize = 'major' | 'medium';

export interface City {
  id: number;
  name: string;
  slug: string;
  province: 'Ontario';
  populationSize: PopulationSize;
  marketDescription: string;
  keyNeighborhoods?: string[];
  localInsights: string[];
  /** CAD per hour */
  averagePricing: { low: number; high: number };
}

export type SeasonalDemand = 'year-round' | 'spring-fall';

export interface LocalConsiderations {
  climateFactors: string[];
  regulations: string[];
  popularMaterials: string[];
  challenges: string[];
}

export interface ServiceType {
  name: string;
  description: string;
  image: string;
}

/** One numbered step of a service page's process section. */
export interface KeyStep {
  /** Same text as the matching `keyServices` entry. */
  title: string;
  text: string;
  image: string;
}

export type Four<T> = [T, T, T, T];

export interface Service {
  id: number;
  name: string;
  slug: string;
  category: string;
  description: string;
  detailedDescription: string;
  /** Exactly 4 step names. */
  keyServices: Four<string>;
  /** Text and image for each key service, aligned with `keyServices`. */
  keySteps: Four<KeyStep>;
  commonProjects: string[];
  averageTimeframe: string;
  popularityRank: number;
  seasonalDemand: SeasonalDemand;
  certificationRequired: boolean;
  emergencyAvailable: boolean;
  icon: ServiceIconName;
  heroImage: string;
  heroImageAlt: string;
  /** Contains the literal placeholder `[LOCATION]`. */
  seoMetaDescription: string;
  localConsiderations: LocalConsiderations;
  serviceTypes?: ServiceType[];
}
