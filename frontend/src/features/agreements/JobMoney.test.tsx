import type { FragmentType } from '@apollo/client';
import { AGREEMENT_MESSAGES } from '@marketplace/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, type RenderWithAppOptions } from '../../app/testing/renderWithApp';
import type { JobMoney_AgreementFragment } from '../../gql/graphql';
import { axe } from '../../test/axe';
import { viewerMock, viewerNode } from '../../app/session/testing';
import { JobMoney, JobMoney_agreement } from './JobMoney';
import { IssueInvoiceMutation, RecordPaymentMutation } from './jobOperations';

/** A kitchen in Riverdale, $45,200 with HST, one invoice of $20,000 + HST given and one payment recorded. */
function agreement(role: 'HOMEOWNER' | 'CONTRACTOR', overrides: Record<string, unknown> = {}) {
  const contractor = role === 'CONTRACTOR';
  return {
    __typename: 'Agreement',
    id: '40',
    status: 'IN_FORCE',
    ledger: {
      __typename: 'JobLedger',
      agreedCents: 4_520_000,
      changeOrdersCents: 0,
      contractTotalCents: 4_520_000,
      invoicedCents: 2_260_000,
      payableCents: 2_034_000,
      paidCents: 2_034_000,
      confirmedCents: 0,
      awaitingConfirmationCents: 2_034_000,
      holdbackKeptCents: 226_000,
      holdbackReleasedCents: 0,
      holdbackDueCents: 226_000,
      outstandingCents: 2_034_000,
      overpaidCents: 0,
      invoiceRoomCents: 2_100_000,
    },
    invoices: [
      {
        __typename: 'Invoice',
        id: '9',
        number: 'INV-0001',
        kind: 'WORK',
        reference: 'Agreement #40 signed Oct 8, 2026, milestone: Cabinets installed and counters templated',
        description: 'Shaker cabinets supplied and installed; quartz counters templated.',
        issuedOn: '2026-11-01',
        periodStart: '2026-10-19',
        periodEnd: '2026-11-01',
        subtotalCents: 2_000_000,
        hstCents: 260_000,
        totalCents: 2_260_000,
        keptBackCents: 226_000,
        payableNowCents: 2_034_000,
        paidCents: 0,
        pdfUrl: '/api/invoices/9/pdf',
        clock: { __typename: 'PaymentClock', state: 'NOTICE_POSSIBLE', label: 'notice of non-payment possible until Nov 15, 2026', noticeDeadline: '2026-11-15' },
        notice: null,
        viewerCan: { __typename: 'InvoicePermissions', giveNotice: !contractor },
      },
    ],
    payments: [
      {
        __typename: 'Payment',
        id: '3',
        invoiceNumber: 'INV-0001',
        amountCents: 2_034_000,
        methodLabel: 'Interac e-Transfer',
        paidOn: '2026-11-03',
        reference: 'CA8kR2mQ',
        status: 'RECORDED',
        disputeNote: null,
        viewerCan: { __typename: 'PaymentPermissions', confirm: contractor, dispute: contractor },
      },
    ],
    nextDue: { __typename: 'Invoice', id: '9', payableNowCents: 2_034_000, paidCents: 0 },
    substantialPerformance: null,
    invoiceDraft: contractor
      ? {
          __typename: 'InvoiceDraft',
          number: 'INV-0002',
          milestones: ['Deposit', 'Cabinets installed and counters templated', 'Balance'],
          changeOrderNumbers: [],
          chargesHst: true,
          paymentContact: { __typename: 'InvoicePaymentContact', name: 'Marco Bianchi', phone: '647-555-0142', address: '780 Queen St E, Toronto, ON M4M 1H4' },
        }
      : null,
    jobCan: {
      __typename: 'JobPermissions',
      issueInvoice: contractor,
      recordPayment: !contractor,
      declareSubstantialPerformance: contractor,
      decideSubstantialPerformance: false,
      issueHoldbackRelease: false,
    },
    ...overrides,
  };
}

const render = (data: ReturnType<typeof agreement>, role: 'HOMEOWNER' | 'CONTRACTOR', mocks: NonNullable<RenderWithAppOptions['mocks']> = []) =>
  renderWithApp(<JobMoney agreement={{ __typename: 'Agreement', id: '40' } as unknown as FragmentType<JobMoney_AgreementFragment>} />, {
    fragments: [{ fragment: JobMoney_agreement, fragmentName: 'JobMoney_agreement', data }],
    mocks: [viewerMock(viewerNode(role)), ...mocks],
  });

