import { AGREEMENT_MESSAGES, agreementProblems, agreementTotals, changeOrderProblems, type AgreementTerms } from '@marketplace/shared';
import {
  blankChangeOrder,
  changeInputOf,
  changeTermsOf,
  dollarsToCents,
  errorsOf,
  formValuesOf,
  percentToBasisPoints,
  problemPlace,
  termsInputOf,
  termsOf,
  unreadableNumbers,
  type AgreementFormValues,
} from './formValues';

const KEPT = { insurance: { status: 'verified' }, wsib: { status: 'none' }, acceptedBid: { minCents: 1_500_000, maxCents: 2_000_000, text: '$15,000 - $20,000' } };

/** A complete agreement, as the server would hold it. */
const TERMS: AgreementTerms = {
  homeowner: { name: 'Priya Raman', workAddress: '12 Elm Ave, Toronto, ON M4W 1N4' },
  contractor: {
    legalName: 'Maple Leaf Renovations Inc.',
    operatingName: null,
    businessAddress: '400 Queen St W, Toronto, ON',
    phone: '416-555-0142',
    email: 'office@mapleleafreno.ca',
    representative: 'Dana Lee',
    hstNumber: '123456789 RT0001',
  },
  work: { description: 'Finish the basement: framing, insulation, drywall, pot lights and paint.', materials: 'Supplied by the contractor', subcontractors: null },
  lines: [
    { description: 'Labour', quantity: 1, unitPriceCents: 1_200_050, kind: 'estimate', taxable: true },
    { description: 'Permit fee at cost', quantity: 1, unitPriceCents: 45_000, kind: 'fixed', taxable: false },
  ],
  payments: [
    { description: 'Deposit', amountCents: null, basisPoints: 1000, dueOn: 'On signing', deposit: true },
    { description: 'Balance', amountCents: null, basisPoints: 9000, dueOn: 'On completion', deposit: false },
  ],
  startDate: '2027-01-11',
  completionDate: '2027-03-01',
  permits: [{ permit: 'Building permit', obtainedBy: 'contractor' }],
  warranty: 'Two years on workmanship.',
  conditions: null,
  ...KEPT,
};

it('reads dollars, quantities and percentages as typed, and refuses what is no number', () => {
  expect(dollarsToCents('1200')).toBe(120_000);
  expect(dollarsToCents('$1,200.5')).toBe(120_050);
  expect(dollarsToCents(' 0.07 ')).toBe(7);
  for (const bad of ['', '12.345', '-5', '1,20', 'abc', '$']) expect(dollarsToCents(bad)).toBeNaN();
  expect(percentToBasisPoints('10')).toBe(1000);
  expect(percentToBasisPoints('12.5 %')).toBe(1250);
  expect(percentToBasisPoints('ten')).toBeNaN();
});

it('round-trips the terms through the form without changing a cent', () => {
  const values = formValuesOf(TERMS);
  expect(values.lines[0].unitPrice).toBe('12000.50');
  expect(values.payments[0]).toMatchObject({ amountType: 'percent', amount: '10', deposit: true });
  const back = termsOf(values, KEPT);
  expect(back).toEqual(TERMS);
  expect(agreementProblems(back)).toEqual([]);
  expect(agreementTotals(back.lines).totalCents).toBe(agreementTotals(TERMS.lines).totalCents);
  // The API's input: the same numbers, its enum values.
  const input = termsInputOf(values);
  expect(input.lines?.[0]).toEqual({ description: 'Labour', quantity: 1, unitPriceCents: 1_200_050, kind: 'ESTIMATE', taxable: true });
  expect(input.payments?.[1]).toEqual({ description: 'Balance', amountCents: null, basisPoints: 9000, dueOn: 'On completion', deposit: false });
  expect(input.permits).toEqual([{ permit: 'Building permit', obtainedBy: 'CONTRACTOR' }]);
});

it('puts each of the rules’ problems under its field, with the rules’ own message', () => {
  const values: AgreementFormValues = formValuesOf(TERMS);
  values.homeowner.workAddress = '';
  values.lines[1].unitPrice = '4,50';
  values.payments[1].amount = '80';
  values.permits[0].permit = '';
  const problems = agreementProblems(termsOf(values, KEPT));
  // The schedule's sum is checked once the lines read: not yet.
  expect(problems.map((problem) => problem.field)).toEqual(['homeowner.workAddress', 'lines.1.unitPriceCents', 'permits.0']);
  const errors = errorsOf(problems) as { homeowner: { workAddress: string }; lines: Array<{ unitPrice?: string }>; permits: Array<{ permit: string }> };
  expect(errors.homeowner.workAddress).toBe(AGREEMENT_MESSAGES.workAddress);
  expect(errors.lines[1].unitPrice).toBe(AGREEMENT_MESSAGES.unitPrice);
  expect(errors.permits[0].permit).toBe(AGREEMENT_MESSAGES.permit);
  expect(problemPlace('lines.1.unitPriceCents')).toBe('Price line 2');
  expect(problemPlace('homeowner.workAddress')).toBeUndefined();
  // Text that is no number keeps a draft from being saved; an empty amount does not.
  expect(unreadableNumbers(values)).toEqual([{ field: 'lines.1.unitPriceCents', message: AGREEMENT_MESSAGES.unitPrice }]);
  values.lines[1].unitPrice = '450';
  values.payments[1].amount = '';
  expect(unreadableNumbers(values)).toEqual([]);
  expect(termsInputOf(values).payments?.[1]).toMatchObject({ amountCents: null, basisPoints: null });
});

it('sends a removed change-order line with a negative quantity', () => {
  const values = blankChangeOrder();
  values.description = 'Add an egress window in the back bedroom';
  values.lines = [
    { description: 'Egress window', quantity: '1', unitPrice: '2400', kind: 'fixed', taxable: true, change: 'add' },
    { description: 'Pot lights in the hall', quantity: '4', unitPrice: '150', kind: 'estimate', taxable: true, change: 'remove' },
  ];
  expect(changeOrderProblems(changeTermsOf(values))).toEqual([]);
  const input = changeInputOf(values);
  expect(input.lines?.map((line) => line.quantity)).toEqual([1, -4]);
  expect(input).toMatchObject({ scheduleChange: null, startDate: null, completionDate: null });
  expect(agreementTotals(changeTermsOf(values).lines).subtotalCents).toBe(240_000 - 60_000);
});
