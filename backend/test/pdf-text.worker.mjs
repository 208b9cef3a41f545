// Reads PDFs' text with pdf-parse on Node's own module loader (see pdf-text.ts for why it runs in a thread).
import { parentPort } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';

parentPort.on('message', async ({ id, pdf }) => {
  const parser = new PDFParse({ data: pdf });
  try {
    const result = await parser.getText();
    parentPort.postMessage({ id, text: result.text, pages: result.total });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  } finally {
    await parser.destroy();
  }
});