it('shows the homeowner the ledger, the invoice with its clock and PDF, the payment, and her steps', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = render(agreement('HOMEOWNER'), 'HOMEOWNER', [
    {
      request: { query: RecordPaymentMutation, variables: { agreementId: '40', input: { invoiceId: '9', amountCents: 100_000, method: 'CHEQUE', paidOn: '2026-11-03', reference: '0042' } } },
      result: { data: { recordPayment: { __typename: 'Payment', id: '4', status: 'RECORDED' } } },
    },
  ]);
  const region = await screen.findByRole('region', { name: 'Invoices and payments' });
  // The signed-in homeowner has arrived: her steps are shown before anything is checked.
  await within(region).findByRole('button', { name: 'Record a payment' });
  const ledger = within(region).getByRole('table', { name: 'Where the money stands' });
  expect(within(ledger).getByRole('row', { name: /Recorded, awaiting confirmation/ })).toHaveTextContent('$20,340.00');
  const invoice = within(within(region).getByRole('list', { name: 'Invoices' })).getByRole('listitem');
  expect(within(invoice).getByText('notice of non-payment possible until Nov 15, 2026')).toBeInTheDocument();
  expect(within(invoice).getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', 'http://localhost/api/invoices/9/pdf');
  expect(within(invoice).getByRole('button', { name: 'Give a notice of non-payment for INV-0001' })).toBeInTheDocument();
  const payment = within(region).getByRole('listitem', { name: '$20,340.00 by Interac e-Transfer' });
  expect(within(payment).getByText('Paid on Nov 3, 2026, for INV-0001, reference CA8kR2mQ')).toBeInTheDocument();
  expect(within(payment).getByText('Waiting for the contractor to confirm')).toBeInTheDocument();
  expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: 'Issue an invoice' })).not.toBeInTheDocument();
  expect(within(region).getByText(/It is not legal advice/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  // A second payment, by cheque: the invoice owed next is chosen, with what is left of it.
  await user.click(within(region).getByRole('button', { name: 'Record a payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
  expect(within(dialog).getByRole('combobox', { name: 'Invoice it pays' })).toHaveValue('9');
  expect(within(dialog).getByRole('textbox', { name: 'Amount paid ($)' })).toHaveValue('20,340');
  await user.clear(within(dialog).getByRole('textbox', { name: 'Amount paid ($)' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Amount paid ($)' }), '1,000');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'How it was paid' }), 'cheque');
  await user.clear(within(dialog).getByLabelText(/Paid on/));
  await user.type(within(dialog).getByLabelText(/Paid on/), '2026-11-03');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), '0042');
  await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a payment' })).not.toBeInTheDocument());
});

it('lets the contractor issue an invoice, and shows the API’s refusal of the 10 % estimate rule in the dialog', async () => {
  const user = userEvent.setup({ delay: null });
  const refused = {
    request: {
      query: IssueInvoiceMutation,
      variables: {
        agreementId: '40',
        input: {
          milestone: 'Balance',
          changeOrderNumber: null,
          description: 'Backsplash tile and counters installed.',
          periodStart: '2026-11-02',
          periodEnd: '2026-11-06',
          amountCents: 2_500_000,
          taxable: true,
          paymentContact: { name: 'Marco Bianchi', phone: '647-555-0142', address: '780 Queen St E, Toronto, ON M4M 1H4' },
        },
      },
    },
    result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { amount: AGREEMENT_MESSAGES.estimateRule } } }] },
  };
  const { container } = render(agreement('CONTRACTOR'), 'CONTRACTOR', [refused]);
  const region = await screen.findByRole('region', { name: 'Invoices and payments' });
  const payment = within(region).getByRole('listitem', { name: '$20,340.00 by Interac e-Transfer' });
  expect(within(payment).getByRole('button', { name: 'Confirm received: $20,340.00 by Interac e-Transfer' })).toBeInTheDocument();
  expect(within(payment).getByRole('button', { name: 'Not received: $20,340.00 by Interac e-Transfer' })).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: /Give a notice/ })).not.toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Declare substantial performance' })).toBeInTheDocument();
  // The viewer's own answer (who is signed in) may land while axe runs, and changes nothing a contractor sees: act lets React take it.
  expect(await act(() => axe(container))).toHaveNoViolations();

  await user.click(within(region).getByRole('button', { name: 'Issue an invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Issue invoice INV-0002' });
  expect(within(dialog).getByText('Up to $21,000.00 more may be invoiced under the signed totals.')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Invoice for' }), 'milestone:Balance');
  await user.type(within(dialog).getByRole('textbox', { name: 'Work done or materials supplied' }), 'Backsplash tile and counters installed.');
  await user.type(within(dialog).getByLabelText(/Period from/), '2026-11-02');
  await user.clear(within(dialog).getByLabelText(/Period to/));
  await user.type(within(dialog).getByLabelText(/Period to/), '2026-11-06');
  await user.type(within(dialog).getByRole('textbox', { name: 'Amount before tax ($)' }), '25000');
  expect(within(dialog).getByText(/pays \$25,425\.00 now/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Issue the invoice' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.estimateRule);
  expect(within(dialog).getByRole('textbox', { name: 'Amount before tax ($)' })).toHaveAccessibleDescription(expect.stringContaining(AGREEMENT_MESSAGES.estimateRule));
});

it('shows nothing before the agreement is in force, and the holdback’s due day once substantial performance is confirmed', async () => {
  const { unmount } = render(agreement('HOMEOWNER', { status: 'SENT', invoices: [], payments: [], nextDue: null }), 'HOMEOWNER');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Invoices and payments' })).not.toBeInTheDocument());
  unmount();
  render(
    agreement('HOMEOWNER', {
      substantialPerformance: {
        __typename: 'SubstantialPerformance',
        status: 'CONFIRMED',
        declaredAt: '2026-11-20T15:00:00.000Z',
        note: null,
        decidedAt: '2026-11-22T15:00:00.000Z',
        disputeNote: null,
        holdbackReleaseOn: '2027-01-21',
      },
    }),
    'HOMEOWNER',
  );
  const region = await screen.findByRole('region', { name: 'Invoices and payments' });
  expect(await within(region).findByText(/Substantial performance confirmed by you on Nov 22, 2026\. The holdback falls due on Jan 21, 2027, 60 days after substantial performance was confirmed\./)).toBeInTheDocument();
  expect(within(region).getByRole('row', { name: /Holdback still kept back/ })).toHaveTextContent('Jan 21, 2027');
});
