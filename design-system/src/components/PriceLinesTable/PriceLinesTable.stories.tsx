import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PriceLine } from '@marketplace/shared';
import { withMaxWidth } from '../../stories-support/decorators';
import { PriceLinesTable, type PriceLinesChange } from './PriceLinesTable';

/** A basement finish in Scarborough: $35,636.00 before tax, the permit fee passed through without HST. */
const basementLines: PriceLine[] = [
  { description: 'Frame the exterior walls with 2x4 studs, Roxul Comfortboard 80 and a 6-mil vapour barrier', quantity: 120, unitPriceCents: 3800, kind: 'fixed', taxable: true },
  { description: 'Drywall, tape, prime and paint walls and ceilings (square feet)', quantity: 850, unitPriceCents: 650, kind: 'fixed', taxable: true },
  { description: 'DRIcore subfloor and luxury vinyl plank (square feet)', quantity: 780, unitPriceCents: 925, kind: 'estimate', taxable: true },
  { description: 'Three-piece bathroom: rough-in, Moen fixtures, tiled shower', quantity: 1, unitPriceCents: 1_280_000, kind: 'estimate', taxable: true },
  { description: 'Electrical: 18 pot lights, 12 outlets, ESA inspection', quantity: 1, unitPriceCents: 435_000, kind: 'fixed', taxable: true },
  { description: 'City of Toronto building permit fee, passed through at cost', quantity: 1, unitPriceCents: 118_600, kind: 'fixed', taxable: false },
];

/** A kitchen in Leslieville, every line fixed but the stone and the tile. */
const kitchenLines: PriceLine[] = [
  { description: 'Remove the existing kitchen and dispose of it', quantity: 1, unitPriceCents: 240_000, kind: 'fixed', taxable: true },
  { description: 'Custom shaker cabinets, uppers and lowers (linear feet)', quantity: 14, unitPriceCents: 115_000, kind: 'fixed', taxable: true },
  { description: 'Quartz countertop with undermount sink cut-out (square feet)', quantity: 52, unitPriceCents: 9500, kind: 'estimate', taxable: true },
  { description: 'Subway tile backsplash (square feet)', quantity: 38, unitPriceCents: 4250, kind: 'estimate', taxable: true },
  { description: 'Plumbing: move the sink 4 feet, connect the dishwasher', quantity: 1, unitPriceCents: 185_000, kind: 'fixed', taxable: true },
];

/** Two signed change orders on the basement, and a third still waiting for the homeowner. */
const basementChanges: PriceLinesChange[] = [
  {
    id: 'co-1',
    title: 'Change order 1: egress window in the bedroom',
    signedAt: '2026-05-12T18:40:00Z',
    lines: [{ description: 'Cut the foundation and install an egress window with a window well', quantity: 1, unitPriceCents: 420_000, kind: 'fixed', taxable: true }],
  },
  {
    id: 'co-2',
    title: 'Change order 2: keep the laminate in the storage room',
    signedAt: '2026-05-20T14:05:00Z',
    lines: [{ description: 'Luxury vinyl plank in the storage room, no longer needed (square feet)', quantity: -120, unitPriceCents: 925, kind: 'estimate', taxable: true }],
  },
  {
    id: 'co-3',
    title: 'Change order 3: heated bathroom floor',
    status: 'proposed',
    lines: [{ description: 'Schluter-Ditra heat mat and thermostat under the bathroom tile', quantity: 1, unitPriceCents: 145_000, kind: 'fixed', taxable: true }],
  },
];

const meta = {
  title: 'Marketplace/Agreements/PriceLinesTable',
  component: PriceLinesTable,
  args: { lines: basementLines, acceptedBid: { minCents: 3_500_000, maxCents: 4_500_000 } },
  decorators: [withMaxWidth(960)],
} satisfies Meta<typeof PriceLinesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The basement's price, inside the $35,000 to $45,000 bid the homeowner accepted. */
export const BasementFinish: Story = {};

/** The kitchen, with no bid range to compare (every line taxable, so HST is on the subtotal). */
export const KitchenInLeslieville: Story = { args: { lines: kitchenLines, acceptedBid: undefined } };

/** The total is above the bid the homeowner accepted: a plain warning says by how much. */
export const OutsideTheBid: Story = { args: { acceptedBid: { minCents: 3_000_000, maxCents: 4_000_000 } } };

/** An open-ended bid ('$45,000+') that the total falls short of. */
export const BelowAnOpenEndedBid: Story = { args: { acceptedBid: { minCents: 4_500_000, maxCents: null } } };

/** After two signed change orders (one adds, one takes away) and one still waiting: the current total counts the signed ones only. */
export const WithChangeOrders: Story = { args: { changes: basementChanges } };

/** On a phone in the dark theme: one card a line, nothing scrolls sideways. */
export const PhoneDark: Story = {
  args: { changes: basementChanges.slice(0, 2) },
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
};
