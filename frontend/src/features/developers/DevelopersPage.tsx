import { AppLink, Box, Card, Code, CodeSample, Heading, IconCircle, LinkButton, Section, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { Bell, ChartColumn, ClipboardList, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { CallToAction } from '../../app/content/CallToAction';
import { siteOrigin } from '../../app/seo/siteOrigin';
import {
  API_OFFERS,
  CONSOLE_HREF,
  ERRORS,
  GRAPHQL_LIMITS,
  JOIN_HREF,
  RATE_LIMIT_EXTENSION,
  RATE_LIMIT_HEADERS,
  READ_LIMITS,
  WEBHOOK_EVENTS,
  WEBHOOK_VERIFICATION,
  curlExample,
  fetchExample,
} from './content';
import { DeveloperFrame } from './DeveloperFrame';
import { formatNumber } from '@marketplace/shared';

const OFFER_ICONS = { projects: ClipboardList, pros: Users, figures: ChartColumn, webhooks: Bell } as const;

/** A term and what it means, one under the other: reads well at phone width, unlike a wide table. */
function Definitions({ items, label }: { items: { term: ReactNode; detail: ReactNode; key: string }[]; label: string }) {
  return (
    <Box as="dl" aria-label={label} borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel" overflow="hidden">
      {items.map((item, index) => (
        <Stack key={item.key} direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '6' }} px={{ base: '4', md: '5' }} py="3" borderTopWidth={index === 0 ? '0' : '1px'} borderColor="border">
          <Box as="dt" flexShrink={0} width={{ md: '64' }} fontWeight="semibold" color="fg">
            {item.term}
          </Box>
          <Box as="dd" m="0" color="fg.muted">
            {item.detail}
          </Box>
        </Stack>
      ))}
    </Box>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text color="fg" lineHeight="tall" maxW="3xl">
      {children}
    </Text>
  );
}

const number = formatNumber;

