import type { ProjectStatusValue, UrgencyValue } from '@marketplace/shared';
/**
 * Types for the marketplace's built-in content.
 *
 * Everything under `src/data` is plain, serialisable data: no React, no icon
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

export type Urgency = UrgencyValue;

export type PropertyType = 'Condo' | 'House' | 'Commercial';

/** Years offered by the category pages' year filter. */
export type ListingYear = 2024 | 2023 | 2022;

/** Every status a project can be in; the API's rules module owns the list. */
export type ProjectStatus = ProjectStatusValue;

/** Sub-categories used by the category pages' filters, per page. */
export type GeneralSubcategory = 'Kitchen' | 'Bathroom' | 'Full Renovation' | 'Commercial Renovation';
export type PlumbingSubcategory = 'Bathroom' | 'Kitchen' | 'Emergency Plumbing';
export type ElectricalSubcategory = 'Panel Upgrade' | 'Smart Systems' | 'Commercial Wiring' | 'Outdoor Electrical';
export type HvacSubcategory = 'Air Conditioning' | 'Heating' | 'Commercial HVAC' | 'Heat Pumps';
export type LandscapingSubcategory =
  | 'Landscape Design'
  | 'Sustainable Landscaping'
  | 'Commercial Landscaping'
  | 'Outdoor Living';
/** Sub-categories of pages without a category filter (free text shown on cards). */
export type OtherSubcategory =
  | 'Residential Cleaning'
  | 'Commercial Cleaning'
  | 'Move-In/Move-Out Cleaning'
  | 'Post-Construction Cleaning'
  | 'Residential Move'
  | 'Commercial Move'
  | 'Long Distance Move'
  | 'Residential Rendering'
  | 'Commercial Rendering'
  | 'Interior Painting'
  | 'Exterior Painting';

export type ListingSubcategory =
  | GeneralSubcategory
  | PlumbingSubcategory
  | ElectricalSubcategory
  | HvacSubcategory
  | LandscapingSubcategory
  | OtherSubcategory;

/** Cleaning page type filter values (besides 'all'). */
export type CleaningType = 'residential' | 'commercial' | 'move' | 'construction';
/** Moving page type select values (besides 'all'). */
export type MovingType = 'featured' | 'local' | 'long-distance';
/** Architectural visualization page type select values (besides 'all'). */
export type VisualizationType = 'featured' | 'residential' | 'commercial';

export interface Testimonial {
  id: number;
  name: string;
  image: string;
  /** 1-5 */
  rating: number;
  comment: string;
  /** ISO date (yyyy-mm-dd) */
  date: string;
}

/**
 * A completed (portfolio) sample project. The 12 core samples have ids 1-12;
 * category-page listing samples use the id ranges documented in
 * `projects/ids.ts`. All of them are `status: 'completed'`.
 */
export interface SampleProject {
  id: number;
  title: string;
  /** Matches a `Contractor.name` (lookup by name, defaulting to contractor 1). */
  contractor: string;
  contractorImage: string;
  /** Neighbourhood and city, e.g. 'Leslieville, Toronto' */
  location: string;
  /** CAD text range, e.g. '$45,000 - $60,000' */
  price: string;
  /** 1-5, one decimal */
  rating: number;
  /** Number of reviews */
  reviews: number;
  /**
   * A service slug (see `projects/ids.ts` for the convention), so the service
   * page's rule "category contains slug or vice versa" matches.
   */
  category: string;
  /** Filter value on the category pages. */
  subcategory: ListingSubcategory;
  images: string[];
  /** Descriptive alt text for `image` / `images[0]`. */
  imageAlt: string;
  featured: boolean;
  amenities: string[];
  description: string;
  /** e.g. '850 sq ft' */
  area?: string;
  /** ISO date (yyyy-mm-dd) */
  completionDate: string;
  status: 'completed';
  projectScope: string;
  /** e.g. '8 weeks' */
  timeline: string;
  urgency: Urgency;
  testimonials: Testimonial[];
  // Listing-page fields
  year: ListingYear;
  propertyType: PropertyType;
  /** e.g. '8 weeks' (same wording as `timeline`, as the listing cards label it) */
  completionTime: string;
  /** Card image (same as images[0]). */
  image: string;
  bedrooms?: number;
  bathrooms?: number;
  /** What the homeowner budgeted, CAD text range. */
  homeownerBudget: string;
  /** Cleaning page entries only. */
  cleaningType?: CleaningType;
  /** Moving page entries only. */
  movingType?: MovingType;
  /** Visualization page entries only. */
  visualizationType?: VisualizationType;
}

/** A posted / open project (built-in open samples and the API's shape). */
export interface OpenProject {
  id: number;
  title: string;
  description: string;
  category: string;
  /** CAD text range; doubles as homeowner budget on cards. */
  budget: string;
  timeline: string;
  urgency: Urgency;
  homeowner: string;
  location: string;
  /** Image paths (placeholder paths for built-in samples). */
  images: string[];
  requirements: string[];
  status: ProjectStatus;
  /** ISO date (yyyy-mm-dd) */
  postedDate: string;
  proposalCount: number;
  estimatedCost?: string;
  contractorNotes?: string;
  /** ISO date */
  startDate?: string;
  /** ISO date */
  completionDate?: string;
}

export type ContractorAvailability = 'available' | 'busy';

export interface Contractor {
  id: number;
  name: string;
  image: string;
  rating: number;
  reviews: number;
  specialties: string[];
  location: string;
  verified: boolean;
  yearsExperience: number;
  completedProjects: number;
  /** e.g. 'Within 2 hours' */
  responseTime: string;
  availability: ContractorAvailability;
  /** Short profile text for the contractor profile screen. */
  bio: string;
}

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

/** The post-form's predefined category list entry. */
export interface PostFormCategory {
  id: number;
  name: string;
}

export interface Option<V extends string = string> {
  value: V;
  label: string;
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
