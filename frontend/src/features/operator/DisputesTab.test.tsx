import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { VISIT_MESSAGES } from '@marketplace/shared';
import { CancelVisitAsOperatorMutation, WithdrawVisitNoShowMutation } from './DisputeVisitItem';
import { DisputesTab } from './DisputesTab';
import { OperatorDisputesQuery, SettleDisputeMutation } from './disputeOperations';

const dispute = {
  __typename: 'Dispute' as const,
  id: '7',
  projectTitle: 'Basement finish in Scarborough',
  subject: 'INVOICE' as const,
  invoiceNumber: 'INV-0002',
  openedBy: 'HOMEOWNER' as const,
  reason: 'INV-0002 bills drywall the crew has not finished: the north wall is still open.',
  amountCents: 300_000,
  status: 'OPEN' as const,
  statusLabel: 'Open',
  outcomeNote: null,
  openedAt: '2027-03-04T15:00:00.000Z',
  decidedAt: null,
  viewerCan: { __typename: 'DisputePermissions' as const, settle: true },
  evidence: [
    {
      __typename: 'DisputeEvidence' as const,
      messageId: '31',
      from: 'HOMEOWNER' as const,
      body: 'The drywall crew left on Tuesday and has not come back.',
      photos: [{ __typename: 'ResponsivePhoto' as const, url: '/api/uploads/private/p-1.webp', srcset: null }],
      sentAt: '2027-03-02T13:00:00.000Z',
    },
  ],
  photos: [{ __typename: 'ResponsivePhoto' as const, url: '/api/uploads/private/north-wall.webp', srcset: null }],
  agreement: {
    __typename: 'Agreement' as const,
    id: '12',
    status: 'IN_FORCE' as const,
    terms: {
      __typename: 'AgreementTerms' as const,
      homeowner: { __typename: 'AgreementHomeowner' as const, name: 'Priya Raman' },
      contractor: { __typename: 'AgreementContractor' as const, legalName: 'Lakeshore Renovations Inc.', operatingName: 'Lakeshore Reno' },
    },
    ledger: {
      __typename: 'JobLedger' as const,
      agreedCents: 2_770_450,
      changeOrdersCents: 0,
      contractTotalCents: 2_770_450,
      invoicedCents: 2_672_450,
      paidCents: 864_450,
      confirmedCents: 864_450,
      awaitingConfirmationCents: 0,
      holdbackKeptCents: 267_245,
      holdbackReleasedCents: 0,
      holdbackDueCents: 267_245,
      outstandingCents: 1_540_755,
      overpaidCents: 0,
    },
    substantialPerformance: null,
    invoices: [
      { __typename: 'Invoice' as const, id: '1', number: 'INV-0001', description: 'Framing', totalCents: 960_500, payableNowCents: 864_450, clock: { __typename: 'PaymentClock' as const, state: 'PAID' as const, label: 'paid on Feb 20, 2027' }, notice: null },
      {
        __typename: 'Invoice' as const,
        id: '2',
        number: 'INV-0002',
        description: 'Drywall and bathroom',
        totalCents: 1_711_950,
        payableNowCents: 1_540_755,
        clock: { __typename: 'PaymentClock' as const, state: 'DISPUTED' as const, label: 'notice of non-payment given on Mar 4, 2027; the rest is due by Mar 29, 2027' },
        notice: { __typename: 'NonPaymentNotice' as const, amountCents: 300_000, reasons: 'The north wall is still open.' },
      },
    ],
    payments: [{ __typename: 'Payment' as const, id: '3', amountCents: 864_450, methodLabel: 'Interac e-Transfer', paidOn: '2027-02-20', status: 'CONFIRMED' as const, invoiceNumber: 'INV-0001', disputeNote: null }],
    changeOrders: [],
    visits: [],
    progress: [
      {
        __typename: 'ProgressUpdate' as const,
        id: '7',
        milestone: 'Drywall hung',
        body: 'Drywall is up on three walls; the north wall waits for the window.',
        postedAt: '2027-02-26T18:00:00.000Z',
        photos: [{ __typename: 'ResponsivePhoto' as const, url: '/api/uploads/private/drywall.webp', srcset: null }],
      },
    ],
    history: [{ __typename: 'AgreementEvent' as const, id: '40', kind: 'dispute-opened', by: 'HOMEOWNER', note: 'On INV-0002 ($3,000.00)', at: '2027-03-04T15:00:00.000Z' }],
  },
};

