/** The agreement's signature block: both parties side by side, each with their signature and its record. */
import type { Content, ContentNode } from 'pdfmake';
import { formatDateTime } from '@marketplace/shared';
import type { AgreementPdfInput, AgreementPdfSignature } from './agreement-pdf.types';
import { ACCENT, CONTENT_WIDTH, INK, MUTED } from './pdf-layout';

const SIGNATURE_GAP = 22;
export const SIGNATURE_COLUMN_WIDTH = (CONTENT_WIDTH - SIGNATURE_GAP) / 2;
/** Leaves the record's values 187 pt: the longest IPv6 address (39 characters) in 8 pt Courier. */
const RECORD_LABEL_WIDTH = 50;

export const RECORD_VALUE_WIDTH = SIGNATURE_COLUMN_WIDTH - RECORD_LABEL_WIDTH - 4;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The hash split in two halves of 32, so it fits a half-page column and still reads as one hex string. */
function hashLines(sha256: string): string {
  return sha256.length > 32 ? `${sha256.slice(0, 32)}\n${sha256.slice(32)}` : sha256;
}

type Borders = [boolean, boolean, boolean, boolean];
const NO_BORDER: Borders = [false, false, false, false];
const LINE_BELOW: Borders = [false, false, false, true];

/** An empty line to write on, with what goes on it printed beneath. */
function writingLine(label: string): Content {
  return {
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: SIGNATURE_COLUMN_WIDTH, y2: 0, lineWidth: 0.75, lineColor: INK }], margin: [0, 26, 0, 2] },
      { text: label, style: 'label' },
    ],
  };
}

/** Where the signature goes: the drawn signature (when given) over the typed name, or nothing to sign on yet. */
function signatureArea(signature: AgreementPdfSignature | undefined): Content {
  if (!signature) return { text: '' };
  const png = signature.drawnSignaturePng;
  const drawn =
    png && png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
      ? [{ image: `data:image/png;base64,${png.toString('base64')}`, fit: [190, 34] as [number, number] }]
      : [];
  return { stack: [...drawn, { text: `/s/ ${signature.fullName}`, italics: true, fontSize: 14, color: ACCENT }], verticalAlignment: 'bottom' };
}

function signatureRecord(signature: AgreementPdfSignature | undefined): Content {
  if (!signature) return { stack: [{ text: 'Signature', style: 'label' }, writingLine('Full legal name'), writingLine('Date')] };
  // The label sits on the value's first line: 1.5 pt lower beside 9.5 pt text and Courier, level with small print.
  const row = (label: string, value: Content, labelTop = 1.5): Content[] => [{ text: label, style: 'label', margin: [0, labelTop, 0, 0] }, value];
  return {
    stack: [
      { text: 'Signature', style: 'label', margin: [0, 0, 0, 6] },
      { text: 'Electronic signature record', style: 'subheading', fontSize: 8.5, margin: [0, 0, 0, 2] },
      {
        table: {
          widths: [RECORD_LABEL_WIDTH, '*'],
          body: [
            row('Signed by', { text: signature.fullName }),
            row('Signed on', { text: `${formatDateTime(signature.signedAt, 'long')}, Toronto time` }),
            row('IP address', { text: signature.ipAddress, style: 'mono' }),
            row('Device', { text: signature.userAgent, fontSize: 7.5, color: MUTED }, 0),
            row('Document SHA-256', { text: hashLines(signature.documentSha256), style: 'mono' }),
          ],
        },
        layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 4, paddingTop: () => 1.5, paddingBottom: () => 1.5 },
      },
    ],
  };
}

/**
 * Both parties side by side, as rows of one table so that each party's name, signature line and record start at
 * the same height whatever the other side holds.
 */
export function signatureBlock(input: AgreementPdfInput, signatureOf: (party: 'homeowner' | 'contractor') => AgreementPdfSignature | undefined): Content {
  const { homeowner, contractor } = input.terms;
  const row = (homeownerCell: Content, contractorCell: Content, border = NO_BORDER): Content[] => [
    cell(homeownerCell, border),
    cell({ text: '' }, NO_BORDER),
    cell(contractorCell, border),
  ];
  return {
    table: {
      widths: [SIGNATURE_COLUMN_WIDTH, SIGNATURE_GAP, SIGNATURE_COLUMN_WIDTH],
      heights: (index: number) => (index === 2 ? 44 : 0),
      body: [
        row({ text: 'HOMEOWNER', style: 'partyTitle' }, { text: 'CONTRACTOR', style: 'partyTitle' }),
        row(
          { text: homeowner.name, bold: true },
          {
            stack: [
              { text: contractor.legalName, bold: true },
              { text: `By its representative, ${contractor.representative}`, color: MUTED },
            ],
          },
        ),
        row(signatureArea(signatureOf('homeowner')), signatureArea(signatureOf('contractor')), LINE_BELOW),
        row(signatureRecord(signatureOf('homeowner')), signatureRecord(signatureOf('contractor'))),
      ],
    },
    layout: {
      hLineWidth: () => 0.75,
      vLineWidth: () => 0,
      hLineColor: () => INK,
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: (index: number) => (index === 3 ? 3 : 0),
      paddingBottom: (index: number) => (index === 2 ? 2 : 1),
    },
  };
}

/** A table cell with its own borders (pdfmake draws each cell's four borders unless told otherwise). */
function cell(content: Content, border: Borders): ContentNode {
  return typeof content === 'string' || Array.isArray(content) ? { stack: [content], border } : { ...content, border };
}
