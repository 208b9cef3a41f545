import type { AgreementTerms } from '@marketplace/shared';

/** A complete agreement for a basement finish in Scarborough, as a contractor would prepare it. */
export function completeTerms(): AgreementTerms {
  return {
    homeowner: { name: 'Priya Raman', workAddress: '42 Birchmount Road, Toronto, ON M1N 3J5' },
    contractor: {
      legalName: 'Lakeshore Renovations Inc.',
      operatingName: 'Lakeshore Reno',
      businessAddress: '1200 Lakeshore Blvd W, Toronto, ON M6K 1E1',
      phone: '416-555-0142',
      email: 'office@lakeshorereno.ca',
      representative: 'Marco Bianchi',
      hstNumber: '123456789 RT0001',
    },
    work: {
      description: 'Finish the 700 sq ft basement: frame and insulate exterior walls, drywall, one 3-piece bathroom, LVP flooring throughout.',
      materials: 'Roxul R-14 insulation, 1/2" drywall, Moen fixtures, 6 mm LVP; the contractor supplies all materials.',
      subcontractors: 'Plumbing by Danforth Plumbing Ltd. (licensed); electrical by Volt Electric (ECRA/ESA licensed).',
    },
    lines: [
      { description: 'Framing and insulation', quantity: 1, unitPriceCents: 850_000, kind: 'fixed', taxable: true },
      { description: 'Drywall and finishing, per sq ft', quantity: 700, unitPriceCents: 450, kind: 'estimate', taxable: true },
      { description: 'Bathroom rough-in and fixtures', quantity: 1, unitPriceCents: 1_200_000, kind: 'estimate', taxable: true },
      { description: 'Building permit fee (at cost)', quantity: 1, unitPriceCents: 98_000, kind: 'fixed', taxable: false },
    ],
    payments: [
      { description: 'Deposit', basisPoints: 1000, dueOn: 'On signing', deposit: true },
      { description: 'Framing done', basisPoints: 4000, dueOn: 'When framing passes inspection' },
      { description: 'Completion', basisPoints: 5000, dueOn: 'On substantial completion' },
    ],
    startDate: '2027-01-11',
    completionDate: '2027-03-05',
    permits: [{ permit: 'Building permit (basement finish with bathroom)', obtainedBy: 'contractor' }],
    warranty: 'Two years on workmanship; manufacturers’ warranties on fixtures and flooring.',
    conditions: 'Work hours 8 a.m. to 6 p.m. on weekdays.',
    insurance: { status: 'verified', expiresOn: '2027-06-30', detail: 'Intact Insurance, $2,000,000' },
    wsib: { status: 'verified', expiresOn: '2027-02-28' },
    acceptedBid: { minCents: 2_500_000, maxCents: 3_500_000, text: '$25,000 - $35,000' },
  };
}


/** The same terms, under the name the PDF's tests use. */
export const torontoAgreementTerms = completeTerms;
