import categories from '../../frontend/src/data/categories.json';
import cities from '../../frontend/src/data/cities.json';
import { SERVICE_AREAS, TRADES } from '../src/shared/catalogue';
import { LICENCE_FOR_TRADE } from '@marketplace/rules';

test("the server's trades and service areas are the catalogue's categories and cities", () => {
  expect(TRADES).toEqual(categories.filter((c) => c.name !== 'All Categories').map(({ id, name }) => ({ id, name })));
  expect(SERVICE_AREAS).toEqual(cities.map(({ slug, name }) => ({ slug, name })));
  const licensed = Object.keys(LICENCE_FOR_TRADE).map((id) => TRADES.find((t) => t.id === Number(id))?.name);
  expect(licensed).toEqual(['HVAC & Airduct', 'Electrician', 'EV Charging Solution']);
});