const listMock = (status: string, disputes: unknown[]) => ({ request: { query: OperatorDisputesQuery, variables: { status } }, result: { data: { disputes } }, maxUsageCount: 5 });
const note = 'Both sides agreed to take it to ODACC adjudication.';
const settleMock = {
  request: { query: SettleDisputeMutation, variables: { id: '7', outcome: 'REFERRED', note } },
  result: { data: { settleDispute: { __typename: 'Dispute' as const, id: '7', status: 'REFERRED' as const, statusLabel: 'Referred to adjudication', outcomeNote: note, decidedAt: '2027-03-05T10:00:00.000Z', viewerCan: { __typename: 'DisputePermissions' as const, settle: false } } } },
};

it('shows a dispute with its evidence and the job’s whole record, and records an outcome with a note both sides read', async () => {
  const user = userEvent.setup();
  const { container } = renderWithApp(<DisputesTab />, { mocks: [listMock('OPEN', [dispute]), settleMock] });
  const card = await screen.findByRole('article', { name: 'Basement finish in Scarborough' });
  expect(within(card).getByText('Invoice INV-0002 · $3,000.00 in question')).toBeInTheDocument();
  expect(within(card).getByText('The drywall crew left on Tuesday and has not come back.')).toBeInTheDocument();
  // The dispute's own photos and the chosen message's, each opening full size.
  expect(within(card).getByRole('link', { name: 'Photo 1 of the dispute (opens full size)' })).toHaveAttribute('href', '/api/uploads/private/north-wall.webp');
  expect(within(card).getByRole('link', { name: 'Photo 1 of the message (opens full size)' })).toHaveAttribute('href', '/api/uploads/private/p-1.webp');
  expect(within(card).getByText('Drywall is up on three walls; the north wall waits for the window.')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Photo 1 of the update (opens full size)' })).toBeInTheDocument();
  expect(within(card).getByRole('table', { name: 'Where the money stands' })).toBeInTheDocument();
  expect(within(card).getByText(/notice of non-payment given on Mar 4, 2027/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Open the agreement and its thread' })).toHaveAttribute('href', '/agreements/12');
  expect(await axe(container)).toHaveNoViolations();

  await user.click(within(card).getByRole('button', { name: 'Referred to adjudication' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a referral to adjudication' });
  // The note is required: nothing is sent without it.
  await user.click(within(dialog).getByRole('button', { name: 'Referred to adjudication' }));
  expect(await within(dialog).findByText('Write the note both sides will read')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Note to both sides/ }), note);
  await user.click(within(dialog).getByRole('button', { name: 'Referred to adjudication' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await within(card).findByText(/Outcome .*: Both sides agreed to take it to ODACC adjudication\./)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
});

it('says so when no dispute is waiting, and lists settled ones on request', async () => {
  const user = userEvent.setup();
  renderWithApp(<DisputesTab />, { mocks: [listMock('OPEN', []), listMock('REFERRED', [{ ...dispute, status: 'REFERRED', statusLabel: 'Referred to adjudication', outcomeNote: note, viewerCan: { __typename: 'DisputePermissions', settle: false } }])] });
  expect(await screen.findByText('No dispute is waiting.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Referred' }));
  expect(await screen.findByRole('article', { name: 'Basement finish in Scarborough' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Referred' })).toHaveAttribute('aria-pressed', 'true');
});

const visit = (id: string, overrides: Record<string, unknown>) => ({
  __typename: 'SiteVisit' as const,
  id,
  status: 'CONFIRMED',
  statusLabel: 'Confirmed',
  startsAt: '2027-03-09T14:00:00.000Z',
  options: ['2027-03-09T14:00:00.000Z'],
  noShowBy: null,
  noShowWithdrawnNote: null,
  cancelReason: null,
  cancelledByMarketplace: false,
  viewerCan: { __typename: 'VisitPermissions' as const, cancelAsOperator: false, withdrawNoShow: false },
  ...overrides,
});
const staffCan = (cancelAsOperator: boolean, withdrawNoShow: boolean) => ({ __typename: 'VisitPermissions' as const, cancelAsOperator, withdrawNoShow });
const reason = 'The homeowner reported a safety concern about the crew; we are looking into it first.';
const withdrawNote = 'The contractor sent time-stamped photos of arriving at 10:02.';
const after = (id: string, fields: Record<string, unknown>) => ({ __typename: 'SiteVisit' as const, id, cancelReason: null, cancelledByMarketplace: false, noShowWithdrawnNote: null, viewerCan: staffCan(false, false), ...fields });

it('lets the operator cancel a live visit and withdraw a no-show mark from the record, each with a note both sides read', async () => {
  const user = userEvent.setup();
  const visitDispute = {
    ...dispute,
    subject: 'VISIT' as const,
    invoiceNumber: null,
    amountCents: null,
    agreement: {
      ...dispute.agreement,
      visits: [
        visit('21', { viewerCan: staffCan(true, false) }),
        visit('20', { status: 'NO_SHOW', statusLabel: 'Marked as a no-show', startsAt: '2027-03-02T14:00:00.000Z', noShowBy: 'CONTRACTOR', viewerCan: staffCan(false, true) }),
        visit('19', { status: 'CANCELLED', statusLabel: 'Cancelled', cancelReason: 'The crew is off sick that week.' }),
      ],
    },
  };
  const mocks = [
    listMock('OPEN', [visitDispute]),
    {
      request: { query: CancelVisitAsOperatorMutation, variables: { id: '21', reason } },
      result: { data: { cancelVisitAsOperator: after('21', { status: 'CANCELLED', statusLabel: 'Cancelled', cancelReason: reason, cancelledByMarketplace: true }) } },
    },
    {
      request: { query: WithdrawVisitNoShowMutation, variables: { id: '20', note: withdrawNote } },
      result: { data: { withdrawVisitNoShow: after('20', { status: 'NO_SHOW_WITHDRAWN', statusLabel: 'No-show withdrawn', noShowWithdrawnNote: withdrawNote }) } },
    },
  ];
  const { container } = renderWithApp(<DisputesTab />, { mocks });
  const card = await screen.findByRole('article', { name: 'Basement finish in Scarborough' });
  // Only where the server says the step is open: one button each, none on the visit already cancelled.
  expect(within(card).getAllByRole('button', { name: 'Cancel visit' })).toHaveLength(1);
  expect(within(card).getAllByRole('button', { name: 'Withdraw no-show' })).toHaveLength(1);
  expect(within(card).getByText(/the contractor did not come/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  await user.click(within(card).getByRole('button', { name: 'Cancel visit' }));
  let dialog = await screen.findByRole('dialog', { name: /Cancel the visit of/ });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
  expect(await within(dialog).findByText(VISIT_MESSAGES.staffReason)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason both sides read/ }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await within(card).findByText(/· cancelled by GTA Home Pros: The homeowner reported a safety concern/)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Cancel visit' })).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Withdraw no-show' }));
  dialog = await screen.findByRole('dialog', { name: /Withdraw the no-show mark/ });
  await user.type(within(dialog).getByRole('textbox', { name: /Note both sides read/ }), withdrawNote);
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw no-show' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await within(card).findByText(new RegExp(`No-show withdrawn by GTA Home Pros: ${withdrawNote}`))).toBeInTheDocument();
  expect(within(card).queryByText(/the contractor did not come/)).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Withdraw no-show' })).not.toBeInTheDocument();
});
