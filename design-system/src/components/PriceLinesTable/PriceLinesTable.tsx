import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import {
  AGREEMENT_MESSAGES,
  HST_BASIS_POINTS,
  PRICE_KIND_LABELS,
  agreementTotals,
  currentTotals,
  formatCents,
  formatDateTime,
  formatNumber,
  lineAmountCents,
  type ChangeOrderStatusValue,
  type PriceKind,
  type PriceLine,
} from '@marketplace/shared';
import { Fragment } from 'react';
import { ChangeOrderStatusBadge } from '../AgreementStatusBadge/AgreementStatusBadge';
import { Notice } from '../Notice/Notice';
import { dataPanelProps, dataTableCss, isoMoment } from '../shared/dataTable';

/** One change order's price lines, shown after the agreement's own. */
export interface PriceLinesChange {
  /** Stable key, e.g. the change order's id. */
  id: string;
  /** Its heading, e.g. 'Change order 1: egress window in the back bedroom'. */
  title: string;
  /** Lines added (positive quantity) and removed (negative quantity), as `changeOrderProblems` accepts them. */
  lines: readonly PriceLine[];
  /**
   * The change order's state. Only signed change orders count in the current total; the others are
   * shown with their state and a note that they do not count yet.
   * @default 'signed'
   */
  status?: ChangeOrderStatusValue;
  /** When the second side signed it (an ISO moment or a Date). */
  signedAt?: string | Date | null;
}

/** The bid the homeowner accepted, in cents (`maxCents` null: open-ended, e.g. '$45,000+'). */
export interface AcceptedBidRange {
  minCents: number;
  maxCents: number | null;
}

export interface PriceLinesTableProps {
  /** The agreement's price lines, in order. */
  lines: readonly PriceLine[];
  /** Change orders to show after the original lines, each with its lines; signed ones amend the current total. */
  changes?: readonly PriceLinesChange[];
  /**
   * The bid the homeowner accepted: shown beside the total, with a warning when the agreement's total
   * (before change orders, with HST, as `agreementWarnings` compares it) falls outside it.
   */
  acceptedBid?: AcceptedBidRange | null;
  /**
   * Accessible name of the original lines' table (and of their list on phones).
   * @default 'Price lines'
   */
  label?: string;
  /**
   * Heading level of the group titles ('Original agreement' and each change order), shown only with `changes`.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

const KIND_PALETTES: Record<PriceKind, string> = { estimate: 'orange', fixed: 'blue' };
const HST_PERCENT = `${formatNumber(HST_BASIS_POINTS / 100)} %`;

export interface PriceKindBadgeProps {
  kind: PriceKind;
  /** @default 'sm' */
  size?: 'sm' | 'md';
}

/** 'Estimate' (orange: may rise by up to 10 % without a change order) or 'Fixed price' (blue). */
export function PriceKindBadge({ kind, size = 'sm' }: PriceKindBadgeProps) {
  return (
    <Badge variant="subtle" size={size} colorPalette={KIND_PALETTES[kind] ?? 'gray'} borderRadius="full" px="2" data-kind={kind}>
      {PRICE_KIND_LABELS[kind] ?? kind}
    </Badge>
  );
}

/** '+$120.00' for what a change adds, '-$80.00' for what it takes away. */
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

function bidRangeText({ minCents, maxCents }: AcceptedBidRange): string {
  if (maxCents === null) return `${formatCents(minCents)} or more`;
  if (maxCents === minCents) return formatCents(minCents);
  return `${formatCents(minCents)} to ${formatCents(maxCents)}`;
}

/** The plain warning when the total is outside the accepted bid, saying by how much; undefined when inside. */
export function outsideBidWarning(totalCents: number, bid: AcceptedBidRange): string | undefined {
  if (totalCents < bid.minCents) return `${AGREEMENT_MESSAGES.outsideBid}: ${formatCents(totalCents)} is ${formatCents(bid.minCents - totalCents)} below its lower end.`;
  if (bid.maxCents !== null && totalCents > bid.maxCents) return `${AGREEMENT_MESSAGES.outsideBid}: ${formatCents(totalCents)} is ${formatCents(totalCents - bid.maxCents)} above its upper end.`;
  return undefined;
}

