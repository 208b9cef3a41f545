import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { FieldVitalsQueryDocument, formatVital, ratingOf, SpeedTab } from './SpeedTab';

const summary = (metric: string, p75: number | null, samples = 120, shares = { good: 0.8, needsImprovement: 0.15, poor: 0.05 }) => ({
  __typename: 'WebVitalSummary' as const,
  metric,
  samples: p75 === null ? 0 : samples,
  p75,
  ...(p75 === null ? { good: 0, needsImprovement: 0, poor: 0 } : shares),
});

const metrics = (values: Record<string, number | null>) => ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((metric) => summary(metric, values[metric] ?? null));

const report = (days: number, overrides: object = {}) => ({
  data: {
    fieldVitals: {
      __typename: 'FieldVitals' as const,
      days,
      since: days === 28 ? '2030-02-06' : '2030-02-27',
      device: null,
      overall: metrics({ LCP: 2300, INP: 260, CLS: 0.04, FCP: 1200, TTFB: 420 }),
      routes: [
        { __typename: 'RouteWebVitals' as const, route: '/project/:id', metrics: metrics({ LCP: 2900, INP: 260, CLS: 0.04, FCP: 1400, TTFB: 480 }) },
        { __typename: 'RouteWebVitals' as const, route: '/', metrics: metrics({ LCP: 1800, INP: 90, CLS: 0.3, FCP: 900, TTFB: 300 }) },
      ],
      slowInteractions: [
        { __typename: 'SlowInteraction' as const, day: '2030-03-04', route: '/project/:id', device: 'PHONE', value: 640, target: 'main>form>button.submit-bid', eventType: 'click' },
      ],
      ...overrides,
    },
  },
});

const mock = (days: number, device: string | null, result = report(days)) => ({ request: { query: FieldVitalsQueryDocument, variables: { days, device } }, result, maxUsageCount: 5 });

it('rates and formats values as Chrome UX Report does', () => {
  expect([ratingOf('LCP', 2500), ratingOf('LCP', 2501), ratingOf('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'poor']);
  expect([ratingOf('CLS', 0.1), ratingOf('CLS', 0.25), ratingOf('CLS', 0.26)]).toEqual(['good', 'needs-improvement', 'poor']);
  expect([formatVital('INP', 248.4), formatVital('LCP', 2345), formatVital('CLS', 0.041)]).toEqual(['248 ms', '2.3 s', '0.04']);
});

it('shows p75 per metric with its rating and shares, p75 per route, and the slowest interactions', async () => {
  const { container } = renderWithApp(<SpeedTab />, { mocks: [mock(28, null)] });
  const lcp = await screen.findByRole('listitem', { name: 'Largest Contentful Paint (LCP)' });
  expect(within(lcp).getByText('2.3 s')).toBeInTheDocument();
  expect(within(lcp).getByText('Good')).toBeInTheDocument();
  expect(within(lcp).getByText('Good 80% · Needs improvement 15% · Poor 5%')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Interaction to Next Paint (INP)' })).getByText('Needs improvement')).toBeInTheDocument();

  const routes = screen.getByRole('table', { name: 'p75 by route' });
  const project = within(routes).getByRole('row', { name: /\/project\/:id/ });
  expect(within(project).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2.9 sNeeds improvement', '260 msNeeds improvement', '0.04Good', '1.4 sGood', '480 msGood', '120']);
  expect(within(within(routes).getByRole('row', { name: /^\/ / })).getByText('0.30')).toBeInTheDocument();

  const slow = screen.getByRole('table', { name: 'Slowest interactions' });
  const row = within(slow).getAllByRole('row')[1];
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['640 msPoor', 'click', 'main>form>button.submit-bid', '/project/:id', 'Phone', 'Mar 4, 2030']);
  expect(screen.getByText(/Feb 6, 2030 to today/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('switches to the last 7 days and to one device class by keyboard', async () => {
  const user = userEvent.setup({ delay: null });
  const week = report(7, { routes: [] });
  renderWithApp(<SpeedTab />, { mocks: [mock(28, null), mock(7, null, week), mock(7, 'PHONE', week)] });
  await screen.findByRole('table', { name: 'p75 by route' });
  await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
  expect(await screen.findByRole('heading', { name: 'No field data for this period yet.' })).toBeInTheDocument();
  screen.getByLabelText('Device').focus();
  await user.selectOptions(screen.getByLabelText('Device'), 'Phones');
  await waitFor(() => expect(screen.getByLabelText('Device')).toHaveValue('PHONE'));
  expect(await screen.findByRole('heading', { name: 'No field data for this period yet.' })).toBeInTheDocument();
});
