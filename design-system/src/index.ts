/**
 * @marketplace/design-system: the marketplace's Chakra UI v3 component library.
 * Knows nothing of Apollo, Formik or routes: links take `href` and navigate
 * through the `linkAs` / `onNavigate` the app plugs into `DesignSystemProvider`.
 */

// Theme and provider
export { nextTask } from './theme/nextTask';
export { getSystem, prepareSystem, startNewSystem } from './theme/system';
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
export { ProposalComparison, PROPOSAL_COMPARISON_SORTS } from './components/ProposalComparison/ProposalComparison';
export type { ProposalComparisonProps, ProposalComparisonItem, ProposalComparisonSort } from './components/ProposalComparison/ProposalComparison';
export { StatCard } from './components/StatCard/StatCard';
export type { StatCardProps } from './components/StatCard/StatCard';
export { ServiceCard } from './components/ServiceCard/ServiceCard';
export type { ServiceCardProps } from './components/ServiceCard/ServiceCard';
export { LocationCard, LOCATION_CARD_LABELS, fallbackAreas } from './components/LocationCard/LocationCard';
export type { LocationCardLabels, LocationCardProps, LocationServiceLink } from './components/LocationCard/LocationCard';
export { CategoryTile } from './components/CategoryTile/CategoryTile';
export type { CategoryTileProps } from './components/CategoryTile/CategoryTile';
export { ArticleCard } from './components/ArticleCard/ArticleCard';
export type { ArticleCardProps } from './components/ArticleCard/ArticleCard';
export { CONTRACTOR_CARD_LABELS, ContractorCard } from './components/ContractorCard/ContractorCard';
export type { ContractorAvailability, ContractorCardLabels, ContractorCardProps } from './components/ContractorCard/ContractorCard';
export { TestimonialCard } from './components/TestimonialCard/TestimonialCard';
export type { TestimonialCardProps } from './components/TestimonialCard/TestimonialCard';
export { TrustBadge } from './components/TrustBadge/TrustBadge';
export type { TrustBadgeProps } from './components/TrustBadge/TrustBadge';
export { ProcessStep } from './components/ProcessStep/ProcessStep';
export type { ProcessStepProps } from './components/ProcessStep/ProcessStep';
export { CredentialBadges } from './components/CredentialBadges/CredentialBadges';
export type { CredentialBadgesProps, CredentialBadgeItem } from './components/CredentialBadges/CredentialBadges';
export { MessageBubble } from './components/MessageBubble/MessageBubble';
export type { MessageBubbleProps } from './components/MessageBubble/MessageBubble';
export { PhotoStrip } from './components/PhotoStrip/PhotoStrip';
export type { PhotoStripPhoto, PhotoStripProps } from './components/PhotoStrip/PhotoStrip';
export { Rating } from './components/Rating/Rating';
export type { RatingProps } from './components/Rating/Rating';
export { StarRatingInput } from './components/StarRatingInput/StarRatingInput';
export type { StarRatingInputProps } from './components/StarRatingInput/StarRatingInput';
export { splitVisible, moreLabel } from './components/shared/visibleItems';

// The written agreement (issue 39)
export { AgreementStatusBadge, ChangeOrderStatusBadge } from './components/AgreementStatusBadge/AgreementStatusBadge';
export type { AgreementStatusBadgeProps, ChangeOrderStatusBadgeProps } from './components/AgreementStatusBadge/AgreementStatusBadge';
export { PriceLinesTable, PriceKindBadge, outsideBidWarning } from './components/PriceLinesTable/PriceLinesTable';
export type { AcceptedBidRange, PriceKindBadgeProps, PriceLinesChange, PriceLinesTableProps } from './components/PriceLinesTable/PriceLinesTable';
export { PaymentSchedule, HOLDBACK_NOTE } from './components/PaymentSchedule/PaymentSchedule';
export type { PaymentScheduleProps } from './components/PaymentSchedule/PaymentSchedule';
export { SignatureBlock, shortHash } from './components/SignatureBlock/SignatureBlock';
export type { SignatureBlockProps, SignatureParty, SignatureRecord } from './components/SignatureBlock/SignatureBlock';
export { StatusTimeline } from './components/StatusTimeline/StatusTimeline';
export type { StatusTimelineProps, TimelineStep, TimelineStepState } from './components/StatusTimeline/StatusTimeline';