function LinesGroup({ lines, label, isChange }: { lines: readonly PriceLine[]; label: string; isChange: boolean }) {
  const money = (cents: number) => (isChange ? signed(cents) : formatCents(cents));
  const netCents = lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  return (
    <>
      {/* A table from the `md` breakpoint; sideways scrolling only if a narrow window still has it. */}
      <Box hideBelow="md" {...dataPanelProps} overflowX="auto">
        {/* Fixed column widths, so the original lines and each change order's line up one under the other. */}
        <Table.Root aria-label={label} css={[dataTableCss, { tableLayout: 'fixed' }]}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Description</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="28">
                Price
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="24" data-numeric="">
                Quantity
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="32" data-numeric="">
                Unit price
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="32" data-numeric="">
                Amount
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="20">
                HST
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line, index) => (
              <Table.Row key={index}>
                <Table.Cell overflowWrap="anywhere">{line.description}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <PriceKindBadge kind={line.kind} />
                </Table.Cell>
                <Table.Cell data-numeric="">{formatNumber(line.quantity)}</Table.Cell>
                <Table.Cell data-numeric="">{formatCents(line.unitPriceCents)}</Table.Cell>
                <Table.Cell data-numeric="" fontWeight="semibold">
                  {money(lineAmountCents(line))}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" color={line.taxable ? undefined : 'fg.muted'}>
                  {line.taxable ? 'Taxable' : 'No HST'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          {isChange ? (
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={4}>Change, before tax</Table.Cell>
                <Table.Cell data-numeric="">{signed(netCents)}</Table.Cell>
                <Table.Cell />
              </Table.Row>
            </Table.Footer>
          ) : null}
        </Table.Root>
      </Box>

      {/* Phones: one card a line, nothing to scroll sideways. */}
      <Stack as="ul" hideFrom="md" gap="2" listStyleType="none" m="0" p="0" aria-label={label}>
        {lines.map((line, index) => (
          <Stack as="li" key={index} gap="1.5" p="3" {...dataPanelProps} borderRadius="l3">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Text textStyle="sm" fontWeight="medium" minW="0" overflowWrap="anywhere">
                {line.description}
              </Text>
              <Text textStyle="sm" fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {money(lineAmountCents(line))}
              </Text>
            </HStack>
            <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
              <PriceKindBadge kind={line.kind} />
              <Text as="span">
                {formatNumber(line.quantity)} at {formatCents(line.unitPriceCents)}
              </Text>
              <Text as="span">{line.taxable ? 'Taxable' : 'No HST'}</Text>
            </HStack>
          </Stack>
        ))}
      </Stack>
      {isChange ? (
        <HStack hideFrom="md" justify="space-between" px="3" textStyle="sm" fontWeight="semibold">
          <Text>Change, before tax</Text>
          <Text fontVariantNumeric="tabular-nums">{signed(netCents)}</Text>
        </HStack>
      ) : null}
    </>
  );
}

function TotalRow({ term, value, strong = false, muted = false }: { term: string; value: string; strong?: boolean; muted?: boolean }) {
  const color = muted ? 'fg.muted' : 'fg';
  return (
    <>
      {/* The rule above the total spans both columns, gap included. */}
      {strong ? <Box gridColumn="1 / -1" borderTopWidth="1px" borderColor="border" mt="1" aria-hidden="true" /> : null}
      <Text as="dt" color={color} fontWeight={strong ? 'bold' : 'normal'} textStyle={strong ? 'md' : 'sm'}>
        {term}
      </Text>
      <Text as="dd" color={color} fontWeight={strong ? 'bold' : 'medium'} textStyle={strong ? 'lg' : 'sm'} textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {value}
      </Text>
    </>
  );
}

/**
 * The agreement's price, read-only: each line (description, Estimate or Fixed price, quantity, unit
 * price, amount, taxable), then the subtotal, HST at 13 % on the taxable lines and the total payable,
 * all computed with the rules' `agreementTotals` so the page, the PDF and the API agree to the cent.
 * With `changes`, each change order's signed lines follow the originals, and the totals become the
 * current ones. With `acceptedBid`, the bid the homeowner accepted stands beside the total, with a plain
 * warning when the total is outside it. A table from the `md` breakpoint, one card a line on phones.
 */
export function PriceLinesTable({ lines, changes = [], acceptedBid, label = 'Price lines', headingLevel = 'h3' }: PriceLinesTableProps) {
  const original = agreementTotals(lines);
  const signedChanges = changes.filter((change) => (change.status ?? 'signed') === 'signed');
  const totals = changes.length > 0 ? currentTotals(lines, signedChanges) : original;
  const changeCents = totals.subtotalCents - original.subtotalCents;
  const bidWarning = acceptedBid ? outsideBidWarning(original.totalCents, acceptedBid) : undefined;
  const hstTerm = totals.taxableCents === totals.subtotalCents ? `HST ${HST_PERCENT}` : `HST ${HST_PERCENT} on ${formatCents(totals.taxableCents)}`;

  return (
    <Stack gap="4" minW="0">
      {changes.length > 0 ? (
        <Heading as={headingLevel} size="sm">
          Original agreement
        </Heading>
      ) : null}
      <LinesGroup lines={lines} label={label} isChange={false} />

      {changes.map((change) => {
        const counted = (change.status ?? 'signed') === 'signed';
        return (
          <Fragment key={change.id}>
            <Stack gap="1" pt="2">
              <HStack gap="2" wrap="wrap">
                <Heading as={headingLevel} size="sm">
                  {change.title}
                </Heading>
                <ChangeOrderStatusBadge status={change.status ?? 'signed'} size="sm" />
              </HStack>
              {counted && change.signedAt ? (
                <Text textStyle="xs" color="fg.muted">
                  Signed{' '}
                  <time dateTime={isoMoment(change.signedAt)}>{formatDateTime(change.signedAt)}</time>
                </Text>
              ) : null}
              {!counted ? (
                <Text textStyle="xs" color="fg.muted">
                  Not in the total: only a change order both sides have signed changes the price.
                </Text>
              ) : null}
            </Stack>
            <LinesGroup lines={change.lines} label={change.title} isChange />
          </Fragment>
        );
      })}

      <Stack gap="3" alignSelf={{ base: 'stretch', md: 'flex-end' }} w={{ base: 'full', md: 'auto' }} minW={{ md: '80' }}>
        <Box as="dl" display="grid" gridTemplateColumns="minmax(0, 1fr) auto" columnGap="6" rowGap="1.5" m="0">
          {changes.length > 0 ? (
            <>
              <TotalRow term="Original total payable" value={formatCents(original.totalCents)} muted />
              <TotalRow term="Signed change orders, before tax" value={signed(changeCents)} muted />
            </>
          ) : null}
          <TotalRow term="Subtotal" value={formatCents(totals.subtotalCents)} />
          <TotalRow term={hstTerm} value={formatCents(totals.hstCents)} />
          <TotalRow term={changes.length > 0 ? 'Current total payable' : 'Total payable'} value={formatCents(totals.totalCents)} strong />
          {acceptedBid ? <TotalRow term="Bid the homeowner accepted" value={bidRangeText(acceptedBid)} muted /> : null}
        </Box>
        {bidWarning ? <Notice tone="warning">{bidWarning}</Notice> : null}
      </Stack>

      {totals.estimateCents > 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {formatCents(totals.estimateCents)} of the price is an estimate. {AGREEMENT_MESSAGES.estimateRule}.
        </Text>
      ) : null}
    </Stack>
  );
}
