import { EDIT_STATUS_OPTIONS } from '../../data/postForm';
import type { Option, ProjectStatus } from '../../data/types';
import type { MarketplaceProjectFieldsFragment, ProjectField } from '../../gql/graphql';

type AllApiPermissions = MarketplaceProjectFieldsFragment['viewerCan'];
/** Project.viewerCan as a document asked for it: a card asks only for what its controls need. */
type ApiProjectPermissions = Pick<AllApiPermissions, 'statuses' | 'fields' | 'delete'> & Partial<AllApiPermissions>;
import { statusFromApi } from './enums';

/** A field of the edit dialog the viewer may change. */
export type EditableField = 'estimatedCost' | 'timeline' | 'contractorNotes';

/**
 * What the viewer may do with a posted project, as the server says (`Project.viewerCan`). The
 * screens only hide what the server would refuse; the server decides.
 */
export interface ProjectPermissions {
  /** Statuses the viewer may set (empty: no status selector). */
  statuses: ProjectStatus[];
  /** Edit-dialog fields the viewer may change (empty: no Edit button). */
  fields: EditableField[];
  delete: boolean;
  decideProposals: boolean;
  submitProposal: boolean;
  /** Reopen a project that has enough quotes for more (its homeowner and staff). */
  reopenForQuotes: boolean;
}

/** Nothing allowed: what a visitor may do with someone else's project. */
export const NO_PERMISSIONS: ProjectPermissions = { statuses: [], fields: [], delete: false, decideProposals: false, submitProposal: false, reopenForQuotes: false };

const FIELD_FROM_API: Record<ProjectField, EditableField> = {
  ESTIMATED_COST: 'estimatedCost',
  TIMELINE: 'timeline',
  CONTRACTOR_NOTES: 'contractorNotes',
};

export function permissionsFromApi(viewerCan: ApiProjectPermissions | null | undefined): ProjectPermissions {
  if (!viewerCan) return NO_PERMISSIONS;
  return {
    statuses: viewerCan.statuses.map(statusFromApi),
    fields: viewerCan.fields.map((field) => FIELD_FROM_API[field]),
    delete: viewerCan.delete,
    decideProposals: viewerCan.decideProposals ?? false,
    submitProposal: viewerCan.submitProposal ?? false,
    reopenForQuotes: viewerCan.reopenForQuotes ?? false,
  };
}

/** The status choices a permission set allows, in the edit form's order (which lists every status). */
export function allowedStatusOptions(statuses: readonly ProjectStatus[]): Option<ProjectStatus>[] {
  return EDIT_STATUS_OPTIONS.filter((option) => statuses.includes(option.value));
}

/**
 * The status choices of a project's selector: built-in samples get `sampleOptions` (changes
 * stay in page memory); posted projects offer exactly what the server allows, none meaning no selector.
 */
export function statusOptionsFor(
  project: { viewerCan?: ProjectPermissions },
  sampleOptions: Option<ProjectStatus>[],
): Option<ProjectStatus>[] {
  return project.viewerCan ? allowedStatusOptions(project.viewerCan.statuses) : sampleOptions;
}

/** Whether the Edit button shows: a posted project with at least one field the viewer may change. */
export function canEdit(project: { viewerCan?: ProjectPermissions }): boolean {
  return (project.viewerCan?.fields.length ?? 0) > 0;
}

/** Whether Delete shows: only on posted projects, when the server allows it. */
export function canDelete(project: { viewerCan?: ProjectPermissions }): boolean {
  return project.viewerCan?.delete ?? false;
}
