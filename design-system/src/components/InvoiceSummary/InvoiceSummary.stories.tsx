import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { PAYMENT_MESSAGES } from '@marketplace/shared';
import { withMaxWidth } from '../../stories-support/decorators';
import { kitchenHoldbackRelease, kitchenWorkInvoices, type KitchenInvoice } from '../../stories-support/leslievilleKitchen';
import { InvoiceSummary, type InvoiceSummaryProps } from './InvoiceSummary';

const [first, second, third] = kitchenWorkInvoices;

/** An invoice of the Leslieville kitchen as the page passes it, with its links. */
const props = ({ number, kind, description, issuedOn, period, amounts }: KitchenInvoice): InvoiceSummaryProps => ({
  number,
  kind,
  description,
  issuedOn,
  period,
  amounts,
  href: `/agreements/leslieville-kitchen/invoices/${number}`,
  pdfHref: `/api/invoices/${number}.pdf`,
});

const homeownerActions = (
  <>
    <Button size="sm">Record a payment</Button>
    <Button size="sm" variant="outline">
      Give a notice of non-payment
    </Button>
  </>
);

const meta = {
  title: 'Marketplace/Payments/InvoiceSummary',
  component: InvoiceSummary,
  args: {
    ...props(second),
    clock: { state: 'notice-possible', label: PAYMENT_MESSAGES.noticePossibleUntil('2027-04-15') },
    actions: homeownerActions,
  },
  decorators: [withMaxWidth(760)],
} satisfies Meta<typeof InvoiceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * INV-0002 for the Leslieville kitchen, as the homeowner sees it in the first 14 days: $19,400.00 of
 * work, $2,522.00 HST, $2,192.20 kept back for the holdback and its HST, $19,729.80 payable now.
 */
export const NoticePossible: Story = {};

/** Past the notice period: due in 3 days. */
export const Due: Story = { args: { clock: { state: 'due', label: PAYMENT_MESSAGES.dueIn(3) }, actions: <Button size="sm">Record a payment</Button> } };

/** Past the due day and not paid. */
export const Overdue: Story = {
  args: { clock: { state: 'overdue', label: PAYMENT_MESSAGES.overdue('2027-04-29') }, actions: <Button size="sm">Record a payment</Button> },
};

/** The homeowner gave a notice of non-payment for part of it; the contractor confirms what was paid. */
export const Disputed: Story = {
  args: { clock: { state: 'disputed', label: PAYMENT_MESSAGES.disputed('2027-04-09', '2027-04-29') }, actions: <Button size="sm">Confirm the payment received</Button> },
};

/** Paid and confirmed: nothing left to do but keep the PDF. */
export const Paid: Story = { args: { clock: { state: 'paid', label: PAYMENT_MESSAGES.paid('2027-04-22') }, actions: undefined } };

/** The holdback's release: $4,850.00 and its $630.50 HST, all payable now; nothing is kept back from it. */
export const HoldbackRelease: Story = {
  args: {
    ...props(kitchenHoldbackRelease),
    clock: { state: 'notice-possible', label: PAYMENT_MESSAGES.noticePossibleUntil('2027-07-31') },
    actions: <Button size="sm">Record a payment</Button>,
  },
};

/** Only what the invoice says: no clock yet, no links, no actions. */
export const Plain: Story = { args: { ...props(first), href: undefined, pdfHref: undefined, clock: null, actions: undefined } };

/** A job's invoices listed under the page's "Invoices" heading. */
export const InvoiceList: Story = {
  render: () => (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Invoices">
      {(
        [
          [first, { state: 'paid', label: PAYMENT_MESSAGES.paid('2027-03-24') }],
          [second, { state: 'paid', label: PAYMENT_MESSAGES.paid('2027-04-22') }],
          [third, { state: 'due', label: PAYMENT_MESSAGES.dueTomorrow }],
          [kitchenHoldbackRelease, { state: 'notice-possible', label: PAYMENT_MESSAGES.noticePossibleUntil('2027-07-31') }],
        ] as const
      ).map(([invoice, clock]) => (
        <Box as="li" key={invoice.number}>
          <InvoiceSummary {...props(invoice)} clock={clock} />
        </Box>
      ))}
    </Stack>
  ),
};

/** On a phone in the dark theme. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } } };

/** The list on a phone in the dark theme. */
export const InvoiceListPhoneDark: Story = { ...InvoiceList, globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } } };
