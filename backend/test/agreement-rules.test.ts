import fc from 'fast-check';
import { completeTerms } from './agreement-fixtures';
import {
  AGREEMENT_MESSAGES,
  type AgreementTerms,
  agreementProblems,
  agreementTotals,
  agreementWarnings,
  changeOrderProblems,
  coolingOffEndsOn,
  currentTotals,
  depositNeedsConfirmation,
  estimateRuleProblem,
  formatCents,
  holdbackOf,
  hstOn,
  lineAmountCents,
  maxChargeableCents,
  paymentAmounts,
  type PriceLine,
  refundDueOn,
  withinCoolingOff,
} from '@marketplace/shared';

const line = fc.record<PriceLine>({
  description: fc.constant('Line'),
  quantity: fc.integer({ min: 1, max: 1_000_000 }).map((hundredths) => hundredths / 100),
  unitPriceCents: fc.integer({ min: 0, max: 1_000_000_000 }),
  kind: fc.constantFrom('estimate', 'fixed'),
  taxable: fc.boolean(),
});

describe('the agreement’s rules', () => {
  it('finds no problem in a complete agreement, and names each missing item of an empty one', () => {
    expect(agreementProblems(completeTerms())).toEqual([]);
    const empty = {
      homeowner: { name: '', workAddress: '' },
      contractor: { legalName: '', businessAddress: '', phone: '', email: '', representative: '' },
      work: { description: '', materials: '' },
      lines: [],
      payments: [],
      startDate: '',
      completionDate: '',
      permits: [],
      warranty: '',
      insurance: { status: 'none' },
      wsib: { status: 'none' },
    } satisfies AgreementTerms;
    expect(agreementProblems(empty).map((problem) => problem.field)).toEqual([
      'homeowner.name',
      'homeowner.workAddress',
      'contractor.legalName',
      'contractor.businessAddress',
      'contractor.phone',
      'contractor.email',
      'contractor.representative',
      'work.description',
      'work.materials',
      'lines',
      'payments',
      'startDate',
      'completionDate',
      'warranty',
    ]);
  });

  it('refuses invalid values with the message for each', () => {
    const terms = completeTerms();
    terms.contractor.hstNumber = '12345';
    terms.lines[1].quantity = 2.555;
    terms.lines[2].unitPriceCents = -1;
    terms.payments[2].amountCents = 100;
    terms.completionDate = '2027-01-10';
    terms.permits.push({ permit: '', obtainedBy: 'homeowner' });
    const problems = agreementProblems(terms);
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'contractor.hstNumber', message: AGREEMENT_MESSAGES.hstNumber },
        { field: 'lines.1.quantity', message: AGREEMENT_MESSAGES.quantity },
        { field: 'lines.2.unitPriceCents', message: AGREEMENT_MESSAGES.unitPrice },
        { field: 'payments.2.amount', message: AGREEMENT_MESSAGES.paymentAmount },
        { field: 'completionDate', message: AGREEMENT_MESSAGES.completionBeforeStart },
        { field: 'permits.1', message: AGREEMENT_MESSAGES.permit },
      ]),
    );
    // The HST number is optional (a business under $30,000 of revenue need not register), but then no line carries HST.
    const unregistered = { ...completeTerms(), contractor: { ...completeTerms().contractor, hstNumber: '' } };
    expect(agreementProblems(unregistered)).toEqual([{ field: 'contractor.hstNumber', message: AGREEMENT_MESSAGES.hstNotRegistered }]);
    expect(agreementProblems({ ...unregistered, lines: unregistered.lines.map((each) => ({ ...each, taxable: false })) })).toEqual([]);
    expect(agreementProblems({ ...completeTerms(), startDate: '2027-02-30' })).toEqual([{ field: 'startDate', message: AGREEMENT_MESSAGES.startDate }]);
  });

  it('refuses a schedule that does not add up to the total', () => {
    const terms = completeTerms();
    terms.payments = [
      { description: 'Deposit', amountCents: 100_000, dueOn: 'On signing', deposit: true },
      { description: 'Balance', basisPoints: 5000, dueOn: 'On completion' },
    ];
    expect(agreementProblems(terms)).toEqual([{ field: 'payments', message: AGREEMENT_MESSAGES.scheduleTotal }]);
  });

  it('adds HST at 13 % on the taxable lines only, to the cent', () => {
    const totals = agreementTotals(completeTerms().lines);
    // 8,500 + 3,150 + 12,000 + 980 = 24,630.00; taxable 23,650.00; HST 3,074.50.
    expect(totals).toEqual({
      subtotalCents: 2_463_000,
      estimateCents: 1_515_000,
      fixedCents: 948_000,
      taxableCents: 2_365_000,
      hstCents: 307_450,
      totalCents: 2_770_450,
    });
    expect(formatCents(totals.totalCents)).toBe('$27,704.50');
    expect(formatCents(-8000)).toBe('-$80.00');
    expect(hstOn(1)).toBe(0);
    expect(hstOn(4)).toBe(1); // 0.52 rounds up
    expect(lineAmountCents({ quantity: 2.5, unitPriceCents: 333 })).toBe(833); // 832.5 rounds half up
  });

  it('property: the total is exactly the lines plus their tax, with no drift', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), (lines) => {
        const totals = agreementTotals(lines);
        const sum = lines.reduce((cents, each) => cents + lineAmountCents(each), 0);
        const taxable = lines.filter((each) => each.taxable).reduce((cents, each) => cents + lineAmountCents(each), 0);
        expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
        expect(totals.subtotalCents).toBe(sum);
        expect(totals.estimateCents + totals.fixedCents).toBe(sum);
        expect(totals.totalCents).toBe(sum + totals.hstCents);
        // Rounded once: within half a cent of 13 % of the taxable amount.
        expect(Math.abs(totals.hstCents - taxable * 0.13)).toBeLessThanOrEqual(0.5 + 1e-6 * taxable);
        // Splitting the lines in two never changes the sum of the lines.
        const half = Math.floor(lines.length / 2);
        expect(agreementTotals(lines.slice(0, half)).subtotalCents + agreementTotals(lines.slice(half)).subtotalCents).toBe(sum);
      }),
      { numRuns: 300 },
    );
  });

  it('property: shares that add up to 100 % add up to the total, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 20 }), (total, weights) => {
        // Turn the weights into basis points that add up to exactly 10,000.
        const sum = weights.reduce((a, b) => a + b, 0);
        const points = weights.map((weight) => Math.floor((weight * 10_000) / sum));
        points[0] += 10_000 - points.reduce((a, b) => a + b, 0);
        fc.pre(points.every((each) => each > 0));
        const amounts = paymentAmounts(
          points.map((basisPoints) => ({ description: 'Step', basisPoints, dueOn: 'Then' })),
          total,
        );
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
        amounts.forEach((amount, index) => expect(Math.abs(amount - (total * points[index]) / 10_000)).toBeLessThan(1));
      }),
      { numRuns: 300 },
    );
  });

  it('warns of a deposit over 10 % and of a total outside the accepted bid', () => {
    const terms = completeTerms();
    expect(agreementWarnings(terms)).toEqual([]);
    expect(depositNeedsConfirmation(terms.payments, agreementTotals(terms.lines).totalCents)).toBe(false);
    terms.payments = [
      { description: 'Deposit', basisPoints: 2500, dueOn: 'On signing', deposit: true },
      { description: 'Balance', basisPoints: 7500, dueOn: 'On completion' },
    ];
    terms.acceptedBid = { minCents: 1_000_000, maxCents: 2_000_000, text: '$10,000 - $20,000' };
    terms.wsib = { status: 'none' };
    expect(agreementWarnings(terms).map((warning) => warning.message)).toEqual([AGREEMENT_MESSAGES.largeDeposit, AGREEMENT_MESSAGES.outsideBid, AGREEMENT_MESSAGES.noWsib]);
  });

  it('keeps back a 10 % holdback of each payment', () => {
    expect(holdbackOf(1_000_000)).toBe(100_000);
    expect(holdbackOf(15)).toBe(2); // 1.5 rounds half up
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => expect(Math.abs(holdbackOf(cents) * 10 - cents)).toBeLessThanOrEqual(5)));
  });

  it('refuses a charge more than 10 % over the signed estimate lines, unless a signed change order covers it', () => {
    const signed = agreementTotals(completeTerms().lines);
    // Fixed 9,480.00 + estimate 15,150.00 + 10 % of the estimate (1,515.00) = 26,145.00 before tax.
    expect(maxChargeableCents(signed)).toBe(2_614_500);
    expect(estimateRuleProblem(2_614_500, signed)).toBeUndefined();
    expect(estimateRuleProblem(2_614_501, signed)).toEqual({ field: 'amount', message: AGREEMENT_MESSAGES.estimateRule });
    expect(AGREEMENT_MESSAGES.estimateRule).toContain('10 %');
    expect(estimateRuleProblem(2_714_501, signed, 100_001)).toBeUndefined();
    // The current total after a signed change adds its lines.
    const change = { lines: [{ description: 'Pot lights', quantity: 8, unitPriceCents: 12_500, kind: 'fixed' as const, taxable: true }] };
    expect(currentTotals(completeTerms().lines, [change]).subtotalCents).toBe(2_463_000 + 100_000);
    expect(changeOrderProblems({ description: 'Add eight pot lights in the rec room', lines: change.lines })).toEqual([]);
    expect(changeOrderProblems({ description: '', lines: [{ ...change.lines[0], quantity: 0 }] }).map((problem) => problem.field)).toEqual(['description', 'lines.0.quantity']);
  });

  it('counts the 10-day cooling-off period on Toronto’s calendar from the day the copy arrived', () => {
    // Delivered at 11 p.m. in Toronto on March 1 (04:00 UTC on March 2): day 0 is March 1.
    const delivered = new Date('2027-03-02T04:00:00Z');
    expect(coolingOffEndsOn(delivered, delivered)).toBe('2027-03-11');
    expect(withinCoolingOff(new Date('2027-03-10T15:00:00Z'), delivered, delivered)).toBe(true); // day 9
    expect(withinCoolingOff(new Date('2027-03-12T03:59:00Z'), delivered, delivered)).toBe(true); // day 10, 11:59 p.m. EDT
    expect(withinCoolingOff(new Date('2027-03-12T15:00:00Z'), delivered, delivered)).toBe(false); // day 11
    // Without a delivered copy, a year from coming into force.
    expect(coolingOffEndsOn(null, delivered)).toBe('2028-02-29');
    expect(refundDueOn(new Date('2027-12-20T15:00:00Z'))).toBe('2028-01-04');
  });
});
