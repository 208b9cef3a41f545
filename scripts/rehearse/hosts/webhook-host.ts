/**
 * The rehearsal's webhook receiver: an HTTPS server (production sends webhooks over https only) that records every
 * delivery (its webhook-id and body), one JSON line each, before answering 204.
 *
 *   webhook-host.ts <record file> <port> <key file> <certificate file>
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';

const [recordFile, port, keyFile, certFile] = process.argv.slice(2);

const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    appendFileSync(recordFile, `${JSON.stringify({ at: new Date().toISOString(), id: String(req.headers['webhook-id'] ?? ''), path: req.url, body: Buffer.concat(chunks).toString('utf8') })}\n`);
    res.writeHead(204).end();
  });
});
server.listen(Number(port), '0.0.0.0', () => process.stdout.write(`${JSON.stringify({ ready: true })}\n`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
