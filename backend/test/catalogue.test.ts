import categories from '../../frontend/src/content/categories.json';
import cities from '../../frontend/src/content/cities.json';
import { SERVICE_AREAS, TRADES } from '../src/shared/catalogue';
import { LICENCE_FOR_TRADE, POST_CATEGORY_TRADE, tradeForCategory } from '@marketplace/shared';

test("the one trade list and the service areas are the catalogue's categories and cities", () => {
  expect(TRADES.map(({ id, name }) => ({ id, name }))).toEqual(categories.filter((c) => c.name !== 'All Categories').map(({ id, name }) => ({ id, name })));
  expect(SERVICE_AREAS).toEqual(cities.map(({ slug, name }) => ({ slug, name })));
  const licensed = Object.keys(LICENCE_FOR_TRADE).map((id) => TRADES.find((t) => t.id === Number(id))?.name);
  expect(licensed).toEqual(['HVAC & Airduct', 'Electrician', 'EV Charging Solution']);
});

test("every post-form category maps onto a trade of the list; a trade's own name maps onto itself", () => {
  const ids = new Set<number>(TRADES.map((trade) => trade.id));
  for (const trade of Object.values(POST_CATEGORY_TRADE)) expect(ids.has(trade)).toBe(true);
  expect(tradeForCategory('Kitchen Renovation')).toBe(13);
  expect(tradeForCategory(' Plumbing ')).toBe(8);
  expect(tradeForCategory('Electrical')).toBe(9);
  expect(tradeForCategory('hvac & airduct')).toBe(4);
  expect(tradeForCategory('Custom Build')).toBe(12);
  expect(tradeForCategory('Something else entirely')).toBeUndefined();
});
