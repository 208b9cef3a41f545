import fc from 'fast-check';
import { completeTerms } from './agreement-fixtures';
import {
  AGREEMENT_MESSAGES,
  agreementTotals,
  holdbackOf,
  holdbackReleaseAmounts,
  holdbackReleaseOn,
  hstOn,
  type InvoiceAmounts,
  invoiceAmounts,
  invoiceRoomCents,
  invoiceRuleProblem,
  type Ledger,
  ledger,
  type LedgerInvoice,
  type LedgerPayment,
  MIN_INVOICE_CENTS,
  nonPaymentNoticeProblems,
  PAYMENT_MESSAGES,
  paymentClock,
  paymentRecordProblems,
  type ProperInvoiceDraft,
  properInvoiceProblems,
  remindersDue,
} from '@marketplace/shared';

/** A work invoice of `amountCents` before tax, after those already in `invoices`. */
function nextInvoice(invoices: readonly LedgerInvoice[], amountCents: number, taxable = true, hstRegistered = true): LedgerInvoice {
  const { invoicedBefore } = ledger({ agreementTotalCents: 0, signedChangeCents: 0, invoices, payments: [] });
  return { kind: 'work', ...invoiceAmounts({ amountCents, taxable, hstRegistered, invoicedBefore }) };
}

const isCents = (value: number) => Number.isSafeInteger(value);

