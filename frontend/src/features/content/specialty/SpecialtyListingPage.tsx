import { Box, Button, Card, Heading, PageHero, Section, SimpleGrid, Stack, StatCard, Text } from '@marketplace/design-system';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { Option } from '../../../app/marketplace/formOptions';
import type { ShowcaseListingVariables } from '../../../app/content/showcaseListing';
import { useShowcaseListing } from '../../../app/content/useShowcaseListing';
import { Seo } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { EmptyNotice } from '../../../app/content/EmptyNotice';
import { figureOrWait, useSiteFigures } from '../../../app/content/useSiteFigures';
import type { SiteFigureKey } from '../../../content/schema';
import { FilterSelect } from '../../../app/content/FilterSelect';
import { SearchField } from '../../../app/content/SearchField';
import { filterSpecialty } from './specialtyRules';
import type { TypeField } from './specialtyRules';
import { SampleListingView, SampleProjectGrid } from '../../../app/content/SampleProjectCard';

export interface SpecialtyPageConfig {
  path: string;
  title: string;
  eyebrow: string;
  subtitle: string;
  description: string;
  /** A stat is copy (a price, a duration) or one of the trade's figures counted from the database. */
  stats: { label: string; value: string | { figure: SiteFigureKey }; icon: LucideIcon }[];
  /** The trade whose figures the stats show (the one trade list's id). */
  trade: number | undefined;
  servicesTitle: string;
  services: { name: string; text: string }[];
  /** 'Moving' -> 'N Moving Projects Found'. */
  countLabel: string;
  typeField: TypeField;
  typeOptions: Option[];
  /** The samples it lists (its route asks the server for the same: routes.tsx). */
  listing: ShowcaseListingVariables;
  serviceSlug: string;
}

/** Moving and Architectural Visualization: hero stats, services, search, type select, results. */
export function SpecialtyListingPage({ config }: { config: SpecialtyPageConfig }) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState('all');
  const listing = useShowcaseListing(config.listing);
  const figures = useSiteFigures(config.trade);
  const reset = () => {
    setQuery('');
    setType('all');
  };

  return (
    <>
      <Seo title={config.title} description={config.description} path={config.path} />
      <PageHero tone="subtle" eyebrow={config.eyebrow} title={config.title} subtitle={config.subtitle}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" maxW="4xl">
          {config.stats.map((stat) => (
            <StatCard key={stat.label} label={stat.label} value={typeof stat.value === 'string' ? stat.value : figureOrWait(stat.value.figure, figures)} icon={stat.icon} />
          ))}
        </SimpleGrid>
      </PageHero>

      <Section title={config.servicesTitle}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {config.services.map((service) => (
            <li key={service.name}>
              <Card.Root borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
                <Card.Body gap="2">
                  <Heading as="h3" size="md" color="fg">
                    {service.name}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {service.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Recent Projects" tone="subtle">
        <Stack gap="6">
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-end' }}>
            <Box flex="2">
              <SearchField label="Search projects" value={query} onValueChange={setQuery} placeholder="Search by title, city or neighbourhood" />
            </Box>
            <Box flex="1">
              <FilterSelect label="Project type" value={type} options={config.typeOptions} onValueChange={setType} />
            </Box>
          </Stack>
          <SampleListingView listing={listing} noun={`${config.countLabel.toLowerCase()} projects`}>
            {(projects) => {
              const results = filterSpecialty(projects, config.typeField, type, query);
              return (
                <Stack gap="6">
                  <Text role="status" fontWeight="semibold" color="fg">
                    {results.length} {config.countLabel} Projects Found
                  </Text>
                  {results.length > 0 ? (
                    <SampleProjectGrid projects={results} label="kind" />
                  ) : (
                    <EmptyNotice
                      title="No projects found"
                      description="Try adjusting your search terms or filters."
                      action={<Button variant="outline" onClick={reset}>Reset search</Button>}
                    />
                  )}
                </Stack>
              );
            }}
          </SampleListingView>
        </Stack>
      </Section>

      <CallToAction
        title="Get quotes for your project"
        text="Post it for free and compare proposals from vetted GTA professionals."
        primary={{ label: 'Post Your Project', href: '/post-project' }}
        secondary={{ label: 'Learn about this service', href: `/services/${config.serviceSlug}` }}
      />
    </>
  );
}
