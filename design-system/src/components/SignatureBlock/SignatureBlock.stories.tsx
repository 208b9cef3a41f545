import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withMaxWidth } from '../../stories-support/decorators';
import { SignatureBlock, type SignatureRecord } from './SignatureBlock';

/** A drawn signature as the pad gives it: dark ink on a transparent ground. */
const drawn = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><path d="M8 44c14-30 22-34 24-20s-8 26 2 18 16-30 22-18-4 24 6 16 14-22 22-12 2 16 12 10 20-18 30-12 6 12 16 8 24-10 40-6" fill="none" stroke="#1b2a44" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

const DOCUMENT_SHA256 = 'bad247125dbcb0549d74a00d95b79a9dc0fc85ad0c85ae27be30486af8192b01';

const homeownerSignature: SignatureRecord = {
  typedName: 'Priya Raman',
  signedAt: '2026-04-18T23:12:00Z',
  ipAddress: '203.0.113.24',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  documentSha256: DOCUMENT_SHA256,
  drawnSignature: drawn,
};

const contractorSignature: SignatureRecord = {
  typedName: 'Dana Lee',
  signedAt: '2026-04-19T13:30:00Z',
  ipAddress: '2001:db8:4a7::1c',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  documentSha256: DOCUMENT_SHA256,
};

const meta = {
  title: 'Marketplace/Agreements/SignatureBlock',
  component: SignatureBlock,
  args: {
    homeowner: { name: 'Priya Raman', signature: homeownerSignature },
    contractor: { name: 'Scarborough Reno Co. Ltd.', detail: 'Signed for the business by Dana Lee, owner', signature: null },
    copy: fn(async () => undefined),
  },
  decorators: [withMaxWidth(960)],
} satisfies Meta<typeof SignatureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent, nobody has signed yet. */
export const NotSigned: Story = { args: { homeowner: { name: 'Priya Raman' } } };

/** The homeowner signed first, on her phone, and drew her signature too; the contractor has not signed yet. */
export const SignedByTheHomeowner: Story = {};

/** Both have signed: the agreement is in force. The contractor typed his name without drawing. */
export const SignedByBoth: Story = {
  args: { contractor: { name: 'Scarborough Reno Co. Ltd.', detail: 'Signed for the business by Dana Lee, owner', signature: contractorSignature } },
};

/** The clipboard refused: the full value shows, ready to select. */
export const CopyFails: Story = {
  args: { ...SignedByBoth.args, copy: fn(async () => Promise.reject(new Error('denied'))) },
};

/** On a phone in the dark theme: the parties one above the other, the drawn signature on its own paper. */
export const PhoneDark: Story = {
  args: SignedByBoth.args,
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
};
