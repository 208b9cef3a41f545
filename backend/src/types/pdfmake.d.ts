/**
 * The part of pdfmake 0.3's server API the backend uses (see modules/agreement/agreement-pdf.ts).
 * @types/pdfmake exists, but it declares `/// <reference lib="dom" />`, which would bring the browser's globals
 * (window, a DOM Blob...) into every backend file's types; this keeps them out.
 */
declare module 'pdfmake' {
  namespace pdfmake {
    type Margins = number | [number, number] | [number, number, number, number];
    type Alignment = 'left' | 'right' | 'center' | 'justify';

    interface Style {
      font?: string;
      fontSize?: number;
      bold?: boolean;
      italics?: boolean;
      color?: string;
      alignment?: Alignment;
      lineHeight?: number;
      characterSpacing?: number;
      margin?: Margins;
    }

    interface CanvasLine {
      type: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      lineWidth?: number;
      lineColor?: string;
    }

    interface TableNode {
      table: { body: unknown[][] };
    }

    interface TableLayout {
      hLineWidth?: (row: number, node: TableNode) => number;
      vLineWidth?: (column: number, node: TableNode) => number;
      hLineColor?: (row: number, node: TableNode) => string;
      vLineColor?: (column: number, node: TableNode) => string;
      fillColor?: (row: number, node: TableNode) => string | null;
      paddingLeft?: (column: number, node: TableNode) => number;
      paddingRight?: (column: number, node: TableNode) => number;
      paddingTop?: (row: number, node: TableNode) => number;
      paddingBottom?: (row: number, node: TableNode) => number;
    }

    interface ContentNode extends Style {
      /** A named style of the definition's styles. */
      style?: string;
      text?: string | (string | ContentNode)[];
      stack?: Content[];
      columns?: Content[];
      columnGap?: number;
      /** As a column: its width. */
      width?: number | '*' | 'auto';
      table?: {
        widths?: (number | '*' | 'auto')[];
        /** Each row's least height. */
        heights?: number | number[] | ((row: number) => number);
        headerRows?: number;
        dontBreakRows?: boolean;
        body: Content[][];
      };
      /** As a table cell: which of its left, top, right and bottom borders are drawn. */
      border?: [boolean, boolean, boolean, boolean];
      /** As a table cell: its background. */
      fillColor?: string;
      /** As a table cell: where its content sits when the row is taller. */
      verticalAlignment?: 'top' | 'middle' | 'bottom';
      layout?: 'noBorders' | 'lightHorizontalLines' | TableLayout;
      canvas?: CanvasLine[];
      /** A data URL. */
      image?: string;
      fit?: [number, number];
      headlineLevel?: number;
      unbreakable?: boolean;
      pageBreak?: 'before' | 'after';
    }

    type Content = string | ContentNode | Content[];

    /** What pageBreakBefore is told about each node. */
    interface NodeInfo {
      headlineLevel?: number;
      startPosition?: { pageNumber: number; top: number; verticalRatio: number };
      pageNumbers?: number[];
    }

    interface DocumentDefinition {
      content: Content;
      pageSize?: 'LETTER' | 'A4';
      pageMargins?: Margins;
      info?: { title?: string; author?: string; subject?: string; keywords?: string; creator?: string; producer?: string; creationDate?: Date };
      language?: string;
      header?: (currentPage: number, pageCount: number) => Content | null;
      footer?: (currentPage: number, pageCount: number) => Content | null;
      pageBreakBefore?: (node: NodeInfo) => boolean;
      defaultStyle?: Style;
      styles?: Record<string, Style>;
    }

    interface FontFamily {
      normal: string;
      bold: string;
      italics: string;
      bolditalics: string;
    }

    interface OutputDocument {
      getBuffer(): Promise<Buffer>;
    }
  }

  /** pdfmake's Node entry point is one shared instance. */
  const pdfmake: {
    createPdf(definition: pdfmake.DocumentDefinition): pdfmake.OutputDocument;
    addFonts(fonts: Record<string, pdfmake.FontFamily>): void;
    /** Whether a URL in the definition (an image, a font) may be fetched. */
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    /** Whether a local file named in the definition (a font, an image) may be read. */
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
  };
  export = pdfmake;
}
