import type { DocumentNode } from 'graphql';
import { useCallback, useMemo, useState } from 'react';
import { showToast } from '@marketplace/design-system';
import type { ProjectStatus } from './formOptions';
import type { UpdateProjectInput } from '../../gql/graphql';
import { statusToApi } from './enums';
import { databaseIdOf } from './ids';
import { useDeleteProject } from './mutations/useDeleteProject';
import { useUpdateProject } from './mutations/useUpdateProject';
import { MarketplaceProjectsQuery } from './operations';
import type { EditableField, ProjectPermissions } from './permissions';

/** The toasts' texts for each outcome of a save or delete. */
export const PROJECT_TOASTS = {
  updated: 'Project updated successfully!',
  updateFailed: 'Error updating project',
  deleted: 'Project deleted successfully!',
  deleteFailed: 'Error deleting project',
} as const;

/** A project as the actions take it: its number (a posted project's server id + 3000), and for an edit its status and what the viewer may change. */
export interface ProjectActionTarget {
  id: number;
  status: ProjectStatus;
  viewerCan?: ProjectPermissions;
}

/** What the edit dialog changes (no required fields, free text). */
export interface ProjectEdit {
  estimatedCost: string;
  timeline: string;
  status: ProjectStatus;
  contractorNotes: string;
}

/**
 * The update for a status change: the status only. The server stamps startDate (in progress) and
 * completionDate (completed) itself; dates sent by a client are ignored.
 */
export function statusChangeInput(status: ProjectStatus): UpdateProjectInput {
  return { status: statusToApi(status) };
}

const ALL_EDITABLE_FIELDS: readonly EditableField[] = ['estimatedCost', 'timeline', 'contractorNotes'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Status changes, edits and deletes as the dashboard and the details screen do them, on the two
 * mutation hooks (mutations/useUpdateProject, mutations/useDeleteProject) with their toasts.
 * Database projects are saved (then the project list is refetched); changes to samples are
 * skipped, as nobody may change them on the server (a list keeps a visitor's status tries on them
 * with useSampleStatusMemory). Every outcome is toasted (PROJECT_TOASTS).
 * Each action resolves to whether it succeeded. `refetch` names the list queries to refetch after
 * a save or delete (default: MarketplaceProjectsQuery; the dashboard passes its own).
 */
export function useProjectActions({ refetch = [MarketplaceProjectsQuery] }: { refetch?: readonly DocumentNode[] } = {}) {
  const updateProject = useUpdateProject({ refetch });
  const deleteProject = useDeleteProject({ refetch });
  const [busyId, setBusyId] = useState<number | null>(null);

  const save = useCallback(
    async (project: Pick<ProjectActionTarget, 'id'>, input: UpdateProjectInput): Promise<boolean> => {
      const id = databaseIdOf(project.id);
      if (id === null) return false;
      setBusyId(project.id);
      try {
        await updateProject(id, input);
        showToast({ title: PROJECT_TOASTS.updated, type: 'success' });
        return true;
      } catch (error) {
        showToast({ title: PROJECT_TOASTS.updateFailed, description: messageOf(error), type: 'error' });
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [updateProject],
  );

  const changeStatus = useCallback(
    async (project: Pick<ProjectActionTarget, 'id'>, status: ProjectStatus): Promise<boolean> => {
      if (databaseIdOf(project.id) === null) return false;
      return save(project, statusChangeInput(status));
    },
    [save],
  );

  const saveEdit = useCallback(
    (project: ProjectActionTarget, edit: ProjectEdit): Promise<boolean> => {
      // Only what the viewer may change is sent: the server refuses the whole update otherwise.
      const allowed = project.viewerCan?.fields ?? ALL_EDITABLE_FIELDS;
      const input: UpdateProjectInput = {};
      for (const field of allowed) input[field] = edit[field].trim();
      if (edit.status !== project.status) Object.assign(input, statusChangeInput(edit.status));
      return save(project, input);
    },
    [save],
  );

  const remove = useCallback(
    async (project: Pick<ProjectActionTarget, 'id'>): Promise<boolean> => {
      const id = databaseIdOf(project.id);
      if (id === null) return false;
      setBusyId(project.id);
      try {
        await deleteProject(id);
        showToast({ title: PROJECT_TOASTS.deleted, type: 'success' });
        return true;
      } catch (error) {
        showToast({ title: PROJECT_TOASTS.deleteFailed, description: messageOf(error), type: 'error' });
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [deleteProject],
  );

  return useMemo(
    () => ({ changeStatus, saveEdit, remove, busyId }),
    [changeStatus, saveEdit, remove, busyId],
  );
}
