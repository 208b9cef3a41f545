import type { ProjectStatus, Testimonial, Urgency } from '../../data/types';
import type { ProjectPermissions } from './permissions';

/**
 * Where a project shown on the marketplace comes from. Only `database` projects have a
 * server record and can be changed; the others are built-in content.
 */
export type ProjectSource = 'sample' | 'open-sample' | 'listing-sample' | 'database';

/**
 * One project as every marketplace screen sees it: the built-in samples and the
 * database's posted projects normalised to a single shape, keyed by the display id
 * (the id in `/project/{id}`).
 */
/** A posted photo with the sizes the server stores for it (width and height null for older uploads). */
export interface ProjectPhoto {
  url: string;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

export interface MarketplaceProject {
  /** Display id: samples as stored, open sample + 2000, database id + 3000. */
  id: number;
  source: ProjectSource;
  /** The server's id (database projects only). */
  databaseId?: string;
  title: string;
  /** Description, falling back to the project scope (and vice versa). */
  description: string;
  projectScope: string;
  /** As stored: a service slug for built-in samples ('general-contracting'), free text for posted projects. */
  category: string;
  /** The category for people ('General Contractor', 'Kitchen Renovation'). */
  categoryLabel: string;
  /** Homeowner's budget range of a posted project. */
  budget?: string;
  /** Final price range of a completed sample. */
  price?: string;
  /** Homeowner's budget; a posted project's budget doubles as it. */
  homeownerBudget?: string;
  timeline: string;
  urgency: Urgency;
  homeowner: string;
  location: string;
  /** Displayable image URLs (at least one: a placeholder when none were uploaded). */
  images: string[];
  /** Posted projects: the same photos with their stored sizes (srcset, intrinsic size), in the order of images. */
  photos?: ProjectPhoto[];
  imageAlt?: string;
  requirements: string[];
  status: ProjectStatus;
  /** ISO date or date-time; absent for completed samples. */
  postedDate?: string;
  proposalCount: number;
  estimatedCost?: string;
  contractorNotes?: string;
  startDate?: string;
  completionDate?: string;
  contractor?: string;
  contractorImage?: string;
  rating?: number;
  reviews?: number;
  featured: boolean;
  amenities: string[];
  area?: string;
  testimonials: Testimonial[];
  /** Posted projects: whether the public sees it yet (a visitor's post waits for their e-mail). */
  visibility?: 'unconfirmed' | 'published';
  /**
   * Posted projects: what the viewer may do with it, from the server. Built-in samples have
   * none: anyone may change their status in page memory.
   */
  /** Posted projects: false once it has as many proposals as it takes (the server decides). */
  acceptingQuotes?: boolean;
  /** Posted projects: the signed-in contractor's own proposal on it (one each), if any. */
  viewerProposalId?: string | null;
  viewerCan?: ProjectPermissions;
}
