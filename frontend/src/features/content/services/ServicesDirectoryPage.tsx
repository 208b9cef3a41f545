import { Button, LocationCard, PageHero, Section, ServiceCard, SimpleGrid } from '@marketplace/design-system';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { ServerHtml } from '../../../app/layout/ServerHtml';
import { CITIES, keyAreas } from '../../../content/cities';
import { SERVICES, servicesByRank } from '../../../content/services';
import { Seo } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { EmptyNotice } from '../../../app/content/EmptyNotice';
import { SearchField } from '../../../app/content/SearchField';
import { serviceIcon } from '../../../app/content/serviceIcons';
import { filterLocations, filterServices } from './search';

const RANKED = servicesByRank(SERVICES);

/**
 * A directory list: while nobody searches it is the whole list, links and text, kept as the server
 * sent it on a page that arrived rendered (ServerHtml: not hydrated, so the phone does not render its
 * cards again as the page starts); a search renders the matches.
 */
function DirectoryList({ name, searching, children }: { name: string; searching: boolean; children: ReactNode }) {
  return searching ? children : <ServerHtml name={name}>{children}</ServerHtml>;
}

/** /services: every service and every city we serve, each searchable. */
export function ServicesDirectoryPage() {
  const [serviceQuery, setServiceQuery] = useState('');
  const [locationQuery, setLocationQuery] = useState('');
  // The fields answer each key at once; the lists follow in a deferred render.
  const serviceSearch = useDeferredValue(serviceQuery);
  const locationSearch = useDeferredValue(locationQuery);
  const services = filterServices(RANKED, serviceSearch);
  const locations = filterLocations(CITIES, locationSearch);
  const locationServices = RANKED.slice(0, 3);

  return (
    <>
      <Seo
        title="Home Improvement Services in Toronto & the GTA"
        description="Browse plumbing, electrical, HVAC, renovation, cleaning, landscaping and more across Toronto, Mississauga, Brampton, Markham, Vaughan and Richmond Hill. Licensed local pros, free quotes."
        path="/services"
      />
      <PageHero tone="subtle"
        eyebrow="Services directory"
        title="Home Services Across Toronto & the GTA"
        subtitle="From ESA-licensed electricians to TSSA-certified HVAC technicians: find the right local professional for your project, then post it for free and compare quotes."
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
          <SearchField label="Search services" value={serviceQuery} onValueChange={setServiceQuery} placeholder="Try 'furnace', 'panel upgrade' or 'deck'" />
          <SearchField label="Search locations" value={locationQuery} onValueChange={setLocationQuery} placeholder="Try 'Mississauga'" />
        </SimpleGrid>
      </PageHero>

      <Section title="Available Services" description={`${services.length} of ${RANKED.length} services shown, most requested first.`}>
        {services.length > 0 ? (
          <DirectoryList name="services-list" searching={serviceSearch.trim() !== ''}>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {services.map((service) => (
                <li key={service.slug}>
                  <ServiceCard
                    name={service.name}
                    description={service.description}
                    href={`/services/${service.slug}`}
                    icon={serviceIcon(service.icon)}
                    emergencyAvailable={service.emergencyAvailable}
                    certificationRequired={service.certificationRequired}
                    averageTimeframe={service.averageTimeframe}
                    popularityRank={service.popularityRank}
                    keyServices={service.keyServices}
                  />
                </li>
              ))}
            </SimpleGrid>
          </DirectoryList>
        ) : (
          <EmptyNotice
            title="No services match your search"
            description={`Nothing matched “${serviceSearch.trim()}”. Try a trade such as plumbing or a job such as 'drain cleaning'.`}
            action={<Button variant="outline" onClick={() => setServiceQuery('')}>Clear service search</Button>}
          />
        )}
      </Section>

      <Section title="Service Locations" description="Local pros who know each city’s permits, bylaws and housing stock." tone="subtle">
        {locations.length > 0 ? (
          <DirectoryList name="locations-list" searching={locationSearch.trim() !== ''}>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {locations.map((city) => (
                <li key={city.slug}>
                  <LocationCard
                    name={city.name}
                    province={city.province}
                    marketDescription={city.marketDescription}
                    populationSize={city.populationSize}
                    keyNeighborhoods={keyAreas(city)}
                    services={locationServices.map((s) => ({ name: s.name, href: `/services/${s.slug}/${city.slug}` }))}
                    viewAllHref={`/services?location=${city.slug}`}
                  />
                </li>
              ))}
            </SimpleGrid>
          </DirectoryList>
        ) : (
          <EmptyNotice
              title="No locations match your search"
              description={`We don’t list “${locationSearch.trim()}” yet. Our pros serve Toronto, Mississauga, Brampton, Markham, Vaughan and Richmond Hill.`}
              action={<Button variant="outline" onClick={() => setLocationQuery('')}>Clear location search</Button>}
            />
        )}
      </Section>

      <CallToAction
        title="Ready to start your project?"
        text="Post your project for free and receive proposals from verified GTA contractors, usually within 24 hours."
        primary={{ label: 'Post Your Project', href: '/post-project' }}
        secondary={{ label: 'Contact Us', href: '/contact' }}
      />
    </>
  );
}
