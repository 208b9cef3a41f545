import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { HOLDBACK_PERCENT, formatCents, formatDate, type Ledger as LedgerValue } from '@marketplace/shared';
import type { ReactNode } from 'react';
import { dataPanelProps, dataTableCss } from '../shared/dataTable';

export interface LedgerProps {
  /**
   * Where the job's money stands, as the rules' `ledger()` adds it up (every amount in cents, HST included). The
   * running totals the next invoice is computed from (`invoicedBefore`, `holdbackToRelease`) are not shown.
   */
  ledger: Omit<LedgerValue, 'invoicedBefore' | 'holdbackToRelease' | 'payableCents'>;
  /**
   * Accessible name of the table.
   * @default 'Where the money stands'
   */
  label?: string;
  /**
   * The day the holdback falls due (YYYY-MM-DD, the rules' `holdbackReleaseOn`), once substantial
   * performance is confirmed: the row of the holdback still kept back then says so.
   */
  holdbackReleaseOn?: string | null;
  /** Shown under the table, e.g. a link to the invoices or the action that records a payment. */
  footer?: ReactNode;
}

/** '+$1,356.00' for what signed change orders added, '-$508.50' for what they took away, '$0.00' for none. */
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

type Emphasis = 'total' | 'outstanding';

interface Row {
  key: string;
  label: string;
  /** The amount as shown. */
  amount: string;
  /** A line under the label. */
  detail?: ReactNode;
  emphasis?: Emphasis;
}

/** Row headers read as labels, not column titles; the groups are set apart; Outstanding stands out. */
const ledgerCss: SystemStyleObject = {
  '& tbody th': { fontWeight: 'normal' },
  '& tbody:first-of-type tr:first-of-type': { borderTopWidth: '0' },
  '& tbody + tbody tr:first-of-type, & tfoot tr:first-of-type': { borderTopColor: 'border.emphasized' },
  '& [data-emphasis=total] th, & [data-emphasis=total] td': { fontWeight: 'semibold' },
  '& tfoot tr': { bg: 'bg.subtle' },
  '& [data-emphasis=outstanding] th, & [data-emphasis=outstanding] td': { textStyle: 'md', fontWeight: 'bold', py: '3' },
};

function LedgerRows({ rows }: { rows: readonly Row[] }) {
  return rows.map((row) => (
    <Table.Row key={row.key} data-row={row.key} data-emphasis={row.emphasis}>
      <Table.ColumnHeader scope="row">
        {row.label}
        {row.detail ? (
          <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal" mt="0.5">
            {row.detail}
          </Text>
        ) : null}
      </Table.ColumnHeader>
      <Table.Cell data-numeric="">{row.amount}</Table.Cell>
    </Table.Row>
  ));
}

/**
 * Where the job's money stands, for both sides of a signed agreement: the agreed total and signed change
 * orders; the work invoiced, what was paid and confirmed, and payments recorded but not yet confirmed;
 * the Construction Act's holdback kept back, released, and still kept back (with the day it falls due);
 * and what is outstanding, emphasised, or overpaid. Every figure is the rules' `ledger()`, so the page,
 * the API and the invoices agree to the cent. A two-column table with row headers, amounts right-aligned
 * in tabular figures: it reads the same on a phone and a desktop. Rows about money that has not moved
 * (nothing awaiting confirmation, no holdback released, nothing overpaid) are left out.
 */
export function Ledger({ ledger, label = 'Where the money stands', holdbackReleaseOn, footer }: LedgerProps) {
  const contract: Row[] = [
    { key: 'agreed', label: 'Agreed total', amount: formatCents(ledger.agreedCents) },
    { key: 'change-orders', label: 'Change orders (signed)', amount: signed(ledger.changeOrdersCents) },
    { key: 'contract-total', label: 'Contract total', amount: formatCents(ledger.contractTotalCents), emphasis: 'total' },
  ];
  const invoicedAndPaid: Row[] = [
    { key: 'invoiced', label: 'Invoiced (work)', amount: formatCents(ledger.invoicedCents) },
    { key: 'confirmed', label: 'Paid and confirmed', amount: formatCents(ledger.confirmedCents) },
  ];
  if (ledger.awaitingConfirmationCents > 0) {
    invoicedAndPaid.push({
      key: 'awaiting-confirmation',
      label: 'Recorded, awaiting confirmation',
      amount: formatCents(ledger.awaitingConfirmationCents),
      detail: 'Recorded by the homeowner, not yet confirmed by the contractor',
    });
  }
  const holdback: Row[] = [
    {
      key: 'holdback-kept',
      label: 'Holdback kept back',
      amount: formatCents(ledger.holdbackKeptCents),
      detail: `${HOLDBACK_PERCENT} % of the work invoiced, with its HST`,
    },
  ];
  if (ledger.holdbackReleasedCents > 0) {
    holdback.push({ key: 'holdback-released', label: 'Holdback released', amount: formatCents(ledger.holdbackReleasedCents) });
  }
  holdback.push({
    key: 'holdback-due',
    label: 'Holdback still kept back',
    amount: formatCents(ledger.holdbackDueCents),
    emphasis: 'total',
    detail:
      holdbackReleaseOn && ledger.holdbackDueCents > 0 ? (
        <>
          Falls due on <time dateTime={holdbackReleaseOn}>{formatDate(holdbackReleaseOn)}</time>
        </>
      ) : undefined,
  });
  const balance: Row[] = [
    {
      key: 'outstanding',
      label: 'Outstanding',
      amount: formatCents(ledger.outstandingCents),
      emphasis: 'outstanding',
      detail: 'Invoiced as payable now, not yet confirmed as paid',
    },
  ];
  if (ledger.overpaidCents > 0) {
    balance.push({
      key: 'overpaid',
      label: 'Overpaid',
      amount: formatCents(ledger.overpaidCents),
      emphasis: 'total',
      detail: 'Confirmed beyond what the invoices asked to be paid now',
    });
  }

  return (
    <Stack gap="2" minW="0">
      <Box {...dataPanelProps} overflowX="auto">
        <Table.Root aria-label={label} css={[dataTableCss, ledgerCss]}>
          <Table.Body>
            <LedgerRows rows={contract} />
          </Table.Body>
          <Table.Body>
            <LedgerRows rows={invoicedAndPaid} />
          </Table.Body>
          <Table.Body>
            <LedgerRows rows={holdback} />
          </Table.Body>
          <Table.Footer>
            <LedgerRows rows={balance} />
          </Table.Footer>
        </Table.Root>
      </Box>
      <Text textStyle="xs" color="fg.muted">
        Amounts include any HST charged.
      </Text>
      {footer}
    </Stack>
  );
}
