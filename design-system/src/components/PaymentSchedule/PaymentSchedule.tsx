import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import {
  AGREEMENT_MESSAGES,
  DEPOSIT_ADVISED_MAX_PERCENT,
  HOLDBACK_PERCENT,
  depositBasisPoints,
  depositNeedsConfirmation,
  formatCents,
  formatNumber,
  holdbackOf,
  paymentAmounts,
  type PaymentStep,
} from '@marketplace/shared';
import type { ReactNode } from 'react';
import { Notice } from '../Notice/Notice';
import { dataPanelProps, dataTableCss } from '../shared/dataTable';

export interface PaymentScheduleProps {
  /** The deposit and milestones, in order; each has an amount in cents or a share of the total in basis points. */
  payments: readonly PaymentStep[];
  /** The total payable (with HST) that the shares divide, e.g. `agreementTotals(lines).totalCents`. */
  totalCents: number;
  /**
   * Accessible name of the table (and of the list on phones).
   * @default 'Payment schedule'
   */
  label?: string;
  /**
   * The homeowner has confirmed a deposit over 10 %: the warning then says so instead of asking for it.
   * @default false
   */
  depositConfirmed?: boolean;
  /** Replaces the note on the Construction Act's holdback under the schedule; `null` leaves the note out. */
  holdbackNote?: ReactNode;
}

const percent = (basisPoints: number) => `${formatNumber(basisPoints / 100)} %`;

/** What the schedule says about the Construction Act's holdback when the page says nothing else. */
export const HOLDBACK_NOTE = `Holdback: Ontario’s Construction Act has ${HOLDBACK_PERCENT} % of each payment kept back until the time to register a lien has passed, usually 60 days after the work is finished, and then paid to the contractor. It protects the homeowner if the contractor does not pay its subcontractors or suppliers.`;

interface Row {
  step: PaymentStep;
  amountCents: number;
  holdbackCents: number;
  netCents: number;
}

function DepositBadge() {
  return (
    <Badge variant="subtle" size="sm" colorPalette="purple" borderRadius="full" px="2">
      Deposit
    </Badge>
  );
}

function Share({ step }: { step: PaymentStep }) {
  if (step.amountCents != null || !step.basisPoints) return null;
  return (
    <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
      {percent(step.basisPoints)} of the total
    </Text>
  );
}

/**
 * The agreement's payment schedule, read-only: each payment's description, the event it falls due
 * on, its amount, the Construction Act's 10 % holdback kept back from it and the net payable, computed
 * with the rules' `paymentAmounts` and `holdbackOf` (shares of the total add up to it to the cent).
 * The deposit is marked; a deposit over 10 % of the total brings the warning both sides must see, and
 * a schedule that does not add up to the total says so. A table from the `md` breakpoint, one card a
 * payment on phones.
 */
export function PaymentSchedule({ payments, totalCents, label = 'Payment schedule', depositConfirmed = false, holdbackNote = HOLDBACK_NOTE }: PaymentScheduleProps) {
  const amounts = paymentAmounts(payments, totalCents);
  const rows: Row[] = payments.map((step, index) => {
    const amountCents = amounts[index];
    const holdbackCents = holdbackOf(amountCents);
    return { step, amountCents, holdbackCents, netCents: amountCents - holdbackCents };
  });
  const sum = (pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const scheduledCents = sum((row) => row.amountCents);
  const largeDeposit = depositNeedsConfirmation(payments, totalCents);
  const depositShare = depositBasisPoints(payments, totalCents);

  return (
    <Stack gap="4" minW="0">
      {largeDeposit ? (
        depositConfirmed ? (
          <Notice tone="info">
            The deposit is {percent(depositShare)} of the total, more than the {DEPOSIT_ADVISED_MAX_PERCENT} % Consumer Protection Ontario advises. The homeowner has confirmed it.
          </Notice>
        ) : (
          <Notice tone="warning">
            {AGREEMENT_MESSAGES.largeDeposit} This one is {percent(depositShare)} of the total.
          </Notice>
        )
      ) : null}
      {payments.length > 0 && scheduledCents !== totalCents ? (
        <Notice tone="warning">
          {AGREEMENT_MESSAGES.scheduleTotal}: they add up to {formatCents(scheduledCents)}, and the total payable is {formatCents(totalCents)}.
        </Notice>
      ) : null}

      <Box hideBelow="md" {...dataPanelProps} overflowX="auto">
        <Table.Root aria-label={label} css={dataTableCss}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Payment</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Due on</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" data-numeric="">
                Amount
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" data-numeric="">
                Holdback ({HOLDBACK_PERCENT} %)
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" data-numeric="">
                Net payable
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ step, amountCents, holdbackCents, netCents }, index) => (
              <Table.Row key={index} data-deposit={step.deposit ? '' : undefined}>
                <Table.Cell minW="44">
                  <HStack gap="2" wrap="wrap" align="center">
                    <Text as="span">{step.description}</Text>
                    {step.deposit ? <DepositBadge /> : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell minW="36">{step.dueOn}</Table.Cell>
                <Table.Cell data-numeric="" fontWeight="semibold">
                  {formatCents(amountCents)}
                  <Share step={step} />
                </Table.Cell>
                <Table.Cell data-numeric="" color="fg.muted">
                  {formatCents(holdbackCents)}
                </Table.Cell>
                <Table.Cell data-numeric="">{formatCents(netCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={2}>Total</Table.Cell>
              <Table.Cell data-numeric="">{formatCents(scheduledCents)}</Table.Cell>
              <Table.Cell data-numeric="">{formatCents(sum((row) => row.holdbackCents))}</Table.Cell>
              <Table.Cell data-numeric="">{formatCents(sum((row) => row.netCents))}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Box>

      <Stack as="ol" hideFrom="md" gap="2" listStyleType="none" m="0" p="0" aria-label={label}>
        {rows.map(({ step, amountCents, holdbackCents, netCents }, index) => (
          <Stack as="li" key={index} gap="1.5" p="3" {...dataPanelProps} borderRadius="l3" data-deposit={step.deposit ? '' : undefined}>
            <HStack justify="space-between" align="flex-start" gap="3">
              <HStack gap="2" wrap="wrap" minW="0">
                <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
                  {step.description}
                </Text>
                {step.deposit ? <DepositBadge /> : null}
              </HStack>
              <Text textStyle="sm" fontWeight="semibold" textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatCents(amountCents)}
                <Share step={step} />
              </Text>
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              Due: {step.dueOn}
            </Text>
            <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              Holdback {formatCents(holdbackCents)}, net payable {formatCents(netCents)}
            </Text>
          </Stack>
        ))}
      </Stack>
      <HStack hideFrom="md" justify="space-between" px="3" textStyle="sm" fontWeight="semibold">
        <Text>Total</Text>
        <Text fontVariantNumeric="tabular-nums">{formatCents(scheduledCents)}</Text>
      </HStack>

      {holdbackNote ? (
        <Text textStyle="xs" color="fg.muted">
          {holdbackNote}
        </Text>
      ) : null}
    </Stack>
  );
}
