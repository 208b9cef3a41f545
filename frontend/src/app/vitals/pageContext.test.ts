import { ROUTE_TEMPLATES } from '@marketplace/shared';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../routes';
import { allRouteTemplates, connectionType, deviceClass, pageContextOf } from './pageContext';
import { routeTemplate } from './routeTemplate';
import { sampled } from './sampling';

const templateOf = (url: string) => routeTemplate(matchRoutes(appRoutes, url) ?? []);

it('names the route template a URL matches, never the URL itself', () => {
  expect(templateOf('/')).toBe('/');
  expect(templateOf('/project/1234?ref=email#bids')).toBe('/project/:id');
  expect(templateOf('/services/plumbing/toronto')).toBe('/services/:serviceSlug/:locationSlug');
  expect(templateOf('/notifications/settings')).toBe('/notifications/*');
  expect(templateOf('/no/such/page')).toBe('/*');
  expect(pageContextOf(templateOf('/contractor/abc-123'), 390, {})).toEqual({ route: '/contractor/:id', device: 'phone', connection: 'unknown' });
});

it('has the server accept exactly the templates of the route table', () => {
  expect([...allRouteTemplates(appRoutes)].sort()).toEqual([...ROUTE_TEMPLATES].sort());
});

it('classes devices by viewport width and reads the connection type when the browser has one', () => {
  expect([320, 599, 600, 1023, 1024, 1920].map(deviceClass)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop']);
  expect(connectionType({ connection: { effectiveType: '3g' } })).toBe('3g');
  expect(connectionType({ connection: { effectiveType: '5g' } })).toBe('unknown');
  expect(connectionType({})).toBe('unknown');
});

it('samples at the rate unless this browser says always or never', () => {
  expect(sampled(0.1, null, () => 0.05)).toBe(true);
  expect(sampled(0.1, null, () => 0.5)).toBe(false);
  expect(sampled(0, 'always', () => 0.99)).toBe(true);
  expect(sampled(1, 'never', () => 0)).toBe(false);
  expect(sampled(Number.NaN, null, () => 0)).toBe(false);
});
