import { Badge, Box, Breadcrumbs, Container, Heading, HStack, Stack, Text } from '@marketplace/design-system';
import { useParams } from 'react-router-dom';
import { ServerHtml } from '../../../app/layout/ServerHtml';
import { findCity } from '../../../content/cities';
import { findService, serviceSeoDescription } from '../../../content/services';
import type { City, Service } from '../../../content/types';
import { Seo, breadcrumbJsonLd, serviceJsonLd } from '../../../app/seo';
import type { Crumb } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { ServiceNotFound } from './ServiceNotFound';
import { LocalConsiderations, RecentProjects, ServiceImages, ServiceProcess, WhyChooseUs } from './ServiceSections';
import { recentProjectsListing } from './recentProjects';
import { useContentData } from '../../../app/contentData';
import { VerifiedPros } from '../../../app/pros/VerifiedPros';
import { verifiedProsVariables } from '../../../app/pros/verifiedPros';
import { serviceHeroSubtitle, servicePageTitle, servicePath, startingPrice } from './serviceWording';

function crumbsFor(service: Service, city?: City): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: service.name, path: `/services/${service.slug}` },
  ];
  if (city) crumbs.push({ name: `${city.name}, ${city.province}`, path: `/services/${service.slug}/${city.slug}` });
  return crumbs;
}

/** /services/:serviceSlug[/:locationSlug]; an unknown location is ignored (Ontario-wide wording). */
export function ServiceDetailPage() {
  const { serviceSlug, locationSlug } = useParams();
  const renderedSamples = useContentData().showcase !== undefined;
  const service = findService(serviceSlug);
  if (!service) return <ServiceNotFound path={`/services/${serviceSlug ?? ''}`} />;
  const city = findCity(locationSlug);
  const path = servicePath(service, city);
  const crumbs = crumbsFor(service, city);
  const heading = city ? servicePageTitle(service, city) : service.name;
  const prosVariables = verifiedProsVariables(service, city?.slug);
  const recent = recentProjectsListing(service.slug);

  return (
    <>
      <Seo
        title={servicePageTitle(service, city)}
        description={serviceSeoDescription(service, city?.name)}
        path={path}
        image={service.heroImage}
        jsonLd={[serviceJsonLd(service, city, path), breadcrumbJsonLd(crumbs)]}
      />
      {/* Links and text: kept as the server sent them (ServerHtml); the verified pros are the live part. */}
      <ServerHtml name="service-intro">
        <Box as="section" bg="bg.brand" borderBottomWidth="1px" borderColor="border.muted" py={{ base: '8', md: '12' }}>
          <Container maxW="6xl">
            <Stack gap="6">
              <Breadcrumbs items={crumbs.map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
              <Stack gap="4" maxW="3xl">
                <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" color="fg">
                  {heading}
                </Heading>
                <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.brand" fontWeight="medium">
                  {serviceHeroSubtitle(service, city)}
                </Text>
                <Text color="fg.muted">{service.detailedDescription}</Text>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="brand" variant="solid" size="lg">Professional Service</Badge>
                  <Badge colorPalette="gray" variant="surface" size="lg">{service.averageTimeframe}</Badge>
                  {service.certificationRequired ? (
                    <Badge colorPalette="green" variant="surface" size="lg">Licensed &amp; Certified</Badge>
                  ) : null}
                </HStack>
                {city ? (
                  <Text textStyle="xl" fontWeight="bold" color="fg">
                    {startingPrice(city)}
                  </Text>
                ) : null}
              </Stack>
              <ServiceImages service={service} />
            </Stack>
          </Container>
        </Box>
      </ServerHtml>
      {prosVariables ? <VerifiedPros variables={prosVariables} serviceName={service.name} cityName={city?.name} /> : null}
      <ServerHtml name="service-details">
        <ServiceProcess service={service} />
        <WhyChooseUs service={service} />
      </ServerHtml>
      {recent ? (
        // Kept as the server sent it when the server rendered the samples in; live (loading, then asking) otherwise.
        renderedSamples ? (
          <ServerHtml name="service-recent">
            <RecentProjects service={service} listing={recent} />
          </ServerHtml>
        ) : (
          <RecentProjects service={service} listing={recent} />
        )
      ) : null}
      <ServerHtml name="service-local">
        <LocalConsiderations service={service} city={city} />
        <CallToAction
          title="Get Started Today!"
          text={`Tell us about your project in ${city ? city.name : 'Ontario'}. Posting is free and local pros respond within 24 hours.`}
          primary={{ label: 'Get Free Quote', href: '/post-project' }}
          secondary={{ label: 'Contact Us', href: '/contact' }}
        />
      </ServerHtml>
    </>
  );
}