// The job's money: invoices, the prompt-payment clock, the ledger
export { DateClockBadge } from './components/DateClockBadge/DateClockBadge';
export type { DateClockBadgeProps } from './components/DateClockBadge/DateClockBadge';
export { Ledger } from './components/Ledger/Ledger';
export type { LedgerProps } from './components/Ledger/Ledger';
export { InvoiceSummary, INVOICE_KIND_LABELS } from './components/InvoiceSummary/InvoiceSummary';
export type { InvoiceSummaryProps } from './components/InvoiceSummary/InvoiceSummary';

// Feedback and input
export { FavoriteButton } from './components/FavoriteButton/FavoriteButton';
export type { FavoriteButtonProps } from './components/FavoriteButton/FavoriteButton';
export { SkipLink } from './components/SkipLink/SkipLink';
export type { SkipLinkProps } from './components/SkipLink/SkipLink';
export { ThemeToggle } from './components/ThemeToggle/ThemeToggle';
export type { ThemeToggleProps, ColorMode } from './components/ThemeToggle/ThemeToggle';
export { Notice } from './components/Notice/Notice';
export type { NoticeProps } from './components/Notice/Notice';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { LoadingState } from './components/LoadingState/LoadingState';
export type { LoadingStateProps } from './components/LoadingState/LoadingState';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export { DataView } from './components/DataView/DataView';
export type { DataViewProps } from './components/DataView/DataView';
export { SearchInput } from './components/SearchInput/SearchInput';
export type { SearchInputProps } from './components/SearchInput/SearchInput';
export { FilterSheet, FilterChipGroup } from './components/FilterSheet/FilterSheet';
export type { FilterSheetProps, FilterChipGroupProps } from './components/FilterSheet/FilterSheet';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { FormDialog } from './components/FormDialog/FormDialog';
export type { FormDialogProps } from './components/FormDialog/FormDialog';
export { TabGroup } from './components/TabGroup/TabGroup';
export type { TabGroupProps, TabItem } from './components/TabGroup/TabGroup';
export { CountLink } from './components/CountLink/CountLink';
export type { CountLinkProps } from './components/CountLink/CountLink';
export { NotificationItem } from './components/NotificationItem/NotificationItem';
export type { NotificationItemProps } from './components/NotificationItem/NotificationItem';
export { LoadMore } from './components/LoadMore/LoadMore';
export type { LoadMoreProps } from './components/LoadMore/LoadMore';
export { SecretField } from './components/SecretField/SecretField';
export type { SecretFieldProps } from './components/SecretField/SecretField';
export { CodeSample } from './components/CodeSample/CodeSample';
export type { CodeSampleProps } from './components/CodeSample/CodeSample';

// Form fields
export { TextField } from './components/fields/TextField';
export type { TextFieldProps } from './components/fields/TextField';
export { TextareaField } from './components/fields/TextareaField';
export type { TextareaFieldProps } from './components/fields/TextareaField';
export { SelectField } from './components/fields/SelectField';
export type { SelectFieldProps, SelectOption } from './components/fields/SelectField';
export { FileDropZone } from './components/fields/FileDropZone';
export type { FileDropZoneProps, FileSelection } from './components/fields/FileDropZone';
export type { FieldBaseProps } from './components/fields/FieldShell';

// Layout
export { AppHeader } from './components/AppHeader/AppHeader';
export type { AppHeaderProps, HeaderLink, HeaderNavItem } from './components/AppHeader/AppHeader';
export { AppFooter } from './components/AppFooter/AppFooter';
export type { AppFooterProps, FooterContact, FooterLink, FooterLinkGroup, FooterQuote } from './components/AppFooter/AppFooter';
export { PageHero } from './components/PageHero/PageHero';
export type { PageHeroProps } from './components/PageHero/PageHero';
export { Section } from './components/Section/Section';
export type { SectionProps } from './components/Section/Section';
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs/Breadcrumbs';
export { InverseSurface } from './components/shared/InverseSurface';
export { Tile, IconCircle } from './components/shared/primitives';

// Chakra primitives (Box, Stack, Text, Button, Card, ...), one per-component
// entry point each: the app takes all of its UI from this package.
export * from './primitives';
