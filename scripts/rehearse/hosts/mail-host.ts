/**
 * The rehearsal's mail host: a real SMTP server (the smtp-server package) that records every message it accepts,
 * one JSON line each, before it acknowledges it.
 *
 *   mail-host.ts <record file> <port>
 */
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const [recordFile, port] = process.argv.slice(2);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      appendFileSync(recordFile, `${JSON.stringify({ at: new Date().toISOString(), messageId: mail.messageId ?? '', to, subject: mail.subject ?? '', text: (mail.text ?? '').slice(0, 4000) })}\n`);
      callback();
    }, callback);
  },
});
smtp.listen(Number(port), '0.0.0.0', () => process.stdout.write(`${JSON.stringify({ ready: true })}\n`));
const stop = () => smtp.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
