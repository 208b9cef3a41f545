import type { RouteObject } from 'react-router-dom';
import { contentRoutes } from '../features/content/routes';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { RouteLoading } from './layout/RouteLoading';

/**
 * Every route of the spec's route table (section 2). Screens are lazy chunks;
 * the not-found page is bundled so unknown paths answer at once.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // A pathless boundary inside the layout keeps the header and footer when a screen fails.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
          { path: 'projects', lazy: async () => ({ Component: (await import('../features/our-projects/OurProjectsPage')).OurProjectsPage }) },
          { path: 'project/:id', lazy: async () => ({ Component: (await import('../features/project-details/ProjectDetailsPage')).default }) },
          { path: 'contractor/:id', lazy: async () => ({ Component: (await import('../features/contractor-profile/ContractorProfilePage')).ContractorProfilePage }) },
          { path: 'post-project', lazy: async () => ({ Component: (await import('../features/post-project/PostProjectPage')).PostProjectPage }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }) },
          { path: 'contractor-dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/ContractorDashboardPage')).default }) },
          { path: 'favorites', lazy: async () => ({ Component: (await import('../features/favorites/FavoritesPage')).FavoritesPage }) },
          ...contentRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
