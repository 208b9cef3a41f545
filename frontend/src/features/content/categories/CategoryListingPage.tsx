import { Badge, Box, Button, HStack, PageHero, Section, Stack, Text } from '@marketplace/design-system';
import { useState } from 'react';
import type { ShowcaseListingVariables } from '../../../app/content/showcaseListing';
import { useShowcaseListing } from '../../../app/content/useShowcaseListing';
import { Seo } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { EmptyNotice } from '../../../app/content/EmptyNotice';
import { SearchField } from '../../../app/content/SearchField';
import { FiltersSheet } from './FiltersSheet';
import { NO_FILTERS, activeFilterCount, filterListings } from './filters';
import type { ListingFilters } from './filters';
import { SampleListingView, SampleProjectGrid } from '../../../app/content/SampleProjectCard';

export interface CategoryPageConfig {
  path: string;
  title: string;
  subtitle: string;
  description: string;
  /** Word used in 'Showing N <type> projects'. */
  typeLabel: string;
  categories: readonly string[];
  /** The samples it lists (its route asks the server for the same: routes.tsx). */
  listing: ShowcaseListingVariables;
  /** e.g. '$200+' */
  priceHint?: string;
  /** Related service page. */
  serviceSlug: string;
}

/** The shared trade category page: search, Filters sheet, Clear Filters, count and grid. */
export function CategoryListingPage({ config }: { config: CategoryPageConfig }) {
  const [filters, setFilters] = useState<ListingFilters>(NO_FILTERS);
  const listing = useShowcaseListing(config.listing);
  const filtered = activeFilterCount(filters) > 0 || filters.query.trim() !== '';
  const clear = () => setFilters(NO_FILTERS);

  return (
    <>
      <Seo title={config.title} description={config.description} path={config.path} />
      <PageHero tone="subtle" eyebrow="Completed projects" title={config.title} subtitle={config.subtitle}>
        {config.priceHint ? (
          <Badge colorPalette="brand" variant="surface" size="lg" px="3" py="1">
            Typical projects from {config.priceHint}
          </Badge>
        ) : null}
      </PageHero>
      <Section>
        <Stack gap="6">
          <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} gap="3">
            <Box flex="1">
              <SearchField
                label={`Search ${config.typeLabel} projects`}
                value={filters.query}
                onValueChange={(query) => setFilters({ ...filters, query })}
                placeholder="Search by title, neighbourhood or contractor"
              />
            </Box>
            <HStack gap="3">
              <FiltersSheet filters={filters} categories={config.categories} onChange={setFilters} onClear={clear} />
              <Button variant="ghost" size="lg" onClick={clear} disabled={!filtered}>
                Clear Filters
              </Button>
            </HStack>
          </Stack>
          <SampleListingView listing={listing} noun={`${config.typeLabel} projects`}>
            {(projects) => {
              const results = filterListings(projects, filters);
              return (
                <Stack gap="6">
                  <Text role="status" color="fg.muted" fontWeight="medium">
                    Showing {results.length} {config.typeLabel} projects
                  </Text>
                  {results.length > 0 ? (
                    <SampleProjectGrid projects={results} label="kind" />
                  ) : (
                    <EmptyNotice
                      title={`No ${config.typeLabel} projects found matching your criteria.`}
                      description="Try another search term or clear the filters to see every project."
                      action={<Button variant="outline" onClick={clear}>Clear Filters</Button>}
                    />
                  )}
                </Stack>
              );
            }}
          </SampleListingView>
        </Stack>
      </Section>
      <CallToAction
        title={`Planning a ${config.typeLabel} project?`}
        text="Post it for free and compare quotes from licensed, insured GTA contractors."
        primary={{ label: 'Post Your Project', href: '/post-project' }}
        secondary={{ label: 'Learn about this service', href: `/services/${config.serviceSlug}` }}
      />
    </>
  );
}
