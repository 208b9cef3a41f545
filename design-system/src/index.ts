/**
 * @marketplace/design-system: the marketplace's Chakra UI v3 component library.
 * Knows nothing of Apollo, Formik or routes: links take `href` and navigate
 * through the `linkAs` / `onNavigate` the app plugs into `DesignSystemProvider`.
 */

// Theme and provider
export { system } from './theme/system';
export * from './theme/status';
export { DesignSystemProvider } from './provider/DesignSystemProvider';
export type { DesignSystemProviderProps } from './provider/DesignSystemProvider';
export { Toaster, toaster, showToast } from './provider/toaster';
export type { ShowToastOptions, ToastType } from './provider/toaster';

// Navigation plumbing
export { NavigationProvider, NavAnchor, useNavigation, isExternalHref } from './navigation/navigation';
export type { LinkComponent, LinkComponentProps, NavigateHandler, NavigationOptions, NavAnchorProps } from './navigation/navigation';
export { AppLink, LinkButton } from './navigation/AppLink';
export type { AppLinkProps, LinkButtonProps } from './navigation/AppLink';

// Marketplace
export { ProjectCard } from './components/ProjectCard/ProjectCard';
export type { ProjectCardProps } from './components/ProjectCard/ProjectCard';
export { projectPriceLabel, CONTACT_FOR_QUOTE } from './components/ProjectCard/projectPrice';
export type { ProjectPriceFields } from './components/ProjectCard/projectPrice';
export { ProjectStatusBadge, ProposalStatusBadge } from './components/ProjectStatusBadge/ProjectStatusBadge';
export type { ProjectStatusBadgeProps, ProposalStatusBadgeProps } from './components/ProjectStatusBadge/ProjectStatusBadge';
export { UrgencyBadge } from './components/UrgencyBadge/UrgencyBadge';
export type { UrgencyBadgeProps } from './components/UrgencyBadge/UrgencyBadge';
export { ProposalCard } from './components/ProposalCard/ProposalCard';
export type { ProposalCardProps } from './components/ProposalCard/ProposalCard';
export { StatCard } from './components/StatCard/StatCard';
export type { StatCardProps } from './components/StatCard/StatCard';
export { ServiceCard } from './components/ServiceCard/ServiceCard';
export type { ServiceCardProps } from './components/ServiceCard/ServiceCard';
export { LocationCard, fallbackAreas } from './components/LocationCard/LocationCard';
export type { LocationCardProps, LocationServiceLink } from './components/LocationCard/LocationCard';
export { CategoryTile } from './components/CategoryTile/CategoryTile';
export type { CategoryTileProps } from './components/CategoryTile/CategoryTile';
export { ArticleCard } from './components/ArticleCard/ArticleCard';
export type { ArticleCardProps } from './components/ArticleCard/ArticleCard';
export { ContractorCard } from './components/ContractorCard/ContractorCard';
export type { ContractorCardProps, ContractorAvailability } from './components/ContractorCard/ContractorCard';
export { TestimonialCard } from './components/TestimonialCard/TestimonialCard';
export type { TestimonialCardProps } from './components/TestimonialCard/TestimonialCard';
export { TrustBadge } from './components/TrustBadge/TrustBadge';
export type { TrustBadgeProps } from './components/TrustBadge/TrustBadge';
export { ProcessStep } from './components/ProcessStep/ProcessStep';
export type { ProcessStepProps } from './components/ProcessStep/ProcessStep';
export { Rating } from './components/Rating/Rating';
export type { RatingProps } from './components/Rating/Rating';
export { splitVisible, moreLabel } from './components/shared/visibleItems';

// Feedback and input
export { FavoriteButton } from './components/FavoriteButton/FavoriteButton';
export type { FavoriteButtonProps } from './components/FavoriteButton/FavoriteButton';
export { ThemeToggle } from './components/ThemeToggle/ThemeToggle';
export type { ThemeToggleProps, ColorMode } from './components/ThemeToggle/ThemeToggle';
