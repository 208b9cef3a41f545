/**
 * The load generator: a few clients sending a mix of reads and writes through the balancer. Every write carries an
 * Idempotency-Key and is retried under the same key until it is acknowledged (2xx) or its time runs out; every
 * attempt and every acknowledged write is recorded with its times.
 */
import { randomUUID } from 'node:crypto';

export interface Attempt {
  kind: 'read' | 'write';
  sentAt: number;
  doneAt: number;
  /** 0: no answer (connection refused or reset, or the 10 s timeout). */
  status: number;
}

export type WriteKind = 'visitor-post' | 'operator-post';

export interface Write {
  key: string;
  kind: WriteKind;
  title: string;
  /** The visitor's address (a confirmation e-mail goes there). */
  email?: string;
  firstSentAt: number;
  attempts: number;
  /** When the first 2xx answer arrived, and the project id it gave. */
  ackAt?: number;
  id?: number;
  replayed?: boolean;
}

export interface LoadOptions {
  baseUrl: string;
  siteUrl: string;
  operatorCookie: string;
  runTag: string;
  clients: number;
  /** Pause between one client's requests. */
  pauseMs: number;
  /** A write is retried under its key for this long, then recorded as not acknowledged. */
  writeDeadlineMs: number;
}

const TIMEOUT_MS = 10_000;

/** Real GTA jobs; each write's title gets the run's tag and a number, so it can be found (and counted) afterwards. */
const JOBS = [
  { title: 'Replace porch steps', description: 'Rebuild the rotten front porch steps of a 1920s semi in Leslieville with pressure-treated lumber and new railings.', location: 'Leslieville, Toronto, ON' },
  { title: 'Basement waterproofing', description: 'Interior weeping tile and a sump pit in a bungalow basement in Etobicoke that takes water every spring.', location: 'Etobicoke, Toronto, ON' },
  { title: 'Kitchen refresh', description: 'New cabinet doors, quartz counters and a backsplash in a Port Credit condo kitchen of about 10 x 12 ft.', location: 'Port Credit, Mississauga, ON' },
  { title: 'Deck rebuild', description: 'Tear out and rebuild a 14 x 16 ft backyard deck in Richmond Hill, composite boards on a new frame.', location: 'Richmond Hill, ON' },
  { title: 'Bathroom renovation', description: 'Gut a main-floor bathroom in a Scarborough side-split: new tub, tile to the ceiling, vanity and fan.', location: 'Scarborough, Toronto, ON' },
];

export class LoadGenerator {
  readonly attempts: Attempt[] = [];
  readonly writes: Write[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private counter = 0;
  private ackedIds: number[] = [];

  constructor(private readonly options: LoadOptions) {}

  start(): void {
    this.running = true;
    for (let i = 0; i < this.options.clients; i++) this.loops.push(this.loop(i));
  }

  /** Stops sending new requests; writes under way still finish (acknowledged, or out of time). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(client: number): Promise<void> {
    let turn = client;
    while (this.running) {
      turn++;
      // Per 10 turns: 6 reads, 3 posts by visitors, 1 post by the operator (published at once: a webhook event).
      const slot = turn % 10;
      if (slot < 6) await this.read();
      else if (slot < 9) await this.write('visitor-post');
      else await this.write('operator-post');
      await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs));
    }
  }

  private async request(kind: Attempt['kind'], path: string, init: RequestInit = {}): Promise<{ status: number; body: any; headers?: Headers }> {
    const sentAt = Date.now();
    let status = 0;
    let body: any;
    let headers: Headers | undefined;
    try {
      const response = await fetch(`${this.options.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      status = response.status;
      headers = response.headers;
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    } catch {
      status = 0;
    }
    this.attempts.push({ kind, sentAt, doneAt: Date.now(), status });
    return { status, body, headers };
  }

  private async read(): Promise<void> {
    const pick = this.ackedIds.length && Math.random() < 0.5 ? this.ackedIds[Math.floor(Math.random() * this.ackedIds.length)] : undefined;
    await this.request('read', pick ? `/api/projects/${pick}` : '/api/projects?limit=10');
  }

  private async write(kind: WriteKind): Promise<void> {
    const n = ++this.counter;
    const job = JOBS[n % JOBS.length];
    const ref = `${this.options.runTag}-${n}`;
    const email = kind === 'visitor-post' ? `homeowner-${ref}@example.ca`.toLowerCase() : undefined;
    const write: Write = { key: randomUUID(), kind, title: `${job.title} (${ref})`, email, firstSentAt: Date.now(), attempts: 0 };
    this.writes.push(write);
    const body = JSON.stringify({
      title: write.title,
      description: job.description,
      category: 'Kitchen Renovation',
      budget: '$25,000 - $50,000',
      timeline: 'Within 3 months',
      location: job.location,
      homeowner: 'Priya Raman',
      ...(email ? { email } : {}),
    });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': write.key, origin: this.options.siteUrl };
    if (kind === 'operator-post') headers.cookie = this.options.operatorCookie;
    const deadline = write.firstSentAt + this.options.writeDeadlineMs;
    for (;;) {
      write.attempts++;
      const answer = await this.request('write', '/api/projects', { method: 'POST', headers, body });
      if (answer.status >= 200 && answer.status < 300) {
        write.ackAt = Date.now();
        write.id = Number(String(answer.body?.id ?? '').replace(/^db-/, ''));
        write.replayed = answer.headers?.get('idempotent-replayed') === 'true';
        // Visitors' posts wait for their e-mailed confirmation (404 to others): reads pick the published ones.
        if (Number.isFinite(write.id) && kind === 'operator-post') this.ackedIds.push(write.id);
        return;
      }
      // A refusal of the request itself (4xx other than 409/429) will not change on a retry.
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 409 && answer.status !== 429) return;
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
