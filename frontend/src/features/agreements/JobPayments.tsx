import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@marketplace/design-system';
import { formatCents, formatDate } from '@marketplace/shared';
import { CheckCircle2, CircleSlash } from 'lucide-react';
import type { RefObject } from 'react';
import type { PaymentStatus } from '../../gql/graphql';

/** A payment as the list shows it (JobMoney_agreement's payments). */
export interface JobPayment {
  id: string;
  invoiceNumber?: string | null;
  amountCents: number;
  methodLabel: string;
  paidOn: string;
  reference?: string | null;
  status: PaymentStatus;
  disputeNote?: string | null;
  viewerCan: { confirm: boolean; dispute: boolean };
}

/** How a payment's state reads, and its colour (the words carry the meaning). */
export const PAYMENT_STATUS: Record<PaymentStatus, { label: string; palette: string }> = {
  RECORDED: { label: 'Waiting for the contractor to confirm', palette: 'orange' },
  CONFIRMED: { label: 'Confirmed received', palette: 'green' },
  DISPUTED: { label: 'Not received, says the contractor', palette: 'red' },
};

/** One line on what a payment was: '$6,102.00 by Interac e-Transfer'. */
export const paymentTitle = (payment: Pick<JobPayment, 'amountCents' | 'methodLabel'>) => `${formatCents(payment.amountCents)} by ${payment.methodLabel}`;

function PaymentRow({ payment, onConfirm, onDispute, busy }: { payment: JobPayment; onConfirm: () => void; onDispute: () => void; busy: boolean }) {
  const status = PAYMENT_STATUS[payment.status];
  const title = paymentTitle(payment);
  const details = [`Paid on ${formatDate(payment.paidOn)}`, payment.invoiceNumber ? `for ${payment.invoiceNumber}` : null, payment.reference ? `reference ${payment.reference}` : null].filter(Boolean).join(', ');
  return (
    <Stack as="li" gap="2" p={{ base: '3', md: '4' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" aria-label={title}>
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {title}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {details}
          </Text>
        </Stack>
        <Badge colorPalette={status.palette} variant="subtle" size="md" whiteSpace="normal" data-status={payment.status.toLowerCase()}>
          {status.label}
        </Badge>
      </HStack>
      {payment.disputeNote ? (
        <Box p="3" bg="bg.subtle" borderRadius="l2" borderStartWidth="3px" borderStartColor="border.error" textStyle="sm" whiteSpace="pre-line">
          {payment.disputeNote}
        </Box>
      ) : null}
      {payment.viewerCan.confirm || payment.viewerCan.dispute ? (
        <HStack gap="3" wrap="wrap">
          {payment.viewerCan.confirm ? (
            <Button size="sm" onClick={onConfirm} loading={busy} loadingText="Confirming…" aria-label={`Confirm received: ${title}`}>
              <CheckCircle2 aria-hidden="true" />
              Confirm received
            </Button>
          ) : null}
          {payment.viewerCan.dispute ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onDispute} disabled={busy} aria-label={`Not received: ${title}`}>
              <CircleSlash aria-hidden="true" />
              Not received
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

/**
 * The payments the homeowner recorded, oldest first, with the contractor's Confirm received and Not received.
 * `listRef` is where focus goes once a payment's buttons are gone (it was confirmed or disputed).
 */
export function JobPayments({
  payments,
  onConfirm,
  onDispute,
  busyId,
  listRef,
}: {
  payments: readonly JobPayment[];
  onConfirm: (payment: JobPayment) => void;
  onDispute: (payment: JobPayment) => void;
  busyId: string | null;
  listRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Payments
      </Heading>
      {payments.length > 0 ? (
        <Stack as="ol" ref={listRef} tabIndex={-1} gap="3" listStyleType="none" m="0" p="0" aria-label="Payments">
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} busy={busyId === payment.id} onConfirm={() => onConfirm(payment)} onDispute={() => onDispute(payment)} />
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          No payments recorded yet.
        </Text>
      )}
    </Stack>
  );
}
