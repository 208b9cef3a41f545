import { contractorJsonLd } from './contractorJsonLd';

const profile = {
  id: 'abc123',
  businessName: 'Humber Valley Basements',
  bio: 'Basements in Etobicoke and Mimico since 2009.',
  logoUrl: null,
  serviceAreas: [{ name: 'Toronto' }, { name: 'Mississauga' }],
  trades: [{ name: 'Basement Finishing' }],
};

describe('contractorJsonLd', () => {
  it('carries the real aggregate rating when the contractor has reviews', () => {
    expect(contractorJsonLd({ ...profile, rating: { average: 4.5, count: 2 } })).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      name: 'Humber Valley Basements',
      areaServed: [{ '@type': 'City', name: 'Toronto' }, { '@type': 'City', name: 'Mississauga' }],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('claims no rating without reviews', () => {
    expect(contractorJsonLd({ ...profile, rating: { average: null, count: 0 } })).not.toHaveProperty('aggregateRating');
  });
});