describe('invoice amounts: HST and the 10 % holdback', () => {
  it('keeps back 10 % of the price before tax, and the HST on it until the holdback is released', () => {
    // $60,000 of work supplied, all taxable: the worked example Ontario construction lawyers give.
    expect(invoiceAmounts({ amountCents: 6_000_000, taxable: true, hstRegistered: true })).toEqual({
      subtotalCents: 6_000_000,
      taxableCents: 6_000_000,
      hstCents: 780_000,
      totalCents: 6_780_000,
      holdbackCents: 600_000,
      holdbackHstCents: 78_000,
      keptBackCents: 678_000,
      payableNowCents: 6_102_000,
    });
  });

  it('taxes only the taxable lines, and nothing for a contractor not registered for HST', () => {
    // The fixture's lines: $23,650 taxable work and a $980 permit fee at cost.
    const { lines } = completeTerms();
    const amounts = invoiceAmounts({ lines, hstRegistered: true });
    expect(amounts).toEqual({
      subtotalCents: 2_463_000,
      taxableCents: 2_365_000,
      hstCents: 307_450,
      totalCents: 2_770_450,
      holdbackCents: 246_300,
      holdbackHstCents: 30_745,
      keptBackCents: 277_045,
      payableNowCents: 2_493_405,
    });
    expect(amounts.totalCents).toBe(agreementTotals(lines).totalCents);
    const unregistered = invoiceAmounts({ lines, hstRegistered: false });
    expect(unregistered).toMatchObject({ taxableCents: 0, hstCents: 0, holdbackHstCents: 0, totalCents: 2_463_000, holdbackCents: 246_300, payableNowCents: 2_216_700 });
    expect(invoiceAmounts({ amountCents: 98_000, taxable: false, hstRegistered: true })).toMatchObject({ hstCents: 0, holdbackCents: 9_800, payableNowCents: 88_200 });
  });

  it('property: every invoice adds up, to the cent, and the running totals round once', () => {
    const invoice = fc.record({ amountCents: fc.integer({ min: MIN_INVOICE_CENTS, max: 500_000_000 }), taxable: fc.boolean() });
    fc.assert(
      fc.property(fc.array(invoice, { minLength: 1, maxLength: 25 }), fc.boolean(), (drafts, hstRegistered) => {
        const invoices: InvoiceAmounts[] = [];
        const invoicedBefore = { subtotalCents: 0, taxableCents: 0 };
        for (const draft of drafts) {
          const invoice = invoiceAmounts({ ...draft, hstRegistered, invoicedBefore: { ...invoicedBefore } });
          invoicedBefore.subtotalCents += invoice.subtotalCents;
          invoicedBefore.taxableCents += invoice.taxableCents;
          invoices.push(invoice);
        }
        for (const each of invoices) {
          // One check per invoice (an expect() each would make this test slow); the names say which rule broke.
          const broken = Object.entries({
            integers: Object.values(each).every(isCents),
            total: each.totalCents === each.subtotalCents + each.hstCents,
            keptBack: each.keptBackCents === each.holdbackCents + each.holdbackHstCents,
            payable: each.payableNowCents + each.keptBackCents === each.totalCents,
            payablePositive: each.payableNowCents > 0,
            holdbackWithinSubtotal: each.holdbackCents >= 0 && each.holdbackCents <= each.subtotalCents,
            holdbackHstNotNegative: each.holdbackHstCents >= 0,
            noTaxUnregistered: hstRegistered || each.hstCents + each.holdbackHstCents === 0,
          }).filter(([, holds]) => !holds);
          expect(broken).toEqual([]);
        }
        const sum = (pick: (each: InvoiceAmounts) => number) => invoices.reduce((total, each) => total + pick(each), 0);
        const subtotal = sum((each) => each.subtotalCents);
        const taxable = sum((each) => each.taxableCents);
        // However the work is split into invoices, the tax and the holdback are those of the whole.
        expect(sum((each) => each.hstCents)).toBe(hstOn(taxable));
        expect(sum((each) => each.holdbackCents)).toBe(holdbackOf(subtotal));
        expect(sum((each) => each.holdbackHstCents)).toBe(hstOn(holdbackOf(taxable)));
      }),
    );
  });

  it('property: what an invoice keeps back is within a cent of 10 % of its total, as the signed schedule shows it', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_INVOICE_CENTS, max: 1_000_000_000 }), (amountCents) => {
        const amounts = invoiceAmounts({ amountCents, taxable: true, hstRegistered: true });
        expect(Math.abs(amounts.keptBackCents - holdbackOf(amounts.totalCents))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('property: invoices that cover the agreement’s lines add up to its total exactly', () => {
    const line = fc.record({
      description: fc.constant('Line'),
      quantity: fc.integer({ min: 1, max: 100_000 }).map((hundredths) => hundredths / 100),
      unitPriceCents: fc.integer({ min: 100, max: 10_000_000 }),
      kind: fc.constantFrom('estimate' as const, 'fixed' as const),
      taxable: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.array(fc.nat(), { maxLength: 19 }), (lines, cuts) => {
        // Split the lines into consecutive invoices at the cut points.
        const points = [...new Set(cuts.map((cut) => cut % lines.length))].filter((cut) => cut > 0).sort((a, b) => a - b);
        const groups = [0, ...points].map((from, index, all) => lines.slice(from, all[index + 1] ?? lines.length));
        const invoices: LedgerInvoice[] = [];
        for (const group of groups) {
          const { invoicedBefore } = ledger({ agreementTotalCents: 0, signedChangeCents: 0, invoices, payments: [] });
          invoices.push({ kind: 'work', ...invoiceAmounts({ lines: group, hstRegistered: true, invoicedBefore }) });
        }
        const totals = agreementTotals(lines);
        const book = ledger({ agreementTotalCents: totals.totalCents, signedChangeCents: 0, invoices, payments: [] });
        expect(book.invoicedCents).toBe(totals.totalCents);
        expect(book.invoicedBefore).toEqual({ subtotalCents: totals.subtotalCents, taxableCents: totals.taxableCents });
        expect(book.holdbackKeptCents).toBe(holdbackOf(totals.subtotalCents) + hstOn(holdbackOf(totals.taxableCents)));
      }),
    );
  });
});

describe('the 10 % estimate rule for invoices', () => {
  // The fixture: fixed lines $9,480 (framing and the permit), estimate lines $15,150 (drywall and bathroom).
  const limits = { fixedCents: 948_000, estimateCents: 1_515_000 };

  it('refuses an invoice that takes the work invoiced beyond the signed totals plus 10 % of the estimate lines', () => {
    expect(agreementTotals(completeTerms().lines)).toMatchObject(limits);
    // The most: $9,480 + $15,150 + $1,515 = $26,145 before tax.
    expect(invoiceRoomCents(0, limits)).toBe(2_614_500);
    expect(invoiceRuleProblem(2_000_000, 614_500, limits)).toBeUndefined();
    expect(invoiceRuleProblem(2_000_000, 614_501, limits)).toEqual({ field: 'amount', message: AGREEMENT_MESSAGES.estimateRule });
    expect(PAYMENT_MESSAGES.estimateRule).toBe(AGREEMENT_MESSAGES.estimateRule);
    expect(invoiceRoomCents(2_614_501, limits)).toBe(-1);
  });

  it('lets signed change orders raise the limit, and lower it when they removed work', () => {
    expect(invoiceRuleProblem(2_000_000, 714_500, { ...limits, signedChangeCents: 100_000 })).toBeUndefined();
    expect(invoiceRuleProblem(2_000_000, 714_501, { ...limits, signedChangeCents: 100_000 })?.message).toBe(AGREEMENT_MESSAGES.estimateRule);
    expect(invoiceRuleProblem(2_000_000, 564_501, { ...limits, signedChangeCents: -50_000 })?.message).toBe(AGREEMENT_MESSAGES.estimateRule);
  });
});

describe('the proper invoice', () => {
  const draft = (): ProperInvoiceDraft => ({
    contractor: { name: 'Lakeshore Renovations Inc.', address: '1200 Lakeshore Blvd W, Toronto, ON M6K 1E1', hstNumber: '123456789 RT0001' },
    issuedOn: '2027-02-01',
    periodStart: '2027-01-11',
    periodEnd: '2027-01-29',
    agreementReference: 'Agreement A-2027-0042',
    description: 'Framing and insulation of the basement’s exterior walls, inspected January 28.',
    subtotalCents: 850_000,
    hstCents: 110_500,
    paymentContact: { name: 'Marco Bianchi', title: 'Owner', phone: '416-555-0142', address: '1200 Lakeshore Blvd W, Toronto, ON M6K 1E1' },
  });

  it('finds nothing missing in a complete invoice', () => {
    expect(properInvoiceProblems(draft())).toEqual([]);
  });

  it('names every missing item of an empty one, in reading order', () => {
    const empty: ProperInvoiceDraft = {
      contractor: { name: '', address: '' },
      issuedOn: '',
      periodStart: '',
      periodEnd: '',
      agreementReference: ' ',
      description: '',
      subtotalCents: 0,
      hstCents: 100,
      paymentContact: { name: '', phone: '', address: '' },
    };
    expect(properInvoiceProblems(empty)).toEqual([
      { field: 'contractor.name', message: PAYMENT_MESSAGES.contractorName },
      { field: 'contractor.address', message: PAYMENT_MESSAGES.contractorAddress },
      { field: 'contractor.hstNumber', message: PAYMENT_MESSAGES.hstNumber },
      { field: 'issuedOn', message: PAYMENT_MESSAGES.issuedOn },
      { field: 'period', message: PAYMENT_MESSAGES.period },
      { field: 'agreementReference', message: PAYMENT_MESSAGES.agreementReference },
      { field: 'description', message: PAYMENT_MESSAGES.description },
      { field: 'amount', message: PAYMENT_MESSAGES.amount },
      { field: 'paymentContact.name', message: PAYMENT_MESSAGES.paymentContactName },
      { field: 'paymentContact.phone', message: PAYMENT_MESSAGES.paymentContactPhone },
      { field: 'paymentContact.address', message: PAYMENT_MESSAGES.paymentContactAddress },
    ]);
  });

  it('refuses a period that ends after the invoice date or before it starts, a 99-cent invoice, and text that is too long', () => {
    expect(properInvoiceProblems({ ...draft(), periodEnd: '2027-02-02' })).toEqual([{ field: 'period', message: PAYMENT_MESSAGES.periodAfterIssue }]);
    expect(properInvoiceProblems({ ...draft(), periodEnd: '2027-01-10' })).toEqual([{ field: 'period', message: PAYMENT_MESSAGES.period }]);
    expect(properInvoiceProblems({ ...draft(), periodStart: '2027-02-30' })).toEqual([{ field: 'period', message: PAYMENT_MESSAGES.period }]);
    expect(properInvoiceProblems({ ...draft(), subtotalCents: 99 })).toEqual([{ field: 'amount', message: PAYMENT_MESSAGES.amount }]);
    expect(properInvoiceProblems({ ...draft(), subtotalCents: 100.5 })).toEqual([{ field: 'amount', message: PAYMENT_MESSAGES.amount }]);
    expect(properInvoiceProblems({ ...draft(), description: 'x'.repeat(4001) })).toEqual([{ field: 'description', message: PAYMENT_MESSAGES.tooLong(4000) }]);
    // No HST charged: no HST number needed.
    expect(properInvoiceProblems({ ...draft(), hstCents: 0, contractor: { ...draft().contractor, hstNumber: null } })).toEqual([]);
  });
});

describe('the prompt-payment clock: 28 days to pay, 14 to give a notice of non-payment, on Toronto’s calendar', () => {
  it('counts from the day the invoice was given, that day not counted', () => {
    const at = (iso: string) => paymentClock('2027-03-01', new Date(iso));
    // Noon in Toronto on each day.
    expect(at('2027-03-01T17:00:00Z')).toEqual({
      issuedOn: '2027-03-01',
      dueOn: '2027-03-29',
      noticeDeadline: '2027-03-15',
      state: 'notice-possible',
      daysLeft: 28,
      label: 'notice of non-payment possible until Mar 15, 2027',
    });
    expect(at('2027-03-15T16:00:00Z')).toMatchObject({ state: 'notice-possible', daysLeft: 14 });
    expect(at('2027-03-16T16:00:00Z')).toMatchObject({ state: 'due', daysLeft: 13, label: 'due in 13 days' });
    expect(at('2027-03-17T16:00:00Z')).toMatchObject({ state: 'due', daysLeft: 12, label: 'due in 12 days' });
    expect(at('2027-03-28T16:00:00Z')).toMatchObject({ state: 'due', daysLeft: 1, label: 'due tomorrow' });
    expect(at('2027-03-29T16:00:00Z')).toMatchObject({ state: 'due', daysLeft: 0, label: 'due today' });
    expect(at('2027-03-30T16:00:00Z')).toMatchObject({ state: 'overdue', daysLeft: -1, label: 'overdue: it was due on Mar 29, 2027' });
  });

  it('reads an invoice given late in the evening as given that day in Toronto, across the spring change to daylight time', () => {
    // 11:30 p.m. on February 28 in Toronto (EST, UTC-5) is already March 1 in UTC.
    const issuedAt = new Date('2027-03-01T04:30:00Z');
    const clock = (iso: string) => paymentClock(issuedAt, new Date(iso));
    expect(clock('2027-03-01T04:31:00Z')).toMatchObject({ issuedOn: '2027-02-28', dueOn: '2027-03-28', noticeDeadline: '2027-03-14' });
    // Clocks go forward on March 14, 2027 (EDT, UTC-4): the notice may still be given until 11:59 p.m. that day...
    expect(clock('2027-03-15T03:59:00Z')).toMatchObject({ state: 'notice-possible', daysLeft: 14 });
    // ...and not at midnight, an hour earlier in UTC than it was in winter.
    expect(clock('2027-03-15T04:00:00Z')).toMatchObject({ state: 'due', daysLeft: 13 });
    expect(clock('2027-03-29T03:59:00Z')).toMatchObject({ state: 'due', daysLeft: 0, label: 'due today' });
    expect(clock('2027-03-29T04:00:00Z')).toMatchObject({ state: 'overdue', daysLeft: -1 });
    // Midnight in Toronto on March 1 is given on March 1.
    expect(paymentClock(new Date('2027-03-01T05:00:00Z'), new Date('2027-03-01T05:00:00Z'))).toMatchObject({ issuedOn: '2027-03-01', dueOn: '2027-03-29' });
  });

  it('counts the same across the autumn change back to standard time', () => {
    // 11:30 p.m. on October 20 in Toronto (EDT, UTC-4); clocks go back on November 7, 2027.
    const issuedAt = new Date('2027-10-21T03:30:00Z');
    const clock = (iso: string) => paymentClock(issuedAt, new Date(iso));
    expect(clock('2027-10-21T03:31:00Z')).toMatchObject({ issuedOn: '2027-10-20', dueOn: '2027-11-17', noticeDeadline: '2027-11-03', daysLeft: 28 });
    expect(clock('2027-11-04T03:59:00Z')).toMatchObject({ state: 'notice-possible' });
    expect(clock('2027-11-04T04:00:00Z')).toMatchObject({ state: 'due', daysLeft: 13 });
    // After the change Toronto is UTC-5: 11:59 p.m. on the due day is 04:59 UTC the next day.
    expect(clock('2027-11-18T04:59:00Z')).toMatchObject({ state: 'due', daysLeft: 0 });
    expect(clock('2027-11-18T05:00:00Z')).toMatchObject({ state: 'overdue', daysLeft: -1 });
    expect(paymentClock('2027-10-20', new Date('2027-10-20T16:00:00Z'))).toMatchObject({ dueOn: '2027-11-17', noticeDeadline: '2027-11-03' });
  });

  it('shows a notice of non-payment, and a payment, whatever the day', () => {
    const notice = { sentAt: new Date('2027-03-06T02:00:00Z') }; // 9 p.m. on March 5 in Toronto
    expect(paymentClock('2027-03-01', new Date('2027-04-10T16:00:00Z'), notice)).toMatchObject({
      state: 'disputed',
      label: 'notice of non-payment given on Mar 5, 2027; the rest is due by Mar 29, 2027',
    });
    expect(paymentClock('2027-03-01', new Date('2027-04-10T16:00:00Z'), notice, '2027-03-20')).toMatchObject({ state: 'paid', label: 'paid on Mar 20, 2027' });
  });

  it('property: the due day is 28 calendar days after the Toronto day the invoice was given, at any moment of any year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }), (issuedAt) => {
        const clock = paymentClock(issuedAt, issuedAt);
        const [year, month, day] = clock.issuedOn.split('-').map(Number);
        const due = new Date(Date.UTC(year, month - 1, day + 28)).toISOString().slice(0, 10);
        expect(clock.dueOn).toBe(due);
        expect(clock.daysLeft).toBe(28);
        expect(clock.state).toBe('notice-possible');
      }),
    );
  });
});

