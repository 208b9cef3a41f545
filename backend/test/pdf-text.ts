import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PdfText {
  /** The text as a reader gets it, every run of white space (line ends, gaps between table cells) as one space. */
  text: string;
  pages: number;
}

interface Reply {
  id: number;
  text?: string;
  pages?: number;
  error?: string;
}

/**
 * pdf.js, under pdf-parse, loads its own worker with a dynamic import(), which Jest's CommonJS runtime refuses
 * (without --experimental-vm-modules). A worker thread runs on Node's own loader; one thread serves every PDF of a
 * test file, since pdf.js is slow only the first time.
 */
let reader: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve: (text: PdfText) => void; reject: (error: Error) => void }>();

function readerThread(): Worker {
  if (reader) return reader;
  const thread = new Worker(path.join(__dirname, 'pdf-text.worker.mjs'), { execArgv: [] });
  thread.on('message', ({ id, text, pages, error }: Reply) => {
    const request = waiting.get(id)!;
    waiting.delete(id);
    if (waiting.size === 0) thread.unref();
    if (error !== undefined) request.reject(new Error(`pdf-parse could not read the PDF: ${error}`));
    else request.resolve({ text: text!.replace(/\s+/g, ' '), pages: pages! });
  });
  const fail = (error: Error) => {
    reader = undefined;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`The PDF text reader stopped with code ${code}`)));
  reader = thread;
  return thread;
}

/** A PDF's text, read with pdf-parse. */
export function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const thread = readerThread();
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Keeps the process alive while an answer is due, never after.
    thread.ref();
    thread.postMessage({ id, pdf: new Uint8Array(pdf) });
  });
}
