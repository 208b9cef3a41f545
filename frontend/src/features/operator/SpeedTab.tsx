import { useQuery } from '@apollo/client/react';
import { Badge, Box, EmptyState, Heading, HStack, SelectField, SimpleGrid, Stack, Table, Text } from '@marketplace/design-system';
import { WEB_VITAL_THRESHOLDS, formatNumber, type WebVitalMetricName } from '@marketplace/shared';
import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { graphql } from '../../gql';
import type { DeviceClass, FieldVitalsQuery } from '../../gql/graphql';
import { formatDate } from '../../app/marketplace/format';

export const FieldVitalsQueryDocument = graphql(`
  query FieldVitals($days: Int!, $device: DeviceClass) {
    fieldVitals(days: $days, device: $device) {
      days
      since
      device
      # The tab reads the summaries itself (a summary has no id for a component to read it by with useFragment).
      overall {
        metric
        samples
        p75
        good
        needsImprovement
        poor
      }
      routes {
        route
        metrics {
          metric
          samples
          p75
          good
          needsImprovement
          poor
        }
      }
      slowInteractions {
        day
        route
        device
        value
        target
        eventType
      }
    }
  }
`);

type Report = FieldVitalsQuery['fieldVitals'];
/** One metric's summary, for every route together or for one route (the query asks the same fields of both). */
type Summary = Report['overall'][number];
type Rating = 'good' | 'needs-improvement' | 'poor';

const METRIC_NAMES: Record<WebVitalMetricName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};
const RATINGS: Record<Rating, { label: string; palette: string; fg: string; bar: string }> = {
  good: { label: 'Good', palette: 'green', fg: 'fg.success', bar: 'green.solid' },
  'needs-improvement': { label: 'Needs improvement', palette: 'orange', fg: 'fg.warning', bar: 'orange.solid' },
  poor: { label: 'Poor', palette: 'red', fg: 'fg.error', bar: 'red.solid' },
};
const PERIODS = [
  { value: '28', label: 'Last 28 days' },
  { value: '7', label: 'Last 7 days' },
];
const DEVICES: { value: '' | DeviceClass; label: string }[] = [
  { value: '', label: 'All devices' },
  { value: 'PHONE', label: 'Phones' },
  { value: 'TABLET', label: 'Tablets' },
  { value: 'DESKTOP', label: 'Desktops' },
];
const DEVICE_LABELS: Record<DeviceClass, string> = { PHONE: 'Phone', TABLET: 'Tablet', DESKTOP: 'Desktop' };

/** As Chrome's UX Report rates a p75: good up to the first threshold, poor above the second. */
export function ratingOf(metric: WebVitalMetricName, value: number): Rating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** '320 ms', '2.4 s', CLS unitless '0.05'. */
export function formatVital(metric: WebVitalMetricName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}

