import type { Response } from 'express';
import type { Readable } from 'node:stream';

/** A private document as the services hand it to a route: its bytes, the name it downloads under and, when known, its size. */
export interface PdfDownload {
  body: Readable;
  filename: string;
  size?: number;
}

/**
 * Sends a private PDF (an agreement, an invoice) as a download that only the browser keeps: never cached by
 * anyone else, never sniffed as something other than a PDF. A stream that fails half-way ends the response.
 */
export function sendPdf(res: Response, pdf: PdfDownload): void {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${pdf.filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(pdf.size !== undefined && { 'Content-Length': String(pdf.size) }),
  });
  pdf.body.on('error', () => res.destroy());
  pdf.body.pipe(res);
}
