/**
 * Paths of the web app's screens, for links in e-mails and notifications. A posted project's page
 * is /project/db-<id>: the app keeps plain numbers below 3000 for its built-in sample projects.
 */
export const projectPath = (projectId: number) => `/project/db-${projectId}`;
export const projectReviewPath = (projectId: number) => `${projectPath(projectId)}/review`;
