import contractors from './contractors.json';
import type { Contractor } from './types';

/** Id used when a project's contractor name matches no contractor (the first contractor). */
export const DEFAULT_CONTRACTOR_ID = 1;

/** The built-in contractors (contractors.json). */
export const CONTRACTORS = contractors as Contractor[];

/** Contractor whose name equals `name` (case-insensitive), else the default contractor (id 1). */
export function findContractorByName(name: string | undefined): Contractor {
  const wanted = (name ?? '').trim().toLowerCase();
  return (
    CONTRACTORS.find((c) => c.name.toLowerCase() === wanted) ??
    (CONTRACTORS.find((c) => c.id === DEFAULT_CONTRACTOR_ID) as Contractor)
  );
}

/** Id for the /contractor/{id} link of a project card (name match, default 1). */
export function contractorIdForName(name: string | undefined): number {
  return findContractorByName(name).id;
}

/** The profile page of the sample contractor of this name; none when no sample contractor has it (never another's page). */
export function sampleContractorPath(name: string | undefined): string | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  const found = wanted ? CONTRACTORS.find((c) => c.name.toLowerCase() === wanted) : undefined;
  return found ? `/contractor/${found.id}` : undefined;
}

export function findContractor(id: number): Contractor | undefined {
  return CONTRACTORS.find((c) => c.id === id);
}
