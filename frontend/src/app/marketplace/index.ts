/**
 * The marketplace's projects, built-in samples and posted ones alike: the number each is known by
 * (projectNumber), the lists' queries and ordering, the cards' fragments and view, and the hooks that
 * change them.
 */
export type { ProjectPhoto } from './photos';
export { DATABASE_OFFSET, databaseIdOf } from './ids';
export { NO_PERMISSIONS, ProjectPermissionsFields, allowedStatusOptions, canDelete, canEdit, permissionsFromApi, statusOptionsFor } from './permissions';
export type { EditableField, ProjectPermissions } from './permissions';
export { proposalStatusFromApi, proposalStatusToApi, statusFromApi, statusToApi, urgencyFromApi, urgencyToApi } from './enums';
export { categoryLabelOf } from './categoryLabel';
export { projectPrice } from './format';
export { mergeListed, samplesOf } from './listing';
export type { ListedProject, SampleSet } from './listing';
export { isFinishedSample, projectNumber, projectPath } from './projectNumber';
export type { ProjectKey } from './projectNumber';
export { MarketplaceProjectsQuery, PortfolioSamplesQuery, ShowcaseProjectsQuery, UpdateProjectMutation, DeleteProjectMutation } from './operations';
export {
  DASHBOARD_POLL_INTERVAL,
  FETCH_PROJECTS_ERROR,
  PROJECTS_PAGE_SIZE,
  useMarketplaceProjects,
} from './useMarketplaceProjects';
export type { ListedProjectCard, UseMarketplaceProjectsOptions, UseMarketplaceProjectsResult } from './useMarketplaceProjects';
export { PROJECT_TOASTS, statusChangeInput, useProjectActions } from './useProjectActions';
export type { ProjectEdit } from './useProjectActions';
export { formatDate, formatDateTime, proposalCountLabel } from './format';
export { StatusSelect } from './components/StatusSelect';
export type { StatusSelectProps } from './components/StatusSelect';
export { EditProjectDialog } from './components/EditProjectDialog';
export type { EditProjectDialogProps } from './components/EditProjectDialog';
