import { Box, Button, HStack, InvoiceSummary, Notice, Stack, Text } from '@marketplace/design-system';
import { formatCents, formatDate, formatDateTime, PAYMENT_MESSAGES } from '@marketplace/shared';
import { BadgeCheck, FileWarning, ShieldQuestion } from 'lucide-react';
import type { JobMoney_AgreementFragment } from '../../gql/graphql';
import { absoluteHref, sentence } from '../../app/agreements/apiValues';
import { clockStateFromApi } from '../../app/agreements/apiValues';
import { invoiceKindFromApi } from './jobValues';

/** Two pieces of "Invoices and payments" (JobMoney.tsx): where substantial performance stands, and one invoice. */

type Agreement = JobMoney_AgreementFragment;
type Invoice = Agreement['invoices'][number];

/** Where substantial performance stands, for this viewer. */
export function SubstantialPerformance({ agreement, isHomeowner, onConfirm, onDispute }: { agreement: Agreement; isHomeowner: boolean; onConfirm: () => void; onDispute: () => void }) {
  const performance = agreement.substantialPerformance;
  if (!performance) return null;
  const declared = `The contractor declared the work substantially performed on ${formatDateTime(performance.declaredAt)}`;
  const note = performance.note ? (
    <Text textStyle="sm" whiteSpace="pre-line" color="fg.muted">
      “{performance.note}”
    </Text>
  ) : null;
  if (performance.status === 'CONFIRMED') {
    return (
      <Notice tone="success">
        {sentence(`Substantial performance confirmed by ${isHomeowner ? 'you' : 'the homeowner'}${performance.decidedAt ? ` on ${formatDate(performance.decidedAt)}` : ''}`)}{' '}
        {performance.holdbackReleaseOn ? sentence(PAYMENT_MESSAGES.holdbackReleaseOn(performance.holdbackReleaseOn)) : null}
      </Notice>
    );
  }
  if (performance.status === 'DISPUTED') {
    return (
      <Notice tone="warning">
        {sentence(`${declared}; ${isHomeowner ? 'you dispute it' : 'the homeowner disputes it'}${performance.disputeNote ? `: “${performance.disputeNote}”` : ''}`)}
      </Notice>
    );
  }
  return (
    <Stack gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" borderStartWidth="4px" borderStartColor="border.info">
      <Text>{sentence(declared)}</Text>
      {note}
      <Text textStyle="sm">
        {isHomeowner
          ? 'Confirm it once the work can be used for what it is meant for. The holdback then falls due 60 days later; if work is missing, dispute it and say what.'
          : 'Waiting for the homeowner to confirm it. The holdback falls due 60 days after they do.'}
      </Text>
      {agreement.jobCan.decideSubstantialPerformance ? (
        <HStack gap="3" wrap="wrap">
          <Button size="sm" onClick={onConfirm}>
            <BadgeCheck aria-hidden="true" />
            Confirm substantial performance
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDispute}>
            <ShieldQuestion aria-hidden="true" />
            Dispute it
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** One invoice: its summary, its clock, its PDF, a notice of non-payment when given, and the homeowner's step. */
export function InvoiceItem({ invoice, onNotice }: { invoice: Invoice; onNotice: () => void }) {
  const period = invoice.periodStart && invoice.periodEnd ? { from: invoice.periodStart, to: invoice.periodEnd } : undefined;
  const notice = invoice.notice;
  // The notice takes the card's whole width; the homeowner's button sits beside the PDF link.
  const actions =
    notice || invoice.viewerCan.giveNotice ? (
      <>
        {notice ? (
          <Box w="full" p="3" bg="bg.subtle" borderRadius="l2" borderStartWidth="3px" borderStartColor="border.warning" textStyle="sm">
            <Text fontWeight="semibold">
              Notice of non-payment, {formatDate(notice.sentAt)}: {formatCents(notice.amountCents)} withheld
            </Text>
            <Text whiteSpace="pre-line" mt="1">
              {notice.reasons}
            </Text>
          </Box>
        ) : null}
        {invoice.viewerCan.giveNotice ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onNotice} aria-label={`Give a notice of non-payment for ${invoice.number}`}>
            <FileWarning aria-hidden="true" />
            Give a notice of non-payment
          </Button>
        ) : null}
      </>
    ) : undefined;
  return (
    <Box as="li" listStyleType="none">
      <InvoiceSummary
        number={invoice.number}
        kind={invoiceKindFromApi(invoice.kind)}
        description={invoice.description}
        issuedOn={invoice.issuedOn}
        period={period}
        amounts={invoice}
        clock={{ state: clockStateFromApi(invoice.clock.state), label: invoice.clock.label }}
        pdfHref={absoluteHref(invoice.pdfUrl)}
        actions={actions}
      />
    </Box>
  );
}
