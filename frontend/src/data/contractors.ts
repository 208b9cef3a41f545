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

export function findContractor(id: number): Contractor | undefined {
  return CONTRACTORS.find((c) => c.id === id);
}
