import { businessJsonLd } from './businessJsonLd';

jest.mock('./siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

it('describes the business: type, opening hours, service area, payments, currency, price range, founding year, cities and offers', () => {
  const data = businessJsonLd() as Record<string, any>;
  expect(data['@type']).toBe('HomeAndConstructionBusiness');
  expect(data.openingHoursSpecification.map((h: any) => [h.dayOfWeek.length, h.opens, h.closes])).toEqual([
    [5, '08:00', '18:00'],
    [1, '09:00', '16:00'],
    [1, '10:00', '15:00'],
  ]);
  expect(data.serviceArea.geoRadius).toBe(50000);
  expect(data.paymentAccepted).toBe('Cash, Credit Card, Debit Card, Check, Bank Transfer');
  expect([data.currenciesAccepted, data.priceRange, data.foundingDate]).toEqual(['CAD', '$$', '2020']);
  // No rating of the marketplace itself: ratings belong to the pros, from homeowners who hired them.
  expect(data).not.toHaveProperty('aggregateRating');
  expect(data.areaServed.map((c: any) => c.name)).toEqual(['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan']);
  expect(data.hasOfferCatalog.itemListElement).toHaveLength(15);
});
