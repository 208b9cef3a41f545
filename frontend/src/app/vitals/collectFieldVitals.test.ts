import { beaconMetric, collectFieldVitals, FIELD_VITALS_ENDPOINT } from './collectFieldVitals';

type Listener = (metric: { name: string; value: number; attribution?: object }) => void;
const listeners: Record<string, Listener> = {};
// virtual: the test stands in for web-vitals whether or not the package is installed.
jest.mock(
  'web-vitals/attribution',
  () => Object.fromEntries(['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB'].map((on) => [on, (listener: Listener) => (listeners[on.slice(2)] = listener)])),
  { virtual: true },
);

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

it('sends what was reported as one beacon when the page is hidden, and nothing twice', () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true });
  window.innerWidth = 390;
  collectFieldVitals('/project/:id');
  expect(document.documentElement.dataset.fieldVitals).toBe('on');
  listeners.LCP({ name: 'LCP', value: 2104.56 });
  listeners.CLS({ name: 'CLS', value: 0.012345 });
  listeners.INP({
    name: 'INP',
    value: 248,
    attribution: { interactionTarget: 'main>button.bid', interactionType: 'pointer', processedEventEntries: [{ name: 'pointerdown', processingStart: 1, processingEnd: 2 }, { name: 'click', processingStart: 3, processingEnd: 90 }] },
  });
  hide();
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect(sendBeacon).toHaveBeenCalledWith(FIELD_VITALS_ENDPOINT, expect.any(String));
  expect(JSON.parse((sendBeacon.mock.calls[0] as unknown as [string, string])[1])).toEqual({
    route: '/project/:id',
    device: 'phone',
    connection: '4g',
    metrics: [
      { name: 'LCP', value: 2104.6 },
      { name: 'CLS', value: 0.0123 },
      { name: 'INP', value: 248, target: 'main>button.bid', event: 'click' },
    ],
  });
  hide();
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

it('keeps the INP attribution bounded and printable, and drops it when unusable', () => {
  const long = beaconMetric({ name: 'INP', value: 300, attribution: { interactionTarget: `div${'>span'.repeat(100)}`, interactionType: 'keyboard' } });
  // The parts nearest the element, within 100 characters.
  expect(long.target).toBe(Array.from({ length: 20 }, () => 'span').join('>'));
  expect(long.event).toBe('keyboard');
  expect(beaconMetric({ name: 'INP', value: 300, attribution: { interactionTarget: '' } })).toEqual({ name: 'INP', value: 300 });
  expect(beaconMetric({ name: 'INP', value: 300, attribution: { interactionTarget: 'div\u2028' } })).toEqual({ name: 'INP', value: 300 });
  expect(beaconMetric({ name: 'TTFB', value: 88.04 })).toEqual({ name: 'TTFB', value: 88 });
});

it('sends the selectors of the app\'s elements as web-vitals writes them, and reduces what reads as a phone number or an address', () => {
  const target = (interactionTarget: string) => beaconMetric({ name: 'INP', value: 300, attribution: { interactionTarget, interactionType: 'pointer' } }).target;
  for (const own of ['main>button.bid', '#menu:_r_1_:trigger', '#_R_2h_', 'div.chakra-stack.css-1x2y3z>button.chakra-button.css-9q8w7e', '#credential-42']) expect(target(own)).toBe(own);
  // An id that reads as a phone number is left out, with what is outside it; classes that do are dropped.
  expect(target('#Call-1-800-FAKE-support>div>button.chakra-button')).toBe('div>button.chakra-button');
  expect(target('#call-416-555-0199')).toBeUndefined();
  expect(target('a.evil.com')).toBe('a.evil');
  expect(target('div.wrap>button.visit-www-evil.chakra-button')).toBe('div.wrap>button.chakra-button');
  expect(target('section>div.Call us>button')).toBe('section>div>button');
});
