import { AGREEMENT_MESSAGES, PAYMENT_MESSAGES } from '@marketplace/shared';
import { clockStateFromApi } from '../../app/agreements/apiValues';
import {
  blankInvoice,
  blankPayment,
  centsAsDollars,
  invoiceForOptions,
  invoiceInputOf,
  invoicePreview,
  invoiceProblems,
  jobErrorsOf,
  noticeInputOf,
  noticeProblems,
  PAYMENT_METHOD_OPTIONS,
  paymentInputOf,
  paymentProblems,
  problemsOf,
} from './jobValues';

const draft = {
  milestones: ['Deposit', 'Cabinets installed and counters templated', 'Substantial completion'],
  changeOrderNumbers: [1],
  paymentContact: { name: 'Dana Lee', phone: '647-555-0188', address: '400 Eastern Ave, Toronto, ON M4M 1B9' },
  chargesHst: true,
};
const TODAY = '2027-02-15';

const filled = () => ({
  ...blankInvoice(draft, TODAY),
  forWhat: 'milestone:Cabinets installed and counters templated',
  description: 'Upper and lower cabinets installed; quartz counters templated.',
  periodStart: '2027-02-01',
  amount: '$12,000.50',
});

it('starts an invoice on the first milestone, ending today, with HST and who is paid from the draft', () => {
  expect(blankInvoice(draft, TODAY)).toEqual({
    forWhat: 'milestone:Deposit',
    description: '',
    periodStart: '',
    periodEnd: TODAY,
    amount: '',
    taxable: true,
    paymentContact: draft.paymentContact,
  });
  expect(invoiceForOptions(draft).map((option) => option.label)).toEqual([
    'The agreement (no particular milestone)',
    'Milestone: Deposit',
    'Milestone: Cabinets installed and counters templated',
    'Milestone: Substantial completion',
    'Signed change order 1',
  ]);
});

it('sends the amount in exact cents, the milestone or the change order, and no HST when none is charged', () => {
  expect(invoiceInputOf(filled(), true)).toEqual({
    milestone: 'Cabinets installed and counters templated',
    changeOrderNumber: null,
    description: 'Upper and lower cabinets installed; quartz counters templated.',
    periodStart: '2027-02-01',
    periodEnd: TODAY,
    amountCents: 1_200_050,
    taxable: true,
    paymentContact: draft.paymentContact,
  });
  expect(invoiceInputOf({ ...filled(), forWhat: 'change:1', amount: '0.1' }, false)).toMatchObject({ milestone: null, changeOrderNumber: 1, amountCents: 10, taxable: false });
  expect(invoiceInputOf({ ...filled(), forWhat: '' }, true)).toMatchObject({ milestone: null, changeOrderNumber: null });
});

it('checks an invoice with the proper-invoice rules, under the form’s own fields', () => {
  expect(invoiceProblems(filled(), TODAY)).toEqual([]);
  const errors = jobErrorsOf(invoiceProblems({ ...filled(), description: ' ', periodStart: '2027-02-10', periodEnd: '2027-02-16', amount: '0.99', paymentContact: { ...draft.paymentContact, phone: '12' } }, TODAY));
  expect(errors).toEqual({
    periodEnd: PAYMENT_MESSAGES.periodAfterIssue,
    description: PAYMENT_MESSAGES.description,
    amount: PAYMENT_MESSAGES.amount,
    paymentContact: { phone: PAYMENT_MESSAGES.paymentContactPhone },
  });
  // The API's refusal of the 10 % estimate rule lands under the amount.
  expect(jobErrorsOf(problemsOf({ amount: AGREEMENT_MESSAGES.estimateRule }))).toEqual({ amount: AGREEMENT_MESSAGES.estimateRule });
});

it('previews HST, the holdback kept back and what is payable now', () => {
  // $60,000 of taxable work: $7,800 HST, $6,000 + $780 kept back, $61,020 payable now (docs/payments.md).
  expect(invoicePreview({ amount: '60000', taxable: true }, true)).toMatchObject({ totalCents: 6_780_000, keptBackCents: 678_000, payableNowCents: 6_102_000 });
  expect(invoicePreview({ amount: '60000', taxable: true }, false)).toMatchObject({ hstCents: 0, keptBackCents: 600_000, payableNowCents: 5_400_000 });
  expect(invoicePreview({ amount: 'abc', taxable: true }, true)).toBeUndefined();
});

it('records a payment for the next invoice due, by e-Transfer today, and checks it with the rules', () => {
  const values = blankPayment({ id: '7', remainingCents: 610_250 }, TODAY);
  expect(values).toEqual({ invoiceId: '7', amount: '6,102.50', method: 'e-transfer', paidOn: TODAY, reference: '' });
  expect(paymentInputOf({ ...values, reference: ' CA7xQ2 ' })).toEqual({ invoiceId: '7', amountCents: 610_250, method: 'E_TRANSFER', paidOn: TODAY, reference: 'CA7xQ2' });
  expect(paymentInputOf({ ...values, invoiceId: '', method: 'cheque' })).toMatchObject({ invoiceId: null, method: 'CHEQUE', reference: null });
  expect(blankPayment(null, TODAY)).toMatchObject({ invoiceId: '', amount: '' });
  const now = new Date('2027-02-15T17:00:00Z');
  expect(paymentProblems(values, now)).toEqual([]);
  expect(jobErrorsOf(paymentProblems({ ...values, amount: '0', method: '', paidOn: '2027-02-16' }, now))).toEqual({
    amount: PAYMENT_MESSAGES.paymentAmount,
    method: PAYMENT_MESSAGES.paymentMethod,
    paidOn: PAYMENT_MESSAGES.paidOn,
  });
  expect(PAYMENT_METHOD_OPTIONS[0]).toEqual({ value: 'e-transfer', label: 'Interac e-Transfer' });
});

it('checks a notice of non-payment, leaving the 14 days to the API', () => {
  const invoice = { issuedOn: '2027-01-01', payableNowCents: 610_200 };
  const late = new Date('2027-02-15T17:00:00Z');
  expect(noticeProblems({ amount: '6,102.00', reasons: 'The cabinet doors were not installed as agreed.' }, invoice, late)).toEqual([]);
  expect(jobErrorsOf(noticeProblems({ amount: '7000', reasons: 'Not done' }, invoice, late))).toEqual({ amount: PAYMENT_MESSAGES.noticeAmount, reasons: PAYMENT_MESSAGES.noticeReasons });
  expect(noticeInputOf({ amount: '1,500', reasons: ' Doors missing on two upper cabinets. ' })).toEqual({ amountCents: 150_000, reasons: 'Doors missing on two upper cabinets.' });
});

it('reads the API’s values as the rules name them, and cents as dollars to type over', () => {
  expect(clockStateFromApi('NOTICE_POSSIBLE')).toBe('notice-possible');
  expect(centsAsDollars(485_000)).toBe('4,850');
  expect(centsAsDollars(5)).toBe('0.05');
});