describe('the reminders the clock sends', () => {
  const invoice = { issuedOn: '2027-03-01', payableNowCents: 6_102_000 };
  const on = (day: string, hour = '16:00') => new Date(`${day}T${hour}:00Z`);

  it('reminds of the notice period’s end, of the due day, and of an overdue invoice, each over its window', () => {
    expect(remindersDue(invoice, on('2027-03-11'))).toEqual([]);
    expect(remindersDue(invoice, on('2027-03-12'))).toEqual(['notice-period-ending']);
    expect(remindersDue(invoice, on('2027-03-15'))).toEqual(['notice-period-ending']);
    expect(remindersDue(invoice, on('2027-03-16'))).toEqual([]);
    expect(remindersDue(invoice, on('2027-03-25'))).toEqual([]);
    expect(remindersDue(invoice, on('2027-03-26'))).toEqual(['due-in-3-days']);
    expect(remindersDue(invoice, on('2027-03-29'))).toEqual(['due-in-3-days']);
    expect(remindersDue(invoice, on('2027-03-30'))).toEqual(['overdue']);
    // 11:30 p.m. on March 29 in Toronto is March 30 in UTC: not overdue yet.
    expect(remindersDue(invoice, new Date('2027-03-30T03:30:00Z'))).toEqual(['due-in-3-days']);
  });

  it('sends none for a paid invoice, and none about the notice once one was given', () => {
    expect(remindersDue({ ...invoice, paidAt: '2027-03-20' }, on('2027-04-10'))).toEqual([]);
    const partial = { ...invoice, notice: { sentAt: '2027-03-05', amountCents: 100_000 } };
    expect(remindersDue(partial, on('2027-03-13'))).toEqual([]);
    expect(remindersDue(partial, on('2027-03-27'))).toEqual(['due-in-3-days']);
    expect(remindersDue(partial, on('2027-04-02'))).toEqual(['overdue']);
    // A notice that holds back all that was payable leaves nothing due.
    const whole = { ...invoice, notice: { sentAt: '2027-03-05', amountCents: 6_102_000 } };
    expect(remindersDue(whole, on('2027-03-27'))).toEqual([]);
    expect(remindersDue(whole, on('2027-04-02'))).toEqual([]);
  });

  it('property: a job that runs at random times, at least once a day, sends each reminder once, inside its window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 24 * 60 }), { minLength: 60, maxLength: 60 }), (gapsInMinutes) => {
        const sent = new Map<string, string>();
        let now = new Date('2027-03-01T05:00:00Z').getTime();
        for (const gap of gapsInMinutes) {
          now += gap * 60_000;
          for (const reminder of remindersDue(invoice, new Date(now))) {
            if (!sent.has(reminder)) sent.set(reminder, new Date(now).toISOString());
          }
        }
        const end = now;
        // Each window is longer than a day, so a job that ran past a window's end ran inside it.
        const reached = (iso: string) => end >= new Date(iso).getTime();
        // Windows in UTC: March 12 is still on EST (UTC-5), the later days on EDT (UTC-4).
        if (reached('2027-03-16T04:00:00Z')) expect(sent.has('notice-period-ending')).toBe(true);
        if (reached('2027-03-30T04:00:00Z')) expect(sent.has('due-in-3-days')).toBe(true);
        if (reached('2027-03-31T04:00:00Z')) expect(sent.has('overdue')).toBe(true);
        const inWindow = (reminder: string, from: string, to: string) => {
          const at = sent.get(reminder);
          if (at) expect(at >= from && at < to).toBe(true);
        };
        inWindow('notice-period-ending', '2027-03-12T05:00:00.000Z', '2027-03-16T04:00:00.000Z');
        inWindow('due-in-3-days', '2027-03-26T04:00:00.000Z', '2027-03-30T04:00:00.000Z');
        inWindow('overdue', '2027-03-30T04:00:00.000Z', '9999');
      }),
    );
  });
});

