/**
 * A real SMTP server (the smtp-server package) for mail tests: it keeps what it receives, parsed. With
 * startMailingServer, the real server mailing to one, and the suite's people signed in through their e-mail.
 */
import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Config } from '../src/config';
import { followSignInLink, requestSignInLink, signInLinkIn, startTestServer, type TestServer } from './test-server';

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

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** Signs in through the real flow, following the sign-in link `smtp` received for `email`; answers the Cookie header. */
export async function signInBySmtp(server: TestServer, smtp: TestSmtp, email: string): Promise<string> {
  const before = smtp.received.length;
  await requestSignInLink(server, email);
  const mail = await smtp.until((mails) => mails.slice(before).find((m) => (m.to as { text: string }).text === email && signInLinkIn(m.text ?? '')), `the sign-in link to ${email}`);
  return followSignInLink(server, mail.text ?? '');
}

/** One of a suite's people: their account (a contractor's phone and business name, when the suite needs them). */
export interface TestPerson {
  email: string;
  role: 'homeowner' | 'contractor' | 'operator';
  name: string;
  phone?: string;
  businessName?: string;
}

export interface MailingServer<P extends string> {
  server: TestServer;
  smtp: TestSmtp;
  /** Each person's user id and Cookie header, by the suite's name for them. */
  id: Record<P, string>;
  cookie: Record<P, string>;
  stop(): Promise<void>;
}

/**
 * An SMTP server on a free port and the real server mailing to it (`overrides` on top), with `people`'s
 * accounts made and each signed in through the link they were e-mailed: how a suite over real e-mail starts.
 */
export async function startMailingServer<P extends string>(people: Record<P, TestPerson>, overrides: Partial<Config> = {}): Promise<MailingServer<P>> {
  const port = await freePort();
  const smtp = await startSmtp(port);
  let server: TestServer | undefined;
  try {
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'GTA Home Pros <no-reply@gtahomepros.ca>', ...overrides });
    const id = {} as Record<P, string>;
    const cookie = {} as Record<P, string>;
    for (const [key, person] of Object.entries<TestPerson>(people) as [P, TestPerson][]) {
      id[key] = await server.createUser(person.email, person.role, person.name, person.phone, person.businessName);
      cookie[key] = await signInBySmtp(server, smtp, person.email);
    }
    const started = server;
    return {
      server,
      smtp,
      id,
      cookie,
      async stop() {
        await started.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await server?.stop();
    await smtp.close();
    throw error;
  }
}
