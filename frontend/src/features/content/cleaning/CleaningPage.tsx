import { Badge, Button, Card, Heading, HStack, PageHero, Section, SimpleGrid, Stack, StatCard, Text } from '@marketplace/design-system';
import { BadgeCheck, Building2, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { CLEANING_FAVORITES_STORAGE_KEY, FavoritesProvider } from '../../../app/providers/FavoritesProvider';
import { Seo } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { EmptyNotice } from '../../../app/content/EmptyNotice';
import { FilterSelect } from '../../../app/content/FilterSelect';
import { figureOrWait, useSiteFigures } from '../../../app/content/useSiteFigures';
import { FIGURE_TRADES } from '../../../app/content/figureTrades';

const CLEANING_TRADE = FIGURE_TRADES.cleaning;
import { OpenCleaningProjects } from './OpenCleaningProjects';
import { CLEANING_PRICE_CARDS, CLEANING_SORT_OPTIONS, CLEANING_TYPE_OPTIONS, filterByCleaningType, sortCleaning } from './cleaningRules';
import type { CleaningSort, CleaningType } from './cleaningRules';
import { SampleListingView, SampleProjectGrid } from '../../../app/content/SampleProjectCard';
import { useShowcaseListing } from '../../../app/content/useShowcaseListing';
import { PAGE_LISTINGS } from '../listings';

/** /cleaning-services: favourites here live under 'favoriteProjects'. */
export function CleaningPage() {
  return (
    <FavoritesProvider storageKey={CLEANING_FAVORITES_STORAGE_KEY}>
      <CleaningContent />
    </FavoritesProvider>
  );
}

function CleaningContent() {
  const [type, setType] = useState<'all' | CleaningType>('all');
  const [sort, setSort] = useState<CleaningSort>('rating');
  const listing = useShowcaseListing(PAGE_LISTINGS.cleaning);
  // Counted from the marketplace's cleaning projects and pros (Query.siteFigures(trade)), never typed in.
  const figures = useSiteFigures(CLEANING_TRADE);

  return (
    <>
      <Seo
        title="Professional Cleaning Services in Toronto & the GTA"
        description="House, condo, move-in/move-out, post-construction and commercial cleaning across Toronto and the GTA. Insured, background-checked cleaners from $100+."
        path="/cleaning-services"
      />
      <PageHero tone="subtle"
        eyebrow="Cleaning services"
        title="Professional Cleaning Services"
        subtitle="Insured, background-checked cleaners for condos, houses, offices and post-renovation clean-ups across Toronto and the GTA. Visits from $100+."
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <StatCard label="Projects completed" value={figureOrWait('projectsCompleted', figures)} icon={Sparkles} />
          <StatCard label="Average rating" value={figureOrWait('averageRating', figures)} icon={Star} />
          <StatCard label="Verified contractors" value={figureOrWait('verifiedContractors', figures)} icon={BadgeCheck} />
          <StatCard label="Starting price" value="From $150" icon={Building2} />
        </SimpleGrid>
      </PageHero>

      <Section title="Cleaning Services & Pricing" description="Typical starting prices in the GTA; your quotes depend on size, condition and frequency.">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {CLEANING_PRICE_CARDS.map((card) => (
            <Card.Root key={card.name} borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
              <Card.Body gap="2">
                <Heading as="h3" size="md" color="fg">
                  {card.name}
                </Heading>
                <HStack gap="1" align="baseline">
                  <Text textStyle="2xl" fontWeight="bold" color="fg.brand">
                    {card.price}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {card.unit}
                  </Text>
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {card.text}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <OpenCleaningProjects />

      <Section title="Featured Cleaning Projects" description="Recent cleaning work by GTA contractors, with real ratings from homeowners and businesses.">
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="2xl">
            <FilterSelect label="Cleaning type" value={type} options={CLEANING_TYPE_OPTIONS} onValueChange={(v) => setType(v as 'all' | CleaningType)} />
            <FilterSelect label="Sort by" value={sort} options={CLEANING_SORT_OPTIONS} onValueChange={(v) => setSort(v as CleaningSort)} />
          </SimpleGrid>
          <SampleListingView listing={listing} noun="cleaning projects">
            {(all) => {
              const projects = sortCleaning(filterByCleaningType(all, type), sort);
              return (
                <Stack gap="6">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Text role="status" color="fg.muted" fontWeight="medium">
                      {projects.length} cleaning projects
                    </Text>
                    <Badge colorPalette="brand" variant="surface">Visits from $100+</Badge>
                  </HStack>
                  {projects.length > 0 ? (
                    <SampleProjectGrid projects={projects} label="kind" />
                  ) : (
                    <EmptyNotice
                      title="No cleaning projects of this type yet"
                      description="Try another cleaning type to see more finished work."
                      action={<Button variant="outline" onClick={() => setType('all')}>Show all types</Button>}
                    />
                  )}
                </Stack>
              );
            }}
          </SampleListingView>
        </Stack>
      </Section>

      <CallToAction
        title="Need a cleaner?"
        text="Post your cleaning job for free: insured local cleaners send quotes, usually within 24 hours."
        primary={{ label: 'Post Your Project', href: '/post-project' }}
        secondary={{ label: 'Contact Us', href: '/contact' }}
      />
    </>
  );
}
