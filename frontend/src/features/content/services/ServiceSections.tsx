import { Box, Card, Heading, Image, LoadingState, ProcessStep, ProjectCard, Section, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { Award, Clock, ShieldCheck, ThumbsUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { City, Service } from '../../../content/types';
import type { ShowcaseListingVariables } from '../../../app/content/showcaseListing';
import { useShowcaseListing } from '../../../app/content/useShowcaseListing';
import { projectCardView } from '../../../app/marketplace/components/projectCardView';
import { MAX_RECENT_PROJECTS } from './recentProjects';
import { photoOrNone } from '../../../app/ui/photo';

/** 'Our {name} Process' (four key-service steps), or 'Our {name}' listing the service types. */
export function ServiceProcess({ service }: { service: Service }) {
  if (service.serviceTypes && service.serviceTypes.length > 0) {
    return (
      <Section title={`Our ${service.name}`} description="Choose the kind of service that fits your home or business.">
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {service.serviceTypes.map((type, index) => (
            <li key={type.name}>
              <ProcessStep step={index + 1} title={type.name} description={type.description} imageUrl={photoOrNone(type.image)} imageAlt="" />
            </li>
          ))}
        </SimpleGrid>
      </Section>
    );
  }
  return (
    <Section title={`Our ${service.name} Process`} description="What to expect from first visit to final walkthrough.">
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {service.keySteps.map((step, index) => (
          <li key={step.title}>
            <ProcessStep step={index + 1} title={step.title} description={step.text} imageUrl={photoOrNone(step.image)} showStepPrefix />
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function ReasonCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card.Root borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
      <Card.Body gap="3">
        <Box color="fg.brand">
          <Icon size={28} aria-hidden="true" />
        </Box>
        <Heading as="h3" size="md" color="fg">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function WhyChooseUs({ service }: { service: Service }) {
  return (
    <Section title={`Why Choose Our ${service.name}?`} tone="subtle">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        <ReasonCard icon={Award} title="Expert Service" text={`Specialists in ${service.category} with years of experience on GTA homes.`} />
        <ReasonCard icon={ThumbsUp} title="Quality Guaranteed" text="Workmanship backed by written warranties and a walkthrough before final payment." />
        <ReasonCard icon={Clock} title="Timely Completion" text={`Most projects are completed in ${service.averageTimeframe}, on the schedule agreed in your quote.`} />
        <ReasonCard icon={ShieldCheck} title="Licensed & Insured" text="Contractors carry liability insurance and WSIB coverage, and hold the Ontario licences the work requires." />
      </SimpleGrid>
    </Section>
  );
}

/**
 * 'Recent {name} Projects': up to six samples of the service's trade (recentProjectsListing), without
 * favourite hearts; nothing when its trade has none, or when they could not be had (the section is extra).
 */
export function RecentProjects({ service, listing }: { service: Service; listing: ShowcaseListingVariables }) {
  const { state } = useShowcaseListing(listing);
  if (state.status === 'failed' || (state.status === 'loaded' && state.value.length === 0)) return null;
  return (
    <Section title={`Recent ${service.name} Projects`}>
      {state.status === 'loading' ? (
        <LoadingState label={`Loading recent ${service.name} projects...`} count={3} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {state.value.slice(0, MAX_RECENT_PROJECTS).map((project) => {
            const view = projectCardView(project);
            return (
              <li key={project.id}>
                <ProjectCard {...view} category={project.showcaseDetails?.subcategory ?? view.category} contractorName={undefined} contractorHref={undefined} />
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </Section>
  );
}

function ConsiderationList({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" color="fg">
        {title}
      </Heading>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc" color="fg.muted" textStyle="sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Climate, Ontario regulations, materials and challenges, plus the city's own insights. */
export function LocalConsiderations({ service, city }: { service: Service; city?: City }) {
  const lc = service.localConsiderations;
  const where = city ? city.name : 'Ontario';
  return (
    <Section title={`${service.name} in ${where}: Local Considerations`} description="What makes this work different in the GTA’s climate and under Ontario rules.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <ConsiderationList title="Climate factors" items={lc.climateFactors} />
        <ConsiderationList title="Ontario regulations" items={lc.regulations} />
        <ConsiderationList title="Popular materials" items={lc.popularMaterials} />
        <ConsiderationList title="Common challenges" items={lc.challenges} />
        {city ? <ConsiderationList title={`Good to know in ${city.name}`} items={city.localInsights} /> : null}
      </SimpleGrid>
    </Section>
  );
}

/** Security bollards: two finished-work images; cleaning: a banner; others: the hero image; nothing without a photo. */
export function ServiceImages({ service }: { service: Service }) {
  const hero = photoOrNone(service.heroImage);
  if (!hero) return null;
  const finished = photoOrNone(service.keySteps[3].image);
  if (service.slug === 'security-bollards' && finished) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Image src={hero} alt={`${service.heroImageAlt}: finished installation`} loading="lazy" borderRadius="card" width="full" aspectRatio="4 / 3" objectFit="cover" />
        <Image src={finished} alt="Completed bollard installation protecting a storefront entrance" loading="lazy" borderRadius="card" width="full" aspectRatio="4 / 3" objectFit="cover" />
      </SimpleGrid>
    );
  }
  const banner = service.slug === 'cleaning';
  return (
    <Image
      src={hero}
      alt={service.heroImageAlt}
      loading="lazy"
      borderRadius="card"
      width="full"
      aspectRatio={banner ? '3 / 1' : '2 / 1'}
      objectFit="cover"
      bg="bg.muted"
    />
  );
}
