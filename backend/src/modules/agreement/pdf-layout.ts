/**
 * The layout of the marketplace's PDFs (the agreement, its copy, invoices): the fonts, the colours and styles, and the
 * pieces every section is built from (headings, fields, tables, notes), with the estimates that keep a section on one page.
 */
import { dirname, join } from 'node:path';
import type pdfmakeInstance from 'pdfmake';
import type { Content, ContentNode, DocumentDefinition, TableNode } from 'pdfmake';
import { formatNumber } from '@marketplace/shared';

const ROBOTO_DIR = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
const FONTS = {
  Roboto: {
    normal: join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
    bold: join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
    italics: join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
  },
  // The PDF's built-in monospace font, for the hex hashes and addresses only (all ASCII).
  Courier: { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' },
};
const FONT_FILES = new Set(Object.values(FONTS).flatMap((family) => Object.values(family)));

let configured: typeof pdfmakeInstance | undefined;
/**
 * pdfmake, given our fonts once and allowed to read those files and nothing else, from nowhere else (it is one shared
 * instance). Loaded on the first PDF, not with the server: its layout engine and font code took 0.2 s of every start.
 */
export function configuredPdfmake(): typeof pdfmakeInstance {
  if (configured) return configured;
  const pdfmake = require('pdfmake') as typeof pdfmakeInstance;
  pdfmake.addFonts(FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  configured = pdfmake;
  return pdfmake;
}

export const INK = '#1f2933';
export const ACCENT = '#1d3557';
export const MUTED = '#5c6670';
export const RULE = '#c5ccd4';
export const SHADE = '#eef1f5';
export const WARN = '#8a3b00';

/** The type and styles of the marketplace's PDFs (the agreement, its copy, invoices). */
export const PDF_DEFAULT_STYLE = { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15, color: INK };
export const PDF_STYLES: DocumentDefinition['styles'] = {
  title: { fontSize: 21, bold: true, color: ACCENT },
  heading: { fontSize: 11.5, bold: true, color: ACCENT, margin: [0, 14, 0, 0] },
  subheading: { bold: true, fontSize: 9.5 },
  label: { fontSize: 7.5, color: MUTED },
  partyTitle: { fontSize: 8, bold: true, color: ACCENT, characterSpacing: 0.8, margin: [0, 0, 0, 5] },
  tableHeader: { bold: true, fontSize: 8.5, color: ACCENT },
  small: { fontSize: 8, color: MUTED },
  pageFurniture: { fontSize: 7.5, color: MUTED },
  // The PDF's built-in Courier: hex and addresses read best in a fixed width.
  mono: { font: 'Courier', fontSize: 8, lineHeight: 1.2, margin: [0, 1.5, 0, 0] },
};

export const PAGE_MARGIN_X = 54;
export const CONTENT_WIDTH = 612 - 2 * PAGE_MARGIN_X;

export const percent = (basisPoints: number) => `${formatNumber(basisPoints / 100)} %`;
export const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** A heading that starts a section; the layout moves it to the next page rather than leave it alone at the bottom. */
export function heading(number: number, title: string): Content[] {
  return [
    { text: `${number}. ${title}`, style: 'heading', headlineLevel: 1 },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.75, lineColor: RULE }], margin: [0, 2, 0, 6] },
  ];
}

/**
 * Sections small enough are moved whole to the next page rather than split (a heading stays with its table, a
 * signature with its record). pdfmake drops an unbreakable block taller than a page without a word, so a section is
 * kept together only when a pessimistic estimate of its height fits well within one: every character as wide as the
 * widest glyph (1 em), every line 13 pt.
 */
export const KEEP_TOGETHER_MAX_HEIGHT = 560;
export const LINE = 13;
export const SMALL_LINE = 10.5;

/** Lines a text takes at most in a column of this width (points). */
export function linesAtMost(text: string | null | undefined, width: number, fontSize = 9.5): number {
  const perLine = Math.max(1, Math.floor(width / fontSize));
  return (text ?? '').split('\n').reduce((sum, paragraph) => sum + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);
}

/**
 * The parts on one page when their estimated height allows. Their heading then loses its headline level: a page break
 * asked for inside an unbreakable block loses the block too.
 */
export function keepTogether(estimatedHeight: number, parts: Content[]): Content[] {
  if (estimatedHeight > KEEP_TOGETHER_MAX_HEIGHT) return parts;
  const plain = parts.map((part) => (typeof part === 'object' && !Array.isArray(part) && part.headlineLevel ? { ...part, headlineLevel: undefined } : part));
  return [{ stack: plain, unbreakable: true }];
}

/** A small grey label over its value, as forms print them. */
export function field(label: string, value: string | Content): Content {
  return { stack: [{ text: label, style: 'label' }, typeof value === 'string' ? { text: value } : value], margin: [0, 0, 0, 5] };
}

/** Prose under a run-in label: "Materials" then its paragraph. */
export function paragraph(label: string, text: string): Content {
  return {
    stack: [
      { text: label, style: 'subheading' },
      { text, margin: [0, 1, 0, 0] },
    ],
    margin: [0, 0, 0, 7],
  };
}

export const tableLayout = {
  hLineWidth: (row: number, node: TableNode) => (row === 0 || row === 1 || row === node.table.body.length ? 0.75 : 0.4),
  vLineWidth: () => 0,
  hLineColor: (row: number) => (row === 1 ? '#8a949e' : RULE),
  fillColor: (row: number) => (row === 0 ? SHADE : null),
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3.5,
  paddingBottom: () => 3.5,
};

export function headerCells(labels: readonly (string | [string, 'right' | 'center'])[]): Content[] {
  return labels.map((label) =>
    typeof label === 'string' ? { text: label, style: 'tableHeader' } : { text: label[0], style: 'tableHeader', alignment: label[1] },
  );
}

/** Label and amount rows, right-aligned, with the last one stressed. */
export function totalsTable(rows: readonly [string, string][]): ContentNode {
  return {
    table: {
      widths: ['*', 84],
      body: rows.map(([label, amount], index): Content[] => {
        const last = index === rows.length - 1;
        return [
          { text: label, alignment: 'right', bold: last, fontSize: last ? 10.5 : 9.5 },
          { text: amount, alignment: 'right', bold: last, fontSize: last ? 10.5 : 9.5 },
        ];
      }),
    },
    layout: {
      hLineWidth: (row: number, node: TableNode) => (row === node.table.body.length - 1 ? 0.75 : row === node.table.body.length ? 1.5 : 0),
      vLineWidth: () => 0,
      hLineColor: () => ACCENT,
      paddingLeft: () => 5,
      paddingRight: () => 5,
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  };
}

export function noteBox(content: Content[], color = MUTED): ContentNode {
  return {
    table: { widths: ['*'], body: [[{ stack: content, color }]] },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (column: number) => (column === 0 ? 2 : 0),
      vLineColor: () => color,
      paddingLeft: () => 8,
      paddingRight: () => 4,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}