/** Cell spacing and rules: the design system's theme has no table recipe (it stays out of every page's styles). */
const CELL = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } as const;
const HEADER = { ...CELL, textAlign: 'start', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' } as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;
const pageViews = (n: number) => `${formatNumber(n)} page ${n === 1 ? 'view' : 'views'}`;
const metricOf = (summary: Summary) => summary.metric as WebVitalMetricName;

/** Good / needs improvement / poor shares: a bar to glance at (decoration) and the same in words. */
function Distribution({ summary }: { summary: Summary }) {
  const shares: [Rating, number][] = [
    ['good', summary.good],
    ['needs-improvement', summary.needsImprovement],
    ['poor', summary.poor],
  ];
  return (
    <Stack gap="1.5">
      <HStack aria-hidden="true" gap="0" h="2" borderRadius="full" overflow="hidden" bg="bg.muted">
        {shares.map(([rating, share]) => (share > 0 ? <Box key={rating} h="full" w={percent(share)} bg={RATINGS[rating].bar} /> : null))}
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {shares.map(([rating, share]) => `${RATINGS[rating].label} ${percent(share)}`).join(' · ')}
      </Text>
    </Stack>
  );
}

function MetricCard({ summary }: { summary: Summary }) {
  const metric = metricOf(summary);
  const rating = summary.p75 === null || summary.p75 === undefined ? undefined : ratingOf(metric, summary.p75);
  return (
    <Stack as="li" gap="2" p="4" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" minW="0" aria-label={`${METRIC_NAMES[metric]} (${metric})`}>
      <Text textStyle="sm" fontWeight="semibold">
        {metric}{' '}
        <Text as="span" fontWeight="normal" color="fg.muted">
          {METRIC_NAMES[metric]}
        </Text>
      </Text>
      {rating && summary.p75 != null ? (
        <>
          <HStack gap="2" wrap="wrap">
            <Text textStyle="2xl" fontWeight="bold">
              {formatVital(metric, summary.p75)}
            </Text>
            <Badge variant="subtle" colorPalette={RATINGS[rating].palette}>
              {RATINGS[rating].label}
            </Badge>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            p75 of {pageViews(summary.samples)}
          </Text>
          <Distribution summary={summary} />
        </>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          No page view reported it yet.
        </Text>
      )}
    </Stack>
  );
}

function P75Cell({ summary }: { summary: Summary | undefined }) {
  if (!summary || summary.p75 == null) {
    return (
      <Table.Cell {...CELL} textAlign="end" color="fg.muted">
        <span aria-hidden="true">-</span>
        <Text as="span" srOnly>
          No data
        </Text>
      </Table.Cell>
    );
  }
  const metric = metricOf(summary);
  const rating = RATINGS[ratingOf(metric, summary.p75)];
  return (
    <Table.Cell {...CELL} textAlign="end" whiteSpace="nowrap">
      <Text as="span" display="block">
        {formatVital(metric, summary.p75)}
      </Text>
      <Text as="span" display="block" textStyle="xs" color={rating.fg}>
        {rating.label}
      </Text>
    </Table.Cell>
  );
}

/** A table that scrolls sideways on a phone; focusable so the keyboard can scroll it too. */
function ScrollingTable({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby={labelledBy} borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel">
      {children}
    </Box>
  );
}

function RouteTable({ report, headingId }: { report: Report; headingId: string }) {
  return (
    <ScrollingTable labelledBy={headingId}>
      <Table.Root size="sm" w="full" borderCollapse="collapse" aria-labelledby={headingId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...HEADER}>Route</Table.ColumnHeader>
            {report.overall.map((summary) => (
              <Table.ColumnHeader {...HEADER} key={summary.metric} textAlign="end">
                <abbr title={METRIC_NAMES[metricOf(summary)]}>{summary.metric}</abbr>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader {...HEADER} textAlign="end">Page views</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.routes.map((route) => (
            <Table.Row key={route.route}>
              <Table.Cell {...CELL} as="th" scope="row" fontWeight="normal" textAlign="start" fontFamily="mono" textStyle="sm" wordBreak="break-all" minW="40">
                {route.route}
              </Table.Cell>
              {report.overall.map(({ metric }) => (
                <P75Cell key={metric} summary={route.metrics.find((summary) => summary.metric === metric)} />
              ))}
              <Table.Cell {...CELL} textAlign="end">{formatNumber(Math.max(0, ...route.metrics.map((summary) => summary.samples)))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollingTable>
  );
}

function SlowInteractions({ report, headingId }: { report: Report; headingId: string }) {
  if (report.slowInteractions.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        No slow interaction was reported in this period.
      </Text>
    );
  }
  return (
    <ScrollingTable labelledBy={headingId}>
      <Table.Root size="sm" w="full" borderCollapse="collapse" aria-labelledby={headingId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...HEADER} textAlign="end">INP</Table.ColumnHeader>
            <Table.ColumnHeader {...HEADER}>Event</Table.ColumnHeader>
            <Table.ColumnHeader {...HEADER}>Target element</Table.ColumnHeader>
            <Table.ColumnHeader {...HEADER}>Route</Table.ColumnHeader>
            <Table.ColumnHeader {...HEADER}>Device</Table.ColumnHeader>
            <Table.ColumnHeader {...HEADER}>Day</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.slowInteractions.map((interaction, index) => (
            <Table.Row key={`${interaction.day}-${index}`}>
              <P75Cell summary={{ metric: 'INP', samples: 1, p75: interaction.value, good: 0, needsImprovement: 0, poor: 0 }} />
              <Table.Cell {...CELL} fontFamily="mono" textStyle="sm">
                {interaction.eventType}
              </Table.Cell>
              <Table.Cell {...CELL} fontFamily="mono" textStyle="sm" wordBreak="break-all" minW="48">
                {interaction.target}
              </Table.Cell>
              <Table.Cell {...CELL} fontFamily="mono" textStyle="sm" whiteSpace="nowrap">
                {interaction.route}
              </Table.Cell>
              <Table.Cell {...CELL}>{DEVICE_LABELS[interaction.device]}</Table.Cell>
              <Table.Cell {...CELL} whiteSpace="nowrap">{formatDate(interaction.day)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollingTable>
  );
}

/**
 * The Speed tab: Core Web Vitals from visitors' browsers (field data), as Chrome's UX Report shows
 * them: the p75 of each metric with its rating and the good / needs improvement / poor shares, then
 * p75 per route template, and the slowest interactions with what was clicked or typed in.
 */
export function SpeedTab() {
  const [days, setDays] = useState('28');
  const [device, setDevice] = useState<'' | DeviceClass>('');
  const { data, loading, error, refetch } = useQuery(FieldVitalsQueryDocument, {
    variables: { days: Number(days), device: device || null },
    fetchPolicy: 'cache-and-network',
  });
  const routesHeading = useId();
  const slowHeading = useId();
  const report = data?.fieldVitals;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          Speed
        </Heading>
        <Text color="fg.muted" textStyle="sm" maxW="3xl">
          Core Web Vitals measured in visitors&apos; browsers (a sample of page views). p75 is the value three page views in four meet or beat; the ratings follow Chrome&apos;s UX Report.
        </Text>
      </Stack>
      <HStack gap="4" wrap="wrap" align="end">
        <Box minW="48">
          <SelectField label="Period" options={PERIODS} value={days} onValueChange={setDays} />
        </Box>
        <Box minW="48">
          <SelectField label="Device" options={DEVICES} value={device} onValueChange={(value) => setDevice(value as '' | DeviceClass)} />
        </Box>
      </HStack>
      <DataView
        data={report}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(loaded) => loaded.routes.length === 0}
        placeholder={{ label: 'Loading field data...', variant: 'list', count: 3 }}
        errorTitle="We couldn't load the field data"
        empty={<EmptyState icon={Gauge} headingLevel="h3" title="No field data for this period yet." description="Page views report their speed when visitors leave or switch tabs; a sample of them appears here within a minute." />}
      >
        {(loaded) => (
          <Stack gap="6">
            <Text textStyle="sm">
              {formatDate(loaded.since)} to today · {pageViews(Math.max(0, ...loaded.overall.map((summary) => summary.samples)))} reported
            </Text>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 5 }} gap="3" aria-label="All routes, p75 per metric">
              {loaded.overall.map((summary) => (
                <MetricCard key={summary.metric} summary={summary} />
              ))}
            </SimpleGrid>
            <Stack gap="3">
              <Heading as="h3" size="md" id={routesHeading}>
                p75 by route
              </Heading>
              <RouteTable report={loaded} headingId={routesHeading} />
            </Stack>
            <Stack gap="3">
              <Heading as="h3" size="md" id={slowHeading}>
                Slowest interactions
              </Heading>
              <SlowInteractions report={loaded} headingId={slowHeading} />
            </Stack>
          </Stack>
        )}
      </DataView>
    </Stack>
  );
}
