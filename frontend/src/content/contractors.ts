import contractors from './contractors.json';
import type { Contractor } from './types';

/** The built-in contractors (contractors.json). */
export const CONTRACTORS = contractors as Contractor[];

/** The profile page of the sample contractor of this name; none when no sample contractor has it (never another's page). */
export function sampleContractorPath(name: string | undefined): string | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  const found = wanted ? CONTRACTORS.find((c) => c.name.toLowerCase() === wanted) : undefined;
  return found ? `/contractor/${found.id}` : undefined;
}

export function findContractor(id: number): Contractor | undefined {
  return CONTRACTORS.find((c) => c.id === id);
}