describe('the notice of non-payment and recorded payments', () => {
  const invoice = { issuedOn: '2027-03-01', payableNowCents: 6_102_000 };

  it('takes a notice within the 14 days, for part or all of what is payable, with reasons', () => {
    const notice = { amountCents: 250_000, reasons: 'The drywall in the east wall is cracked and must be redone.' };
    expect(nonPaymentNoticeProblems(notice, invoice, new Date('2027-03-16T03:59:00Z'))).toEqual([]);
    expect(nonPaymentNoticeProblems(notice, invoice, new Date('2027-03-16T04:00:00Z'))).toEqual([{ field: 'notice', message: PAYMENT_MESSAGES.noticeTooLate }]);
    expect(nonPaymentNoticeProblems({ amountCents: 6_102_001, reasons: 'short' }, invoice, new Date('2027-03-02T16:00:00Z'))).toEqual([
      { field: 'amountCents', message: PAYMENT_MESSAGES.noticeAmount },
      { field: 'reasons', message: PAYMENT_MESSAGES.noticeReasons },
    ]);
    expect(nonPaymentNoticeProblems({ amountCents: 0, reasons: notice.reasons }, invoice, new Date('2027-03-02T16:00:00Z'))).toEqual([{ field: 'amountCents', message: PAYMENT_MESSAGES.noticeAmount }]);
  });

  it('records a payment with an amount, a method and a day that is not in the future', () => {
    const now = new Date('2027-03-21T03:00:00Z'); // 11 p.m. on March 20 in Toronto
    expect(paymentRecordProblems({ amountCents: 6_102_000, method: 'e-transfer', paidOn: '2027-03-20', reference: 'CA1xYz' }, now)).toEqual([]);
    expect(paymentRecordProblems({ amountCents: -1, method: 'bitcoin', paidOn: '2027-03-21', reference: 'x'.repeat(121) }, now).map((problem) => problem.field)).toEqual([
      'amountCents',
      'method',
      'paidOn',
      'reference',
    ]);
  });
});

