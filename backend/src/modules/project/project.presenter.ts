import { torontoDay } from '@marketplace/shared';
import { jsonDate } from '../../shared/iso-date';
import { imageUrl, responsivePhoto, type ResponsivePhoto } from '../upload/photo-urls';
import type { Project } from './project.entity';

/**
 * How a stored project is shown, the same over GraphQL and REST: image paths, the placeholder for a
 * project without photos, and which date is its posted date.
 */
export const PLACEHOLDER_IMAGE = '/api/placeholder/800/600';

/** Paths to show a project's photos from; one placeholder image when there are none. */
export function projectImageUrls(project: Pick<Project, 'images'>): string[] {
  return project.images.length > 0 ? project.images.map(imageUrl) : [PLACEHOLDER_IMAGE];
}

/** The same photos with their stored sizes, for srcset (the placeholder, like older uploads, has none listed). */
export function projectPhotos(project: Pick<Project, 'images'>): ResponsivePhoto[] {
  return project.images.length > 0 ? project.images.map(responsivePhoto) : [responsivePhoto(PLACEHOLDER_IMAGE)];
}

/** A project is posted when it is created. */
export function postedDate(project: Pick<Project, 'createdAt'>): Date {
  return project.createdAt;
}

/**
 * The project's days on Toronto's calendar (YYYY-MM-DD): posted, started, completed. The server decides
 * them, so a screen shows a day without a time zone of its own (and the web app makes no Intl
 * formatter to show one, see docs/performance.md).
 */
export const projectDay = {
  postedOn: (project: Pick<Project, 'createdAt'>): string => torontoDay(postedDate(project)),
  startedOn: (project: Pick<Project, 'startDate'>): string | null => (project.startDate ? torontoDay(project.startDate) : null),
  completedOn: (project: Pick<Project, 'completionDate'>): string | null => (project.completionDate ? torontoDay(project.completionDate) : null),
};

/** All three days, as the REST shape lists them. */
export function projectDays(project: Pick<Project, 'createdAt' | 'startDate' | 'completionDate'>) {
  return { postedOn: projectDay.postedOn(project), startedOn: projectDay.startedOn(project), completedOn: projectDay.completedOn(project) };
}

/** What a built-in sample shows beyond a post, as the API's ShowcaseDetails; null for posted projects. */
export function showcaseDetailsOf(project: Pick<Project, 'showcaseDetails'>) {
  const details = project.showcaseDetails;
  if (!details) return null;
  if (details.kind === 'open') return { featured: false, testimonials: [], statedProposalCount: details.proposalCount };
  return {
    contractorName: details.contractor,
    price: details.price,
    rating: details.rating,
    reviewCount: details.reviews,
    subcategory: details.subcategory,
    imageAlt: details.imageAlt,
    featured: details.featured,
    area: details.area ?? null,
    projectScope: details.projectScope,
    year: details.year,
    propertyType: details.propertyType,
    bedrooms: details.bedrooms ?? null,
    bathrooms: details.bathrooms ?? null,
    cleaningType: details.cleaningType ?? null,
    movingType: details.movingType ?? null,
    visualizationType: details.visualizationType ?? null,
    testimonials: details.testimonials.map(({ name, rating, comment, date }) => ({ name, rating, comment, date })),
    statedProposalCount: null,
  };
}

/**
 * The REST shape of a project: camelCase field names, kebab-case status. Dates are the ISO strings
 * JSON.stringify would write, computed faster than its Date.toJSON calls (see docs/benchmarks.md).
 */
export function projectJson(project: Project) {
  const posted = jsonDate(postedDate(project));
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    budget: project.budget,
    timeline: project.timeline,
    urgency: project.urgency,
    homeowner: project.homeowner,
    location: project.location,
    images: project.images,
    imageUrls: projectImageUrls(project),
    photos: projectPhotos(project),
    requirements: project.requirements,
    status: project.status,
    visibility: project.visibility,
    postedDate: posted,
    createdAt: posted,
    updatedAt: jsonDate(project.updatedAt),
    proposalCount: project.proposalCount ?? 0,
    estimatedCost: project.estimatedCost,
    contractorNotes: project.contractorNotes,
    startDate: jsonDate(project.startDate),
    completionDate: jsonDate(project.completionDate),
    ...projectDays(project),
  };
}