/** /developers: what the GTA Home Pros API offers, how to authenticate, its limits, errors and webhooks, with examples to copy. */
export function DevelopersPage() {
  const origin = siteOrigin();
  return (
    <DeveloperFrame
      title="Developers"
      heading="Build on the GTA's home-improvement marketplace"
      description="The GTA Home Pros API: public homeowner projects, the verified pro directory and the site's figures over GraphQL, with webhooks for new projects. Keys, limits, errors and examples."
      path="/developers"
      subtitle="One GraphQL API for Toronto and GTA renovation leads: the projects homeowners post, the pros who do the work and the figures behind them. Built for lead tools, contractor CRMs and local home-services sites."
      actions={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
          <LinkButton href={JOIN_HREF} size="lg" colorPalette="brand">
            Get an API key
          </LinkButton>
          <LinkButton href="/developers/explorer" size="lg" variant="outline">
            Try the explorer
          </LinkButton>
        </Stack>
      }
    >
      <Section title="What the API offers" description={<>GraphQL at <Code>{`${origin}/graphql`}</Code>. Every type, field and argument is in the schema reference.</>}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
          {API_OFFERS.map((offer) => {
            const Icon = OFFER_ICONS[offer.icon];
            return (
              <li key={offer.title}>
                <Card.Root borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
                  <Card.Body gap="3">
                    <IconCircle colorPalette="brand" size="md">
                      <Icon aria-hidden="true" />
                    </IconCircle>
                    <Heading as="h3" size="lg" color="fg">
                      {offer.title}
                    </Heading>
                    <Text color="fg.muted">{offer.text}</Text>
                    <Code alignSelf="flex-start" whiteSpace="normal" wordBreak="break-word">
                      {offer.example}
                    </Code>
                  </Card.Body>
                </Card.Root>
              </li>
            );
          })}
        </SimpleGrid>
        <Box mt="6">
          <AppLink href="/developers/reference">Browse the schema reference</AppLink>
        </Box>
      </Section>

      <Section title="Authentication" tone="subtle" description="Send your key in the X-Api-Key header of every request.">
        <Stack gap="5">
          <CodeSample label="Header" code="X-Api-Key: gta_2Jq8dV0kTzR4mN7pXc5bWf1aLh6sYe3uGo9iKr0tQvE" />
          <Paragraph>
            Without a key, the API answers only the operations our own web app sends (its trusted documents): to run your own
            queries you need a key. Keys belong to a partner account approved by our team; each request with a key counts against
            that key’s limits, and a revoked or made-up key is answered <Code>401</Code> with the code{' '}
            <Code>UNAUTHENTICATED</Code>, never treated as a visitor.
          </Paragraph>
          <Paragraph>
            Keep the key on your server: never put it in a web page, an app bundle or a URL. You see a key once, when you create it;
            create, rotate and revoke keys in the <AppLink href={CONSOLE_HREF}>partner console</AppLink>.
          </Paragraph>
          <Box>
            <LinkButton href={JOIN_HREF} colorPalette="brand">
              Request an API key
            </LinkButton>
          </Box>
        </Stack>
      </Section>

      <Section title="Your first request" description="Open plumbing projects in Mississauga, ten at a time. Put your key in GTA_HOME_PROS_API_KEY first.">
        <Stack gap="6" maxW="5xl">
          <CodeSample label="curl" code={curlExample(origin)} />
          <CodeSample label="JavaScript (fetch)" code={fetchExample(origin)} />
          <Paragraph>
            Lists page with cursors: ask for <Code>pageInfo {'{ hasNextPage endCursor }'}</Code> and pass <Code>endCursor</Code> as{' '}
            <Code>after</Code> for the next page. Dates are ISO 8601 in UTC; prices are Canadian dollars as the homeowner wrote
            them (e.g. <Code>$10,000 - $25,000</Code>).
          </Paragraph>
        </Stack>
      </Section>

      <Section title="Rate limits" tone="subtle" description="Limits count per minute; every answer says where you stand.">
        <Stack gap="6" maxW="5xl">
          <Definitions
            label="Rate limits"
            items={[
              { key: 'partner', term: 'Reads with a key', detail: `${number(READ_LIMITS.partner)} a minute per key: GraphQL queries and REST GETs share one budget.` },
              { key: 'anonymous', term: 'Reads without a key', detail: `${number(READ_LIMITS.anonymous)} a minute per client address (the web app’s own operations only).` },
              { key: 'writes', term: 'Writes', detail: `${number(READ_LIMITS.writes)} a minute per client address: GraphQL mutations and REST POST, PUT, PATCH and DELETE.` },
              { key: 'cost', term: 'Cost of one operation', detail: `At most ${number(GRAPHQL_LIMITS.maxCost)}. Depth at most ${GRAPHQL_LIMITS.maxDepth}, at most ${GRAPHQL_LIMITS.maxAliases} aliases and ${number(GRAPHQL_LIMITS.maxTokens)} tokens.` },
            ]}
          />
          <Heading as="h3" size="lg" color="fg">
            Reading the headers
          </Heading>
          <Paragraph>
            Every <Code>/graphql</Code> and REST answer carries the IETF draft rate-limit headers: the policy (<Code>q</Code>, the
            requests a window allows, and <Code>w</Code>, the window in seconds) and where you stand (<Code>r</Code>, the requests
            left in this window, and <Code>t</Code>, the seconds until it resets). Queries and GETs report the <Code>"reads"</Code>{' '}
            policy, mutations and other writes the <Code>"writes"</Code> policy.
          </Paragraph>
          <CodeSample label="Rate-limit headers" code={`${RATE_LIMIT_HEADERS.policy}\n${RATE_LIMIT_HEADERS.remaining}`} />
          <Paragraph>
            Over the limit the answer is <Code>429 Too Many Requests</Code> with a <Code>Retry-After</Code> header: wait that many
            seconds, then send the request again. Pace yourself on <Code>r</Code> and <Code>t</Code> and you will not see one.
          </Paragraph>
          <Heading as="h3" size="lg" color="fg">
            The cost of a query
          </Heading>
          <Paragraph>
            Requests with a key also get <Code>extensions.rateLimit</Code> in each GraphQL answer: <Code>cost</Code> is what this
            operation cost, <Code>maxCost</Code> ({number(GRAPHQL_LIMITS.maxCost)}) the most one operation may cost,{' '}
            <Code>limit</Code> and <Code>remaining</Code> your reads per minute and what is left of them, and <Code>resetAt</Code>{' '}
            the ISO time the window resets.
          </Paragraph>
          <CodeSample label="extensions.rateLimit" code={RATE_LIMIT_EXTENSION} />
          <Paragraph>
            Each field costs 1, or 2 when it has fields of its own, and list sizes multiply: a field under{' '}
            <Code>projects(first: 100)</Code> counts 100 times, so <Code>projects(first: 100) {'{ nodes { id title } }'}</Code>{' '}
            costs about 400. The size is the <Code>first</Code>, <Code>last</Code> or <Code>limit</Code> you send (or the
            argument’s default). A query over {number(GRAPHQL_LIMITS.maxCost)} is refused before it runs: ask for smaller pages.
          </Paragraph>
        </Stack>
      </Section>

      <Section title="Errors" description="GraphQL errors carry a code in extensions.code; REST answers carry { error } and the HTTP status.">
        <Stack gap="5" maxW="5xl">
          <Definitions
            label="Error codes"
            items={ERRORS.map((error) => ({
              key: error.code,
              term: (
                <Stack gap="1">
                  <Code alignSelf="flex-start">{error.code}</Code>
                  <Text as="span" textStyle="sm" color="fg.muted" fontWeight="normal">
                    HTTP {error.status}
                  </Text>
                </Stack>
              ),
              detail: error.meaning,
            }))}
          />
          <Paragraph>
            Bad input never answers a 5xx. Retry <Code>429</Code> and <Code>503</Code> after a pause; POST writes accept an{' '}
            <Code>Idempotency-Key</Code> header, so a retried write never creates anything twice.
          </Paragraph>
        </Stack>
      </Section>

      <Section title="Webhooks" tone="subtle" description="Hear of projects as they happen instead of polling. Add endpoints in the partner console.">
        <Stack gap="6" maxW="5xl">
          <Definitions label="Webhook events" items={WEBHOOK_EVENTS.map((event) => ({ key: event.name, term: <Code>{event.name}</Code>, detail: event.when }))} />
          <Paragraph>
            Each delivery is a JSON POST signed per the <AppLink href="https://www.standardwebhooks.com/">Standard Webhooks</AppLink>{' '}
            specification, with the headers <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and{' '}
            <Code>webhook-signature</Code>. Answer with any 2xx within a few seconds; anything else is retried with exponential
            backoff for up to 24 hours, with the same <Code>webhook-id</Code>, so handle each id once.
          </Paragraph>
          <CodeSample label="Verify a delivery (Node, standardwebhooks)" code={WEBHOOK_VERIFICATION} />
        </Stack>
      </Section>

      <CallToAction
        title="Ready to build on GTA Home Pros?"
        text="Tell us what you are building. Once our team approves your partner account, you manage keys, usage and webhooks in the partner console."
        primary={{ label: 'Get an API key', href: JOIN_HREF }}
        secondary={{ label: 'Partner console', href: CONSOLE_HREF }}
      />
    </DeveloperFrame>
  );
}
