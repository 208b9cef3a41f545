import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLink } from '../../navigation/AppLink';
import { withMaxWidth } from '../../stories-support/decorators';
import {
  KITCHEN_HOLDBACK_RELEASE_ON,
  kitchenAfterRelease,
  kitchenHoldbackKept,
  kitchenMidJob,
  kitchenOverpaid,
  kitchenPotLightsAdded,
  kitchenRangeHoodRemoved,
} from '../../stories-support/leslievilleKitchen';
import { Ledger } from './Ledger';

const meta = {
  title: 'Marketplace/Payments/Ledger',
  component: Ledger,
  args: { ledger: kitchenMidJob },
  decorators: [withMaxWidth(560)],
} satisfies Meta<typeof Ledger>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Leslieville kitchen mid-job ($48,500.00 + HST): INV-0001 paid and confirmed, the homeowner has
 * recorded her e-Transfer for INV-0002 and the contractor has not confirmed it yet.
 */
export const MidJob: Story = {};

/** The work is invoiced and paid; substantial performance is confirmed, so the holdback falls due on a known day. */
export const HoldbackFallsDue: Story = { args: { ledger: kitchenHoldbackKept, holdbackReleaseOn: KITCHEN_HOLDBACK_RELEASE_ON } };

/** The holdback's release ($4,850.00 and its HST) is invoiced, paid and confirmed: the job's money is settled. */
export const AfterHoldbackRelease: Story = { args: { ledger: kitchenAfterRelease, holdbackReleaseOn: KITCHEN_HOLDBACK_RELEASE_ON } };

/** A signed change order added three pot lights over the island. */
export const ChangeOrderAdded: Story = { args: { ledger: kitchenPotLightsAdded } };

/** A signed change order took work away: the homeowner buys her own range hood. */
export const ChangeOrderRemoved: Story = { args: { ledger: kitchenRangeHoodRemoved } };

/** The homeowner paid INV-0001's whole total, the holdback too, and the contractor confirmed it. */
export const Overpaid: Story = { args: { ledger: kitchenOverpaid } };

/** With a footer: the way to the invoices and payments. */
export const WithFooter: Story = {
  args: { footer: <AppLink href="/agreements/leslieville-kitchen/invoices">See every invoice and payment</AppLink> },
};

/** On a phone in the dark theme. */
export const PhoneDark: Story = {
  args: { ledger: kitchenHoldbackKept, holdbackReleaseOn: KITCHEN_HOLDBACK_RELEASE_ON },
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
};
