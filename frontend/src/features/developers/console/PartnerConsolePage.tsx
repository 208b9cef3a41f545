import { useQuery } from '@apollo/client/react';
import { AppLink, Box, Container, EmptyState, Heading, LinkButton, PageHero, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { BookOpen, ShieldAlert } from 'lucide-react';
import { DataView } from '../../../app/ui/dataStates';
import { RequireViewer } from '../../../app/session/RequireViewer';
import { Seo } from '../../../app/seo/Seo';
import { ApiLimits } from './ApiLimits';
import { KeyUsage } from './KeyUsage';
import { PartnerConsoleQuery } from './operations';
import { PartnerKeys } from './PartnerKeys';
import { WebhooksPanel } from './webhooks/WebhooksPanel';

const PATH = '/developers/console';

/** The console's sections, once the partner's limits, keys and webhook endpoints have loaded (one query for the whole screen). */
function ConsoleSections() {
  const { data, loading, error, refetch } = useQuery(PartnerConsoleQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={() => false}
      placeholder={{ label: 'Loading your keys and usage…', variant: 'list', count: 3 }}
      errorTitle="We couldn't load your partner console"
      empty={null}
    >
      {({ apiLimits, apiKeys, webhookEndpoints }) => {
        const liveKeys = apiKeys.filter((key) => !key.revokedAt).length;
        return (
          <Stack gap={{ base: '8', md: '10' }}>
            <Stack as="section" aria-labelledby="limits" gap="4">
              <Heading as="h2" size="lg" id="limits">
                Your limits
              </Heading>
              <Text color="fg.muted">
                Every answer carries <code>RateLimit-Policy</code> and <code>RateLimit</code> headers, and GraphQL answers to your keys report the operation’s cost in{' '}
                <code>extensions.rateLimit</code>. <AppLink href="/developers#rate-limits">How to read them</AppLink>
              </Text>
              <ApiLimits limits={apiLimits} liveKeys={liveKeys} />
            </Stack>
            <Stack as="section" aria-labelledby="keys" gap="4">
              <Heading as="h2" size="lg" id="keys">
                API keys
              </Heading>
              <Text color="fg.muted">Send a key in the X-Api-Key header. Keys are shown once when made; revoking one refuses it at once.</Text>
              <PartnerKeys keys={apiKeys} live={liveKeys} keysPerPartner={apiLimits.keysPerPartner} />
            </Stack>
            <Stack as="section" aria-labelledby="usage" gap="4">
              <Heading as="h2" size="lg" id="usage">
                Usage, last 14 days
              </Heading>
              <Text color="fg.muted">Requests per key and day (Toronto time), with errors and requests refused for being over the limit. Today’s figures grow as you go.</Text>
              {apiKeys.length === 0 ? (
                <Text color="fg.muted">Usage shows here once you have a key.</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
                  {apiKeys.map((apiKey) => (
                    <KeyUsage key={apiKey.id} apiKey={apiKey} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
            <Box id="webhooks" scrollMarginTop="24">
              <WebhooksPanel endpoints={webhookEndpoints} />
            </Box>
          </Stack>
        );
      }}
    </DataView>
  );
}

/**
 * Route `/developers/console`: an approved partner's keys (up to 3), usage per key and day and their
 * limits. Others are told how to get here: sign in, or apply for access.
 */
export function PartnerConsolePage() {
  return (
    <>
      <Seo title="Partner console" description="Your GTA Home Pros API keys, usage and limits." path={PATH} noindex />
      <PageHero size="md" tone="subtle"
        eyebrow="For Developers"
        title="Partner console"
        subtitle="Your API keys, what each one used day by day, the limits they work within, and your webhooks."
        actions={
          <LinkButton href="/developers" variant="outline">
            <BookOpen aria-hidden="true" />
            API documentation
          </LinkButton>
        }
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <RequireViewer placeholder={{ label: 'Checking your account…', showLabel: true }} signIn={{ title: 'Sign in to your partner console', path: PATH }}>
          {(viewer) =>
            viewer.role !== 'PARTNER' ? (
              <EmptyState
                title="This account has no API access yet"
                description="Apply for access with the account your organisation will use for the API. Once our team approves it, your keys and usage are here."
                icon={ShieldAlert}
                action={<LinkButton href="/developers/join">Apply for API access</LinkButton>}
              />
            ) : (
              <ConsoleSections />
            )
          }
        </RequireViewer>
      </Container>
    </>
  );
}
