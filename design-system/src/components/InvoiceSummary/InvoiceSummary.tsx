import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { formatCents, formatDate, type InvoiceAmounts, type InvoiceKind, type PaymentClock } from '@marketplace/shared';
import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { AppLink } from '../../navigation/AppLink';
import type { NavigationOptions } from '../../navigation/navigation';
import { DateClockBadge } from '../DateClockBadge/DateClockBadge';
import { dataPanelProps } from '../shared/dataTable';

/** How each kind of invoice is named on its card. */
export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = {
  work: 'Invoice for work',
  'holdback-release': 'Holdback release',
};

export interface InvoiceSummaryProps extends NavigationOptions {
  /** The invoice's number, e.g. 'INV-0003'. */
  number: string;
  /** A work invoice, or the invoice that releases the holdback. */
  kind: InvoiceKind;
  /** The work done or the materials supplied, as the invoice describes them. */
  description: string;
  /** The invoice date, YYYY-MM-DD. */
  issuedOn: string;
  /** The period the work or materials were supplied in, YYYY-MM-DD both (a holdback release has none). */
  period?: { from: string; to: string } | null;
  /** The invoice's amounts in cents, as the rules' `invoiceAmounts` (or `holdbackReleaseAmounts`) computed them. */
  amounts: Pick<InvoiceAmounts, 'subtotalCents' | 'hstCents' | 'totalCents' | 'keptBackCents' | 'payableNowCents'>;
  /** Where it stands on the prompt-payment clock (`paymentClock(...)`): shown as a DateClockBadge. Nothing while it has no clock. */
  clock?: Pick<PaymentClock, 'state' | 'label'> | null;
  /** Buttons for what the viewer can do with it: record a payment, confirm one, give a notice of non-payment... */
  actions?: ReactNode;
  /** The invoice's own page: the number links to it. */
  href?: string;
  /**
   * The invoice's PDF: a "Download PDF" link. A plain link the browser follows (never the app's router),
   * so the server's attachment downloads.
   */
  pdfHref?: string;
  /**
   * Heading level of the invoice's number.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

interface Amount {
  key: string;
  label: string;
  cents: number;
  emphasis?: boolean;
}

function Day({ day }: { day: string }) {
  return <time dateTime={day}>{formatDate(day)}</time>;
}

/**
 * One invoice as a card for a list of a job's invoices: its number (linked to its page) and kind, the
 * day it was issued and the period it covers, the description, and its amounts: subtotal, HST, total,
 * what is kept back for the Construction Act's holdback (with its HST), and what is payable now,
 * emphasised. The prompt-payment clock shows as a DateClockBadge, and the card ends with the viewer's
 * actions and a "Download PDF" link. The amounts are a description list: label and amount on one line
 * on a phone, side by side in columns from the `md` breakpoint.
 */
export function InvoiceSummary({
  number,
  kind,
  description,
  issuedOn,
  period,
  amounts,
  clock,
  actions,
  href,
  pdfHref,
  headingLevel = 'h3',
  linkAs,
  onNavigate,
}: InvoiceSummaryProps) {
  const headingId = useId();
  const rows: Amount[] = [
    { key: 'subtotal', label: 'Subtotal', cents: amounts.subtotalCents },
    { key: 'hst', label: 'HST', cents: amounts.hstCents },
    { key: 'total', label: 'Total', cents: amounts.totalCents },
  ];
  // Nothing is held back from a holdback's release: its card says only what it asks for.
  if (kind === 'work' || amounts.keptBackCents !== 0) rows.push({ key: 'kept-back', label: 'Kept back (holdback)', cents: amounts.keptBackCents });
  rows.push({ key: 'payable-now', label: 'Payable now', cents: amounts.payableNowCents, emphasis: true });

  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" p={{ base: '4', md: '5' }} {...dataPanelProps} minW="0" data-kind={kind}>
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as={headingLevel} id={headingId} size="md" overflowWrap="anywhere">
            {href ? (
              <AppLink href={href} linkAs={linkAs} onNavigate={onNavigate}>
                {number}
              </AppLink>
            ) : (
              number
            )}{' '}
            <Text as="span" textStyle="sm" fontWeight="medium" color="fg.muted">
              {INVOICE_KIND_LABELS[kind] ?? kind}
            </Text>
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Issued <Day day={issuedOn} />
            {period ? (
              <>
                <Box as="span" aria-hidden="true" mx="1.5">
                  ·
                </Box>
                <VisuallyHidden>, </VisuallyHidden>
                Period <Day day={period.from} /> to <Day day={period.to} />
              </>
            ) : null}
          </Text>
        </Stack>
        {clock ? <DateClockBadge state={clock.state} label={clock.label} /> : null}
      </Flex>

      <Text textStyle="sm" overflowWrap="anywhere">
        {description}
      </Text>

      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: `repeat(${rows.length}, minmax(0, 1fr))` }}
        gap={{ base: '1', md: '3' }}
        m="0"
        pt="3"
        borderTopWidth="1px"
        borderColor="border"
      >
        {rows.map((row) => (
          <Flex
            key={row.key}
            data-amount={row.key}
            direction={{ base: 'row', md: 'column' }}
            justify="space-between"
            align={{ base: 'baseline', md: 'flex-end' }}
            gap={{ base: '3', md: '0.5' }}
            textAlign={{ md: 'end' }}
            {...(row.emphasis ? { bg: 'bg.subtle', borderRadius: 'l2', px: '2', py: '1', mx: { base: '-2', md: '0' } } : {})}
          >
            <Text as="dt" textStyle="xs" color={row.emphasis ? 'fg' : 'fg.muted'} fontWeight={row.emphasis ? 'semibold' : 'normal'}>
              {row.label}
            </Text>
            <Text
              as="dd"
              m="0"
              textStyle={row.emphasis ? 'md' : 'sm'}
              fontWeight={row.emphasis ? 'bold' : 'medium'}
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
            >
              {formatCents(row.cents)}
            </Text>
          </Flex>
        ))}
      </Box>

      {actions || pdfHref ? (
        <HStack gap="2" wrap="wrap">
          {actions}
          {pdfHref ? (
            <Button asChild variant="outline" size="sm">
              <a href={pdfHref}>
                <Download aria-hidden="true" />
                Download PDF<VisuallyHidden> of {number}</VisuallyHidden>
              </a>
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}
