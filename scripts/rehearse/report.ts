/** The rehearsal's measures per fault, and the table docs/reliability.md shows. */
import type { Attempt, Write } from './load';

export interface FaultWindow {
  name: string;
  label: string;
  /** When the fault began and ended; requests are counted until `until` (the end plus the time watched after it). */
  start: number;
  end: number;
  until: number;
}

export interface Row {
  name: string;
  label: string;
  seconds: number;
  requests: number;
  failures: number;
  serverErrors: number;
  /** From the end of the fault to the first 2xx answer to a request sent after it (ms); null when none came. */
  recoveryMs: number | null;
  writes: number;
  acked: number;
  /** Acknowledged writes not found afterwards (must be 0). */
  lost: number;
  /** Writes stored more than once (must be 0). */
  duplicated: number;
  /** Writes never acknowledged within their retry time (the client was told nothing; not a loss). */
  unacknowledged: number;
  mails: number;
  /** Confirmation e-mails not received exactly once (counted by Message-ID, on which receiving servers drop repeats). */
  mailProblems: number;
  /** Deliveries of a message already delivered (same Message-ID): a send whose completion was lost, sent again. */
  mailRepeats: number;
  hooks: number;
  /** Webhook events not delivered exactly once (one event id per project, one delivery per event). */
  hookProblems: number;
}

interface Inputs {
  windows: FaultWindow[];
  attempts: Attempt[];
  writes: Write[];
  projects: { id: number; title: string }[];
  mail: { to: string[]; messageId: string }[];
  hooks: { id: string; body: string }[];
  loadStart: number;
  loadEnd: number;
}

export function measure({ windows, attempts, writes, projects, mail, hooks, loadStart, loadEnd }: Inputs): Row[] {
  const byTitle = new Map<string, number[]>();
  for (const project of projects) byTitle.set(project.title, [...(byTitle.get(project.title) ?? []), Number(project.id)]);
  const messagesTo = new Map<string, Set<string>>();
  const deliveriesTo = new Map<string, number>();
  for (const message of mail) {
    for (const to of message.to) {
      messagesTo.set(to, new Set([...(messagesTo.get(to) ?? []), message.messageId]));
      deliveriesTo.set(to, (deliveriesTo.get(to) ?? 0) + 1);
    }
  }
  const deliveriesOf = new Map<string, number>();
  const eventsFor = new Map<number, Set<string>>();
  for (const hook of hooks) {
    deliveriesOf.set(hook.id, (deliveriesOf.get(hook.id) ?? 0) + 1);
    const projectId = Number(JSON.parse(hook.body)?.data?.project?.id);
    eventsFor.set(projectId, new Set([...(eventsFor.get(projectId) ?? []), hook.id]));
  }

  const row = (window: FaultWindow, whole = false): Row => {
    const inWindow = attempts.filter((a) => a.sentAt >= window.start && a.sentAt <= window.until);
    const good = (a: Attempt) => a.status >= 200 && a.status < 300;
    const firstGood = whole ? undefined : attempts.filter((a) => a.sentAt >= window.end && good(a)).sort((a, b) => a.doneAt - b.doneAt)[0];
    const ws = writes.filter((w) => w.firstSentAt >= window.start && w.firstSentAt <= window.until);
    const acked = ws.filter((w) => w.ackAt !== undefined);
    const visitors = acked.filter((w) => w.kind === 'visitor-post');
    const operator = acked.filter((w) => w.kind === 'operator-post');
    return {
      name: window.name,
      label: window.label,
      seconds: Math.round((window.end - window.start) / 1000),
      requests: inWindow.length,
      failures: inWindow.filter((a) => !good(a)).length,
      serverErrors: inWindow.filter((a) => a.status >= 500).length,
      recoveryMs: whole ? null : firstGood ? Math.max(0, firstGood.doneAt - window.end) : null,
      writes: ws.length,
      acked: acked.length,
      lost: acked.filter((w) => !(byTitle.get(w.title) ?? []).includes(w.id!)).length,
      duplicated: ws.filter((w) => (byTitle.get(w.title)?.length ?? 0) > 1).length,
      unacknowledged: ws.length - acked.length,
      mails: visitors.length,
      mailProblems: visitors.filter((w) => messagesTo.get(w.email!)?.size !== 1).length,
      mailRepeats: visitors.reduce((sum, w) => sum + Math.max(0, (deliveriesTo.get(w.email!) ?? 0) - (messagesTo.get(w.email!)?.size ?? 0)), 0),
      hooks: operator.length,
      hookProblems: operator.filter((w) => {
        const events = [...(eventsFor.get(w.id!) ?? [])];
        return events.length !== 1 || deliveriesOf.get(events[0]) !== 1;
      }).length,
    };
  };
  return [...windows.map((window) => row(window)), row({ name: 'whole run', label: 'whole run', start: loadStart, end: loadStart, until: loadEnd }, true)];
}

const share = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '-');

export function renderTable(rows: Row[]): string {
  const header = [
    'fault',
    'requests',
    'failures',
    '5xx',
    'first good answer after the end',
    'writes acknowledged',
    'found afterwards',
    'duplicated',
    'not acknowledged (gave up)',
    'e-mails exactly once',
    'e-mail repeats (same Message-ID)',
    'webhooks exactly once',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${r.requests} | ${r.failures} (${share(r.failures, r.requests)}) | ${r.serverErrors} (${share(r.serverErrors, r.requests)}) | ${
        r.recoveryMs === null ? (r.name === 'whole run' ? '-' : 'none') : `${(r.recoveryMs / 1000).toFixed(1)} s`
      } | ${r.acked} | ${r.acked - r.lost} | ${r.duplicated} | ${r.unacknowledged} | ${r.mails - r.mailProblems}/${r.mails} | ${r.mailRepeats} | ${r.hooks - r.hookProblems}/${r.hooks} |`,
    );
  }
  return lines.join('\n');
}
