import { AppLink, Container, EmptyState, Heading, LinkButton, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { DataView } from '../ui/dataStates';
import { BadgeCheck, Send } from 'lucide-react';
import { useContentData } from '../contentData';
import { usePageAnswer } from '../content/usePageAnswer';
import { SCHEMA_CONTEXT } from '../seo/businessJsonLd';
import { JsonLd } from '../seo/JsonLd';
import { contractorJsonLd } from '../seo/contractorJsonLd';
import { ProCardView } from './ProCardView';
import { directoryHref } from './directoryHref';
import { fetchVerifiedPros, sameVariables, type VerifiedProsResult, type VerifiedProsVariables } from './verifiedPros';

export interface VerifiedProsProps {
  variables: VerifiedProsVariables;
  /** "Plumbing", for the copy. */
  serviceName: string;
  /** "Mississauga"; without one, the pros of every GTA city. */
  cityName?: string;
}

/**
 * "Verified pros serving {City}" on a services page: the best verified pros of the page's trade and
 * city from the database. The server renders them into the page (crawlers read the names, and
 * JSON-LD describes the businesses); after a client-side navigation the browser asks for them.
 */
/** A trade's name inside a sentence: lower case, except an acronym ("HVAC pros", "plumbing pros"). */
const inSentence = (name: string) => name.split(' ').map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase())).join(' ');

export function VerifiedPros({ variables, serviceName, cityName }: VerifiedProsProps) {
  const island = useContentData().verifiedPros;
  const rendered = island && sameVariables(island.variables, variables) ? island.result : undefined;
  const { state, retry } = usePageAnswer<VerifiedProsResult>(rendered, { ...variables }, (signal) => fetchVerifiedPros(variables, signal));

  const place = cityName ?? 'the GTA';
  const title = `Verified pros serving ${place}`;
  const more = directoryHref({ trade: variables.trade, city: variables.city });
  return (
    <Container as="section" aria-labelledby="verified-pros-heading" maxW="7xl" py={{ base: '10', md: '14' }}>
      <Stack gap="6">
        <Stack gap="2" maxW="3xl">
          <Heading as="h2" id="verified-pros-heading" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">
            {serviceName} pros whose licences, WSIB clearance or insurance our team checked. Ratings come only from homeowners who hired them here.
          </Text>
        </Stack>
        <DataView
          data={state.status === 'loaded' ? state.value.pros : undefined}
          loading={state.status === 'loading'}
          error={state.status === 'failed'}
          onRetry={retry}
          isEmpty={(pros) => pros.nodes.length === 0}
          placeholder={{ label: `Finding verified pros serving ${place}...`, count: 3 }}
          errorTitle="We couldn't load the pros"
          empty={
            <EmptyState
              icon={BadgeCheck}
              headingLevel="h3"
              title={`No verified ${inSentence(serviceName)} pros serve ${place} yet`}
              description="Post your project for free: pros who fit it hear about it, and you compare their quotes."
              action={<LinkButton href="/post-project">Post a Project</LinkButton>}
            />
          }
        >
          {(pros) => (
            <>
              <JsonLd
                data={{
                  '@context': SCHEMA_CONTEXT,
                  '@type': 'ItemList',
                  name: title,
                  itemListElement: pros.nodes.map((pro, index) => ({ '@type': 'ListItem', position: index + 1, item: contractorJsonLd(pro) })),
                }}
              />
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="5" aria-label={title}>
                {pros.nodes.map((pro) => (
                  <li key={pro.id}>
                    <ProCardView
                      contractor={pro}
                      headingLevel="h3"
                      actions={
                        <LinkButton href={`/post-project?pro=${encodeURIComponent(pro.id)}`} colorPalette="brand" flex="1" minW="36" aria-label={`Request a quote from ${pro.businessName}`}>
                          <Send aria-hidden="true" />
                          Request a quote
                        </LinkButton>
                      }
                    />
                  </li>
                ))}
              </SimpleGrid>
              <AppLink href={more} fontWeight="semibold" color="fg.brand">
                {pros.totalCount > pros.nodes.length ? `See all ${pros.totalCount} verified pros` : 'Search the pro directory'}
              </AppLink>
            </>
          )}
        </DataView>
      </Stack>
    </Container>
  );
}
