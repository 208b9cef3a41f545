import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Box, Button, ConfirmDialog, Heading, HStack, Ledger, Notice, showToast, Stack, Text } from '@marketplace/design-system';
import { formatCents, formatDate } from '@marketplace/shared';
import { BadgeCheck, HandCoins, Receipt, Wallet } from 'lucide-react';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { JobMoney_AgreementFragment } from '../../gql/graphql';
import { NoteDialog } from '../../forms';
import { useViewer } from '../../app/session/useViewer';
import { AgreementPart } from './AgreementPart';
import { InvoiceDialog } from './InvoiceDialog';
import {
  ConfirmPaymentMutation,
  ConfirmSubstantialPerformanceMutation,
  DeclareSubstantialPerformanceMutation,
  DisputePaymentMutation,
  DisputeSubstantialPerformanceMutation,
  GiveNonPaymentNoticeMutation,
  IssueHoldbackReleaseMutation,
  IssueInvoiceMutation,
  RecordPaymentMutation,
} from './jobOperations';
import { ledgerFromApi } from './jobValues';
import { JobPayments, paymentTitle, type JobPayment } from './JobPayments';
import { NoticeDialog } from './NoticeDialog';
import { optionalNote, requiredNote } from '../../app/agreements/noteSchemas';
import { AgreementPageQuery } from './operations';
import { PaymentDialog } from './PaymentDialog';
import { stepProblem } from '../../app/agreements/stepProblem';
import { InvoiceItem, SubstantialPerformance } from './JobMoneyItems';

/** The job's money on an agreement: its ledger, invoices, payments, substantial performance and what the viewer may do. */
export const JobMoney_agreement = graphql(`
  fragment JobMoney_agreement on Agreement {
    id
    status
    ledger {
      agreedCents
      changeOrdersCents
      contractTotalCents
      invoicedCents
      payableCents
      paidCents
      confirmedCents
      awaitingConfirmationCents
      holdbackKeptCents
      holdbackReleasedCents
      holdbackDueCents
      outstandingCents
      overpaidCents
      invoiceRoomCents
    }
    invoices {
      id
      number
      kind
      reference
      description
      issuedOn
      periodStart
      periodEnd
      subtotalCents
      hstCents
      totalCents
      keptBackCents
      payableNowCents
      paidCents
      pdfUrl
      clock {
        state
        label
        noticeDeadline
      }
      notice {
        amountCents
        reasons
        sentAt
      }
      viewerCan {
        giveNotice
      }
    }
    payments {
      id
      invoiceNumber
      amountCents
      methodLabel
      paidOn
      reference
      status
      disputeNote
      viewerCan {
        confirm
        dispute
      }
    }
    nextDue {
      id
      payableNowCents
      paidCents
    }
    substantialPerformance {
      status
      declaredAt
      note
      decidedAt
      disputeNote
      holdbackReleaseOn
    }
    invoiceDraft {
      number
      milestones
      changeOrderNumbers
      chargesHst
      paymentContact {
        name
        phone
        address
      }
    }
    jobCan {
      issueInvoice
      recordPayment
      declareSubstantialPerformance
      decideSubstantialPerformance
      issueHoldbackRelease
    }
  }
`);

type Agreement = JobMoney_AgreementFragment;
type Invoice = Agreement['invoices'][number];
type Step = 'invoice' | 'payment' | 'declare' | 'confirm' | 'dispute' | 'holdback' | null;

/** The page's query again: an invoice or a payment changes the ledger, what is due next and the history. */
const REFETCH = { refetchQueries: [AgreementPageQuery], awaitRefetchQueries: true };

