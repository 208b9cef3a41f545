import { DataView, ProjectCard, SimpleGrid } from '@marketplace/design-system';
import type { ReactNode } from 'react';
import { useFavorites } from '../providers/FavoritesProvider';
import { projectCardView } from '../marketplace/components/projectCardView';
import { projectNumber } from '../marketplace/projectNumber';
import type { ListedSample } from './showcaseListing';
import type { ShowcaseListingState } from './useShowcaseListing';

export interface SampleProjectCardProps {
  project: ListedSample;
  /** The label over the title: the trade (the home page), or the kind of work within it (the trade pages). @default 'trade' */
  label?: 'trade' | 'kind';
  /** Heading level of the card title, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A built-in sample as a card on the storefront pages, drawn like every project card (projectCardView).
 * The heart uses the nearest favourites store: 'favorites' on most pages, 'favoriteProjects' on the cleaning page.
 */
export function SampleProjectCard({ project, label = 'trade', headingLevel = 'h3' }: SampleProjectCardProps) {
  const { isFavorite, toggleFavorite } = useFavorites();
  const number = projectNumber(project);
  const view = projectCardView(project);
  const kind = label === 'kind' ? project.showcaseDetails?.subcategory : undefined;
  return (
    <ProjectCard
      {...view}
      category={kind ?? view.category}
      headingLevel={headingLevel}
      isFavorite={isFavorite(number)}
      onToggleFavorite={() => toggleFavorite(number)}
    />
  );
}

/** One, two or three columns of sample cards. */
export function SampleProjectGrid({ projects, label }: { projects: readonly ListedSample[]; label?: SampleProjectCardProps['label'] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '6' }} data-testid="project-grid">
      {projects.map((project) => (
        <li key={project.id}>
          <SampleProjectCard project={project} label={label} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export interface SampleListingViewProps {
  listing: { state: ShowcaseListingState; retry: () => void };
  /** What the list is, for its loading and error states, e.g. "plumbing projects". */
  noun: string;
  /** What an empty list shows. */
  empty?: ReactNode;
  children(projects: ListedSample[]): ReactNode;
}

/** A storefront page's samples while they load, when they could not be had (with a retry), empty, or shown. */
export function SampleListingView({ listing, noun, empty, children }: SampleListingViewProps) {
  const { state, retry } = listing;
  return (
    <DataView
      data={state.status === 'loaded' ? state.value : undefined}
      loading={state.status === 'loading'}
      error={state.status === 'failed'}
      onRetry={retry}
      isEmpty={(projects) => projects.length === 0}
      placeholder={{ label: `Loading ${noun}...`, count: 3 }}
      errorTitle={`We couldn't load the ${noun}`}
      errorHeadingLevel="h3"
      empty={empty}
    >
      {children}
    </DataView>
  );
}
