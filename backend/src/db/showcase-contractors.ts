import contractors from './showcase/contractors.json';

/**
 * The built-in sample contractors, from their content file (./showcase/contractors.json, checked by
 * backend/test/showcase-content.test.ts): the GTA businesses the finished samples name, each at its
 * fixed public number, its profile page since the web app first showed it (/contractor/1-3). They are
 * written as rows at every start (seedShowcaseContractors) and read through the API
 * (`showcaseContractor`). Their figures are stated by the content, not counted: a sample contractor has
 * no account, reviews or credentials here, so nothing matches, invites or counts them.
 */
export interface ShowcaseContractorContent {
  /** The public number (the profile's address, /contractor/{number}). */
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
  responseTime: string;
  availability: 'available' | 'busy';
  bio: string;
}

export const SHOWCASE_CONTRACTORS = contractors as ShowcaseContractorContent[];