/** A step that asks before it is taken; the refusal, when there is one, shows in the dialog. */
function StepConfirm({ open, busy, problem, onClose, ...dialog }: { open: boolean; busy: boolean; problem?: string | null; onClose: () => void; title: string; description: string; confirmLabel: string; finalFocusEl: () => HTMLElement | null; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      isLoading={busy}
      {...dialog}
    >
      {problem ? (
        <Notice tone="warning" role="alert">
          {problem}
        </Notice>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * "Invoices and payments" on an agreement in force: where the money stands (the ledger), the invoices with
 * their prompt-payment clocks, the payments recorded outside the marketplace, substantial performance, and
 * the steps the server's jobCan and viewerCan allow: the contractor issues invoices, confirms payments,
 * declares substantial performance and invoices the holdback; the homeowner records payments, gives a notice
 * of non-payment and confirms or disputes substantial performance.
 */
export function JobMoney({ agreement: from }: { agreement: FragmentType<JobMoney_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: JobMoney_agreement, fragmentName: 'JobMoney_agreement', from });
  const { viewer } = useViewer();
  const [step, setStep] = useState<Step>(null);
  const [noticeFor, setNoticeFor] = useState<Invoice | null>(null);
  const [disputing, setDisputing] = useState<JobPayment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Where focus goes when the button that opened a step is gone with the step done.
  const performanceRef = useRef<HTMLDivElement>(null);
  const invoicesRef = useRef<HTMLDivElement>(null);
  const paymentsRef = useRef<HTMLDivElement>(null);
  const toPerformance = () => performanceRef.current;
  const toInvoices = () => invoicesRef.current;
  const [issueInvoice] = useMutation(IssueInvoiceMutation, REFETCH);
  const [issueHoldbackRelease] = useMutation(IssueHoldbackReleaseMutation, REFETCH);
  const [giveNotice] = useMutation(GiveNonPaymentNoticeMutation, REFETCH);
  const [recordPayment] = useMutation(RecordPaymentMutation, REFETCH);
  const [confirmPayment] = useMutation(ConfirmPaymentMutation, REFETCH);
  const [disputePayment] = useMutation(DisputePaymentMutation, REFETCH);
  const [declare] = useMutation(DeclareSubstantialPerformanceMutation);
  const [confirmPerformance] = useMutation(ConfirmSubstantialPerformanceMutation);
  const [disputePerformance] = useMutation(DisputeSubstantialPerformanceMutation);
  if (!complete) return null;
  if (agreement.status !== 'IN_FORCE' && agreement.invoices.length === 0) return null;
  const isHomeowner = viewer?.role === 'HOMEOWNER';
  const { jobCan, ledger, invoiceDraft } = agreement;
  const close = () => {
    setStep(null);
    setStepError(undefined);
  };

  /** Runs a step: a toast when done, the problem (for the dialog to show) when not. */
  const run = async (action: () => Promise<unknown>, done: string, description?: string) => {
    try {
      await action();
      showToast({ title: done, description, type: 'success' });
      return undefined;
    } catch (error) {
      return stepProblem(error);
    }
  };
  /** A step confirmed in a ConfirmDialog: it closes when done, and shows the refusal when not. */
  const confirmStep = async (action: () => Promise<unknown>, done: string, description?: string) => {
    setBusy(true);
    const failed = await run(action, done, description);
    setBusy(false);
    if (failed) setStepError(failed.message);
    else close();
  };
  const onConfirmPayment = async (payment: JobPayment) => {
    setBusyId(payment.id);
    const failed = await run(() => confirmPayment({ variables: { id: payment.id } }), 'Payment confirmed', `${paymentTitle(payment)} is counted as paid.`);
    setBusyId(null);
    if (failed) showToast({ title: 'Nothing was changed', description: failed.message, type: 'error' });
    else paymentsRef.current?.focus();
  };

  const anyStep = (jobCan.issueInvoice && invoiceDraft) || jobCan.recordPayment || jobCan.declareSubstantialPerformance || jobCan.issueHoldbackRelease;
  const nextDue = agreement.nextDue ? { id: agreement.nextDue.id, remainingCents: agreement.nextDue.payableNowCents - agreement.nextDue.paidCents } : null;

  return (
    <AgreementPart
      title="Invoices and payments"
      id="invoices-and-payments"
      description="Payments are made outside GTA Home Pros, by Interac e-Transfer, cheque, card or cash, and recorded here by both sides. The homeowner keeps back 10 % of each invoice, the Construction Act’s holdback, until 60 days after the work is substantially performed."
    >
      {anyStep ? (
        <HStack gap="3" wrap="wrap">
          {jobCan.issueInvoice && invoiceDraft ? (
            <Button onClick={() => setStep('invoice')}>
              <Receipt aria-hidden="true" />
              Issue an invoice
            </Button>
          ) : null}
          {jobCan.recordPayment ? (
            <Button onClick={() => setStep('payment')}>
              <Wallet aria-hidden="true" />
              Record a payment
            </Button>
          ) : null}
          {jobCan.issueHoldbackRelease ? (
            <Button variant="outline" onClick={() => setStep('holdback')}>
              <HandCoins aria-hidden="true" />
              Invoice the holdback
            </Button>
          ) : null}
          {jobCan.declareSubstantialPerformance ? (
            <Button variant="outline" onClick={() => setStep('declare')}>
              <BadgeCheck aria-hidden="true" />
              Declare substantial performance
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <Box ref={performanceRef} tabIndex={-1} _empty={{ display: 'none' }}>
        <SubstantialPerformance agreement={agreement} isHomeowner={isHomeowner} onConfirm={() => setStep('confirm')} onDispute={() => setStep('dispute')} />
      </Box>
      <Ledger ledger={ledgerFromApi(ledger)} holdbackReleaseOn={agreement.substantialPerformance?.holdbackReleaseOn} />
      <Stack gap="3">
        <Heading as="h3" size="md">
          Invoices
        </Heading>
        {agreement.invoices.length > 0 ? (
          <Stack as="ol" ref={invoicesRef} tabIndex={-1} gap="3" m="0" p="0" aria-label="Invoices">
            {agreement.invoices.map((invoice) => (
              <InvoiceItem key={invoice.id} invoice={invoice} onNotice={() => setNoticeFor(invoice)} />
            ))}
          </Stack>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {isHomeowner ? 'No invoices yet. The contractor’s invoices show here, and are e-mailed to you with their PDF.' : 'No invoices yet.'}
          </Text>
        )}
      </Stack>
      <JobPayments payments={agreement.payments} listRef={paymentsRef} busyId={busyId} onConfirm={(payment) => void onConfirmPayment(payment)} onDispute={setDisputing} />
      <Text textStyle="sm" color="fg.muted">
        GTA Home Pros shows what is invoiced, kept back, due and paid by the plain reading of Ontario’s Construction Act. It is not legal advice; ask an Ontario lawyer if you are unsure.
      </Text>

      {invoiceDraft ? (
        <InvoiceDialog
          open={step === 'invoice'}
          onClose={close}
          draft={invoiceDraft}
          roomCents={ledger.invoiceRoomCents}
          onIssue={(input) => run(() => issueInvoice({ variables: { agreementId: agreement.id, input } }), `Invoice ${invoiceDraft.number} issued`, 'It was e-mailed to the homeowner with its PDF.')}
        />
      ) : null}
      <PaymentDialog
        open={step === 'payment'}
        onClose={close}
        invoices={agreement.invoices}
        nextDue={nextDue}
        onRecord={(input) => run(() => recordPayment({ variables: { agreementId: agreement.id, input } }), 'Payment recorded', 'The contractor is asked to confirm it arrived.')}
      />
      <NoticeDialog
        invoice={noticeFor ? { number: noticeFor.number, issuedOn: noticeFor.issuedOn, payableNowCents: noticeFor.payableNowCents, noticeDeadline: noticeFor.clock.noticeDeadline } : null}
        onClose={() => setNoticeFor(null)}
        finalFocusEl={toInvoices}
        onGive={(input) => (noticeFor ? run(() => giveNotice({ variables: { invoiceId: noticeFor.id, input } }), 'Notice of non-payment given', 'The contractor has been told.') : Promise.resolve(undefined))}
      />
      <NoteDialog
        open={disputing !== null}
        onClose={() => setDisputing(null)}
        title="Payment not received?"
        description={disputing ? `${paymentTitle(disputing)}, paid on ${formatDate(disputing.paidOn)}. The homeowner is told what you found.` : undefined}
        label="What you found"
        placeholder="For example: no e-Transfer arrived at the address on the invoice."
        schema={requiredNote('Say what you found')}
        submitLabel="Not received"
        tone="danger"
        fallbackFocusRef={paymentsRef}
        onSubmit={async (note) => {
          if (!disputing) return true;
          return (await run(() => disputePayment({ variables: { id: disputing.id, note } }), 'The homeowner has been told the payment did not arrive'))?.message ?? true;
        }}
      />
      <NoteDialog
        open={step === 'declare'}
        onClose={close}
        title="Declare substantial performance?"
        description="Say the work is substantially performed: it can be used for what it is meant for, with little left to finish or fix. The homeowner confirms or disputes it; the holdback falls due 60 days after they confirm."
        label="Note to the homeowner (optional)"
        required={false}
        schema={optionalNote}
        submitLabel="Declare it"
        fallbackFocusRef={performanceRef}
        onSubmit={async (note) => (await run(() => declare({ variables: { agreementId: agreement.id, note: note || null } }), 'Substantial performance declared', 'The homeowner is asked to confirm it.'))?.message ?? true}
      />
      <NoteDialog
        open={step === 'dispute'}
        onClose={close}
        title="Dispute substantial performance?"
        description="Say what is not done. The contractor is told and may declare it again once it is."
        label="What is not done"
        schema={requiredNote('Say what is not done')}
        submitLabel="Dispute it"
        tone="danger"
        fallbackFocusRef={performanceRef}
        onSubmit={async (note) => (await run(() => disputePerformance({ variables: { agreementId: agreement.id, note } }), 'You disputed substantial performance', 'The contractor has been told.'))?.message ?? true}
      />
      <StepConfirm
        open={step === 'confirm'}
        busy={busy}
        problem={stepError}
        onClose={close}
        title="Confirm substantial performance?"
        description={`You confirm the work is substantially performed. The holdback kept back, ${formatCents(ledger.holdbackDueCents)}, then falls due 60 days from today, and the contractor invoices it.`}
        confirmLabel="Confirm"
        finalFocusEl={toPerformance}
        onConfirm={() => void confirmStep(() => confirmPerformance({ variables: { agreementId: agreement.id } }), 'Substantial performance confirmed')}
      />
      <StepConfirm
        open={step === 'holdback'}
        busy={busy}
        problem={stepError}
        onClose={close}
        title="Invoice the holdback?"
        description={`An invoice for the holdback kept back, ${formatCents(ledger.holdbackDueCents)}, is e-mailed to the homeowner. Nothing is held back from it, and it is due within 28 days.`}
        confirmLabel="Invoice the holdback"
        finalFocusEl={toInvoices}
        onConfirm={() => void confirmStep(() => issueHoldbackRelease({ variables: { agreementId: agreement.id } }), 'Holdback invoiced', 'It was e-mailed to the homeowner.')}
      />
    </AgreementPart>
  );
}
