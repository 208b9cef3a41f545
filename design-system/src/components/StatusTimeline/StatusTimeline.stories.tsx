import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { StatusTimeline, type TimelineStep } from './StatusTimeline';

/** The Scarborough basement's agreement, from the draft to the end of the cooling-off period. */
const inForce: TimelineStep[] = [
  { label: 'Drafted', state: 'done', date: '2026-04-14T14:20:00Z' },
  { label: 'Sent', state: 'done', date: '2026-04-15T13:05:00Z' },
  { label: 'Changes requested', state: 'done', date: '2026-04-16T01:40:00Z', detail: 'Priya Raman asked to start on June 1 rather than May 25.' },
  { label: 'Sent again', state: 'done', date: '2026-04-17T15:00:00Z' },
  { label: 'Signed by the homeowner', state: 'done', date: '2026-04-18T23:12:00Z' },
  { label: 'Signed by the contractor', state: 'done', date: '2026-04-19T13:30:00Z' },
  { label: 'In force', state: 'done', date: '2026-04-19T13:30:00Z' },
  { label: 'Copy delivered', state: 'current', date: '2026-04-19T13:31:00Z', detail: 'The signed PDF was e-mailed to both parties.' },
  { label: 'Cooling-off ends', state: 'upcoming', date: '2026-04-29', detail: 'Until the end of this day the homeowner may cancel for any reason.' },
];

const meta = {
  title: 'Marketplace/Agreements/StatusTimeline',
  component: StatusTimeline,
  args: { steps: inForce },
  decorators: [withMaxWidth(480)],
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent to the homeowner, waiting for her to read it. */
export const WaitingForTheHomeowner: Story = {
  args: {
    steps: [
      { label: 'Drafted', state: 'done', date: '2026-04-14T14:20:00Z' },
      { label: 'Sent', state: 'current', date: '2026-04-15T13:05:00Z' },
      { label: 'Signed by the homeowner', state: 'upcoming' },
      { label: 'Signed by the contractor', state: 'upcoming' },
      { label: 'In force', state: 'upcoming' },
    ],
  },
};

/** The homeowner asked for a change: the contractor has the next move. */
export const ChangesRequested: Story = {
  args: {
    steps: [
      { label: 'Drafted', state: 'done', date: '2026-04-14T14:20:00Z' },
      { label: 'Sent', state: 'done', date: '2026-04-15T13:05:00Z' },
      { label: 'Changes requested', state: 'current', tone: 'warning', date: '2026-04-16T01:40:00Z', detail: 'Priya Raman asked to start on June 1 rather than May 25.' },
      { label: 'Signed by the homeowner', state: 'upcoming' },
      { label: 'Signed by the contractor', state: 'upcoming' },
      { label: 'In force', state: 'upcoming' },
    ],
  },
};

/** In force, the copy delivered, the cooling-off period still running. */
export const InForce: Story = {};

/** Cancelled during the cooling-off period. */
export const Cancelled: Story = {
  args: {
    steps: [
      ...inForce.slice(4, 8).map((step) => ({ ...step, state: 'done' as const, detail: undefined })),
      { label: 'Cancelled by the homeowner', state: 'current', tone: 'danger', date: '2026-04-24T16:45:00Z', detail: 'A refund is due by May 9, 2026.' },
    ],
  },
};

/** On a phone in the dark theme. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } } };
