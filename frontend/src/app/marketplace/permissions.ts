import { EDIT_STATUS_OPTIONS } from '../../data/postForm';
import type { Option, ProjectStatus } from '../../data/types';
import type { ProjectField, ProjectPermissionsFieldsFragment } from '../../gql/graphql';
import { statusFromApi } from './enums';

/** A field of the edit dialog the viewer may change. */
export type EditableField = 'estimatedCost' | 'timeline' | 'contractorNotes';

/** The API's permissions as the web app receives them: the generated type of `ProjectPermissionsFields`. */
type ApiProjectPermissions = Omit<ProjectPermissionsFieldsFragment, ' $fragmentName'>;

/**
 * What the viewer may do with a posted project, as the server says (`Project.viewerCan`): every flag
 * of the fragment as the API sends it, with statuses and fields in the web app's own words. The
 * screens only hide what the server would refuse; the server decides.
 */
export type ProjectPermissions = Omit<ApiProjectPermissions, 'statuses' | 'fields'> & {
  /** Statuses the viewer may set (empty: no status selector). */
  statuses: ProjectStatus[];
  /** Edit-dialog fields the viewer may change (empty: no Edit button). */
  fields: EditableField[];
};

/** Nothing allowed: what a visitor may do with someone else's project. */
export const NO_PERMISSIONS: ProjectPermissions = {
  statuses: [],
  fields: [],
  delete: false,
  decideProposals: false,
  submitProposal: false,
  reopenForQuotes: false,
  invitePros: false,
  confirmForReview: false,
  resubmitForReview: false,
};

const FIELD_FROM_API: Record<ProjectField, EditableField> = {
  ESTIMATED_COST: 'estimatedCost',
  TIMELINE: 'timeline',
  CONTRACTOR_NOTES: 'contractorNotes',
};

export function permissionsFromApi(viewerCan: ApiProjectPermissions | null | undefined): ProjectPermissions {
  if (!viewerCan) return NO_PERMISSIONS;
  // Every flag as the server sent it; only the enums change words. The cache's __typename stays behind.
  const { statuses, fields, ...flags } = viewerCan as ApiProjectPermissions & { __typename?: string };
  delete flags.__typename;
  return { ...flags, statuses: statuses.map(statusFromApi), fields: fields.map((field) => FIELD_FROM_API[field]) };
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
