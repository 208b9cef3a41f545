import { NO_PERMISSIONS, permissionsFromApi } from '../../app/marketplace';
import type { ProjectPermissions } from '../../app/marketplace';
import type { ProjectPermissionsFieldsFragment } from '../../gql/graphql';
import { SAMPLE_TRIES } from '../../app/proposals';

type ApiPermissions = Omit<ProjectPermissionsFieldsFragment, '__typename'>;

/**
 * What the viewer may do on a project's page. A posted project: what the server says (`viewerCan`,
 * of which each part of the page asks only what it shows). A built-in sample is changed by nobody:
 * a visitor may only try bidding on it (SAMPLE_TRIES), kept on the page.
 */
export function permissionsOf(project: { showcase: boolean; viewerCan: Partial<ApiPermissions> }): ProjectPermissions {
  if (project.showcase) return { ...NO_PERMISSIONS, submitProposal: SAMPLE_TRIES.submitProposal };
  return permissionsFromApi({ statuses: [], fields: [], delete: false, ...project.viewerCan });
}
