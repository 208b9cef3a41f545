import { EDIT_STATUS_OPTIONS } from './formOptions';
import type { Option, ProjectStatus } from './formOptions';
import { graphql } from '../../gql';
import type { ProjectField, ProjectPermissionsFieldsFragment } from '../../gql/graphql';
import { statusFromApi } from './enums';

/**
 * Every permission of a project the screens act on (`Project.viewerCan`), as the schema names them. A
 * change's answer asks for them all (the project's edit and reopen mutations), so the page follows;
 * each screen's own fragment asks only those it shows. The screens' ProjectPermissions type is made
 * from it, so a permission added here reaches every screen's type.
 */
export const ProjectPermissionsFields = graphql(`
  fragment ProjectPermissionsFields on ProjectPermissions {
    statuses
    fields
    delete
    decideProposals
    submitProposal
    reopenForQuotes
    invitePros
  }
`);

type ApiPermissions = Omit<ProjectPermissionsFieldsFragment, '__typename'>;
/** Project.viewerCan as a document asked for it: a card asks only for what its controls need. */
type AskedPermissions = Pick<ApiPermissions, 'statuses' | 'fields' | 'delete'> & Partial<ApiPermissions>;

/** A field of the edit dialog the viewer may change. */
export type EditableField = 'estimatedCost' | 'timeline' | 'contractorNotes';

/**
 * What the viewer may do with a posted project, as the server says (`Project.viewerCan`, the schema's
 * permissions with statuses and fields in the screens' terms). The screens only hide what the server
 * would refuse; the server decides.
 */
export type ProjectPermissions = Omit<ApiPermissions, 'statuses' | 'fields'> & {
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
};

const FIELD_FROM_API: Record<ProjectField, EditableField> = {
  ESTIMATED_COST: 'estimatedCost',
  TIMELINE: 'timeline',
  CONTRACTOR_NOTES: 'contractorNotes',
};

/** What the server says, in the screens' terms; a permission the document did not ask for is not granted. */
export function permissionsFromApi(viewerCan: AskedPermissions | null | undefined): ProjectPermissions {
  if (!viewerCan) return NO_PERMISSIONS;
  const { statuses, fields, __typename: _typename, ...granted } = viewerCan as AskedPermissions & { __typename?: string };
  return {
    ...NO_PERMISSIONS,
    ...granted,
    statuses: statuses.map(statusFromApi),
    fields: fields.map((field) => FIELD_FROM_API[field]),
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
