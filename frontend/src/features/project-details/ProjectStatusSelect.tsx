import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { allowedStatusOptions, projectNumber, statusFromApi, StatusSelect, useProjectActions } from '../../app/marketplace';
import { graphql } from '../../gql';
import type { ProjectStatusSelect_ProjectFragment } from '../../gql/graphql';
import { permissionsOf } from './projectPermissions';

export const ProjectStatusSelect_project = graphql(`
  fragment ProjectStatusSelect_project on Project {
    id
    status
    showcase
    showcaseNumber
    viewerCan {
      statuses
    }
  }
`);

/** The page's project actions (useProjectActions), shared by its two status selectors and its Edit and Delete. */
export type ProjectPageActions = ReturnType<typeof useProjectActions>;

export interface ProjectStatusSelectProps {
  project: FragmentType<ProjectStatusSelect_ProjectFragment>;
  label: string;
  actions: ProjectPageActions;
}

/** The project's status, changeable to what the server allows the viewer; nothing when it allows none. */
export function ProjectStatusSelect({ project: ref, label, actions }: ProjectStatusSelectProps) {
  const { data: project, complete } = useFragment({ fragment: ProjectStatusSelect_project, from: ref });
  if (!complete) return null;
  const options = allowedStatusOptions(permissionsOf(project).statuses);
  if (options.length === 0) return null;
  const id = projectNumber(project);
  return (
    <StatusSelect
      label={label}
      value={statusFromApi(project.status)}
      options={options}
      onChange={(status) => void actions.changeStatus({ id }, status)}
      disabled={actions.busyId === id}
    />
  );
}
