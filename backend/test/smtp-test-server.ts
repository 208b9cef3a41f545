/** A real SMTP server (the smtp-server package) for mail tests: it keeps what it receives, parsed. */
import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** An SMTP server on 127.0.0.1:`port` that keeps what it receives. */
export async function startSmtp(port: number) {
  const received: ParsedMail[] = [];
  /** Checks waiting for a message, run again each time one arrives. */
  const waiting = new Set<() => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        for (const check of [...waiting]) check();
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  /**
   * Resolves with what `find` finds among the messages received, as soon as a message makes it find something
   * (checked on each arrival, never on a timer); fails naming `what` after `ms`.
   */
  const until = <T>(find: (mails: readonly ParsedMail[]) => T | undefined, what: string, ms = 15_000): Promise<T> => {
    const found = find(received);
    if (found) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const deadline = AbortSignal.timeout(ms);
      const check = () => {
        const now = find(received);
        if (!now) return;
        waiting.delete(check);
        resolve(now);
      };
      waiting.add(check);
      deadline.addEventListener('abort', () => {
        if (!waiting.delete(check)) return;
        reject(new Error(`Waited ${ms / 1000} s for ${what}`));
      });
    });
  };
  return { received, until, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