describe('the holdback’s release', () => {
  it('falls due 60 days after substantial performance was confirmed, on Toronto’s calendar', () => {
    expect(holdbackReleaseOn('2027-03-05')).toBe('2027-05-04');
    // Confirmed at 11:30 p.m. on March 5 in Toronto.
    expect(holdbackReleaseOn(new Date('2027-03-06T04:30:00Z'))).toBe('2027-05-04');
    expect(holdbackReleaseOn('2027-11-30')).toBe('2028-01-29');
    expect(PAYMENT_MESSAGES.holdbackReleaseOn('2027-05-04')).toBe('The holdback falls due on May 4, 2027, 60 days after substantial performance was confirmed');
  });
});

describe('the ledger', () => {
  const payment = fc.record<LedgerPayment>({ amountCents: fc.integer({ min: 1, max: 100_000_000 }), confirmed: fc.boolean() });
  const draft = fc.record({ amountCents: fc.integer({ min: MIN_INVOICE_CENTS, max: 100_000_000 }), taxable: fc.boolean() });
  /** A random job: work invoices in order, perhaps a release of part of the holdback kept so far, payments. */
  const job = fc
    .record({
      drafts: fc.array(draft, { maxLength: 12 }),
      releaseAfter: fc.option(fc.nat({ max: 12 })),
      payments: fc.array(payment, { maxLength: 15 }),
      agreed: fc.integer({ min: 0, max: 2_000_000_000 }),
      change: fc.integer({ min: -100_000_000, max: 100_000_000 }),
    })
    .map(({ drafts, releaseAfter, payments, agreed, change }) => {
      const invoices: LedgerInvoice[] = [];
      drafts.forEach((each, index) => {
        invoices.push(nextInvoice(invoices, each.amountCents, each.taxable));
        if (releaseAfter === index) {
          const { holdbackToRelease } = ledger({ agreementTotalCents: 0, signedChangeCents: 0, invoices, payments: [] });
          invoices.push({ kind: 'holdback-release', ...holdbackReleaseAmounts(holdbackToRelease) });
        }
      });
      return { agreementTotalCents: agreed, signedChangeCents: change, invoices, payments };
    });

  const invariants = (input: Parameters<typeof ledger>[0], book: Ledger) => {
    const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);
    const work = input.invoices.filter((each) => each.kind === 'work');
    const releases = input.invoices.filter((each) => each.kind === 'holdback-release');
    expect(Object.values(book).filter((value) => typeof value === 'number').every(isCents)).toBe(true);
    // 1. The contract is what was agreed plus what signed change orders added.
    expect(book.contractTotalCents).toBe(book.agreedCents + book.changeOrdersCents);
    // 2. Each column is the plain sum of its rows.
    expect(book.invoicedCents).toBe(sum(work, (each) => each.totalCents));
    expect(book.holdbackKeptCents).toBe(sum(work, (each) => each.keptBackCents));
    expect(book.holdbackReleasedCents).toBe(sum(releases, (each) => each.totalCents));
    expect(book.payableCents).toBe(sum(input.invoices, (each) => each.payableNowCents));
    expect(book.paidCents).toBe(sum(input.payments, (each) => each.amountCents));
    expect(book.confirmedCents).toBe(sum(input.payments.filter((each) => each.confirmed), (each) => each.amountCents));
    // 3. What is payable is what was invoiced, less the holdback still kept back.
    expect(book.holdbackDueCents).toBe(book.holdbackKeptCents - book.holdbackReleasedCents);
    expect(book.payableCents).toBe(book.invoicedCents - book.holdbackDueCents);
    expect(book.holdbackDueCents).toBe(book.holdbackToRelease.subtotalCents + book.holdbackToRelease.hstCents);
    expect(book.holdbackDueCents).toBeGreaterThanOrEqual(0);
    // 4. Outstanding = invoiced − holdback still kept − confirmed payments (or, past zero, overpaid).
    expect(book.outstandingCents - book.overpaidCents).toBe(book.invoicedCents - book.holdbackDueCents - book.confirmedCents);
    expect(Math.min(book.outstandingCents, book.overpaidCents)).toBe(0);
    expect(book.outstandingCents).toBeGreaterThanOrEqual(0);
    // 5. Confirmed payments are part of the recorded ones.
    expect(book.awaitingConfirmationCents).toBe(book.paidCents - book.confirmedCents);
    expect(book.awaitingConfirmationCents).toBeGreaterThanOrEqual(0);
    // 6. The holdback kept is 10 % of the work invoiced before tax, and the HST on that 10 %.
    expect(book.holdbackKeptCents).toBe(holdbackOf(book.invoicedBefore.subtotalCents) + hstOn(holdbackOf(book.invoicedBefore.taxableCents)));
  };

  it('property: its sums never drift, and its invariants hold on any job', () => {
    fc.assert(
      fc.property(job, (input) => {
        invariants(input, ledger(input));
      }),
    );
  });

  it('property: the order invoices and payments are listed in changes nothing', () => {
    fc.assert(
      fc.property(job, fc.infiniteStream(fc.nat()), (input, shuffle) => {
        const shuffled = <T>(items: readonly T[]) =>
          items
            .map((item) => ({ item, key: shuffle.next().value as number }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
        const reordered = { ...input, invoices: shuffled(input.invoices), payments: shuffled(input.payments) };
        expect(ledger(reordered)).toEqual(ledger(input));
      }),
    );
  });

  it('property: the ledger of two lists of rows is the sum of their ledgers', () => {
    fc.assert(
      fc.property(job, job, (a, b) => {
        const both = ledger({ ...a, invoices: [...a.invoices, ...b.invoices], payments: [...a.payments, ...b.payments] });
        const one = ledger(a);
        const two = ledger({ ...b, agreementTotalCents: a.agreementTotalCents, signedChangeCents: a.signedChangeCents });
        for (const key of ['invoicedCents', 'payableCents', 'paidCents', 'confirmedCents', 'holdbackKeptCents', 'holdbackReleasedCents', 'holdbackDueCents'] as const) {
          expect(both[key]).toBe(one[key] + two[key]);
        }
      }),
    );
  });

  it('adds up after a whole job: three invoices, each paid and confirmed, then the holdback released and paid', () => {
    const terms = completeTerms();
    const totals = agreementTotals(terms.lines);
    const groups = [[terms.lines[0]], [terms.lines[1], terms.lines[3]], [terms.lines[2]]];
    const invoices: LedgerInvoice[] = [];
    const payments: LedgerPayment[] = [];
    const book = () => ledger({ agreementTotalCents: totals.totalCents, signedChangeCents: 0, invoices, payments });
    for (const lines of groups) {
      const { invoicedBefore } = book();
      expect(invoiceRuleProblem(invoicedBefore.subtotalCents, invoiceAmounts({ lines, hstRegistered: true }).subtotalCents, totals)).toBeUndefined();
      const invoice: LedgerInvoice = { kind: 'work', ...invoiceAmounts({ lines, hstRegistered: true, invoicedBefore }) };
      invoices.push(invoice);
      payments.push({ amountCents: invoice.payableNowCents, confirmed: false });
      expect(book().awaitingConfirmationCents).toBe(invoice.payableNowCents);
      payments[payments.length - 1] = { amountCents: invoice.payableNowCents, confirmed: true };
    }
    expect(book()).toMatchObject({
      agreedCents: 2_770_450,
      contractTotalCents: 2_770_450,
      invoicedCents: 2_770_450,
      holdbackKeptCents: 277_045,
      holdbackDueCents: 277_045,
      holdbackToRelease: { subtotalCents: 246_300, hstCents: 30_745 },
      confirmedCents: 2_770_450 - 277_045,
      outstandingCents: 0,
    });
    const release: LedgerInvoice = { kind: 'holdback-release', ...holdbackReleaseAmounts(book().holdbackToRelease) };
    invoices.push(release);
    expect(book()).toMatchObject({ holdbackDueCents: 0, outstandingCents: 277_045 });
    payments.push({ amountCents: release.payableNowCents, confirmed: true });
    const final = book();
    expect(final).toMatchObject({ invoicedCents: totals.totalCents, confirmedCents: totals.totalCents, holdbackDueCents: 0, outstandingCents: 0, overpaidCents: 0 });
    invariants({ agreementTotalCents: totals.totalCents, signedChangeCents: 0, invoices, payments }, final);
  });
});
