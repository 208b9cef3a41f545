import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentStep } from '@marketplace/shared';
import { withMaxWidth } from '../../stories-support/decorators';
import { PaymentSchedule } from './PaymentSchedule';

/** The Scarborough basement's $40,114.50 in shares: a 10 % deposit, then three milestones of 30 %. */
const basementPayments: PaymentStep[] = [
  { description: 'Deposit to order materials', basisPoints: 1000, dueOn: 'On signing', deposit: true },
  { description: 'Framing and insulation', basisPoints: 3000, dueOn: 'When the framing and insulation pass the City’s inspection' },
  { description: 'Drywall and flooring', basisPoints: 3000, dueOn: 'When the walls are painted and the floor is laid' },
  { description: 'Completion', basisPoints: 3000, dueOn: 'On substantial completion, after the final walk-through' },
];

/** The Leslieville kitchen's $30,402.65 in fixed amounts. */
const kitchenPayments: PaymentStep[] = [
  { description: 'Deposit', amountCents: 300_000, dueOn: 'On signing', deposit: true },
  { description: 'Cabinets delivered', amountCents: 1_200_000, dueOn: 'When the cabinets are delivered to the house' },
  { description: 'Countertop installed', amountCents: 900_000, dueOn: 'When the quartz is installed' },
  { description: 'Completion', amountCents: 640_265, dueOn: 'When the backsplash is grouted and the sink connected' },
];

const meta = {
  title: 'Marketplace/Agreements/PaymentSchedule',
  component: PaymentSchedule,
  args: { payments: basementPayments, totalCents: 4_011_450 },
  decorators: [withMaxWidth(960)],
} satisfies Meta<typeof PaymentSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 10 % deposit and three milestones, each with the Construction Act's holdback kept back. */
export const BasementInShares: Story = {};

/** Fixed amounts that add up to the kitchen's total. */
export const KitchenInAmounts: Story = { args: { payments: kitchenPayments, totalCents: 3_040_265 } };

/** A 25 % deposit: both sides are warned, and the homeowner must confirm it before signing. */
export const LargeDeposit: Story = {
  args: { payments: basementPayments.map((step) => ({ ...step, basisPoints: 2500 })) },
};

/** The homeowner has confirmed the 25 % deposit. */
export const LargeDepositConfirmed: Story = { args: { ...LargeDeposit.args, depositConfirmed: true } };

/** A draft whose payments fall $402.65 short of the total: the schedule says so. */
export const DoesNotAddUp: Story = {
  args: { payments: kitchenPayments.map((step, index) => (index === 3 ? { ...step, amountCents: 600_000 } : step)), totalCents: 3_040_265 },
};

/** On a phone in the dark theme: one card a payment. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } } };
