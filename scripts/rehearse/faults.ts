/** The faults, one after another while the load runs, and the receiver outage beside them (rehearse.ts). */
import type { ChildProcess } from 'node:child_process';
import { API_HOSTS, HOSTS, impair, type Host } from './net';
import type { FaultWindow } from './report';
import { D, chosen, log, sleep, type FaultName } from './settings';
import { apiProcesses, startApi, startHook, startMail, startOn } from './topology';

/**
 * Runs the chosen faults against the running hosts (the mail and webhook hosts are restarted here
 * after theirs); resolves with each fault's window once the last one and the outage are over.
 */
export async function runFaults(hosts: { mail: ChildProcess; hook: ChildProcess }, dbCommand: (command: string) => Promise<any>): Promise<FaultWindow[]> {
  const windows: FaultWindow[] = [];
  let mailHost = hosts.mail;
  let hookHost = hosts.hook;

  /** `run` makes the fault and ends it; it gives the moment the fault took effect when its set-up takes a while. */
  const fault = async (name: FaultName, label: string, run: () => Promise<{ start?: number; end: number; note?: string }>) => {
    if (!chosen.has(name)) return;
    log(`Fault: ${label} ...`);
    const asked = Date.now();
    const result = await run();
    const { end, note } = result;
    const start = result.start ?? asked;
    log(`  over after ${((end - start) / 1000).toFixed(1)} s${note ? ` (${note})` : ''}; watching ${D.settle} s more`);
    await sleep(Math.max(0, end + D.settle * 1000 - Date.now()));
    windows.push({ name, label, start, end, until: Date.now() });
  };

  // The receiver outage is long: it runs beside the others, from the start.
  let webhookOutage: Promise<void> = Promise.resolve();
  if (chosen.has('webhook')) {
    const start = Date.now();
    log(`Fault (beside the others): webhook receiver down for ${D.webhook} s`);
    hookHost.kill('SIGKILL');
    webhookOutage = (async () => {
      await sleep(D.webhook * 1000);
      hookHost = await startHook();
      const end = Date.now();
      log(`  webhook receiver back after ${((end - start) / 1000).toFixed(0)} s; watching ${D.settle} s more`);
      await sleep(D.settle * 1000);
      windows.push({ name: 'webhook', label: `webhook receiver down ${D.webhook} s (beside the others)`, start, end, until: Date.now() });
    })();
  }

  await fault('kill', `kill -9 of ${API_HOSTS[0].name} under load, restarted after ${D.killDown} s`, async () => {
    apiProcesses.get(API_HOSTS[0].ns)!.kill('SIGKILL');
    await sleep(D.killDown * 1000);
    const end = Date.now();
    const readyMs = await startApi(API_HOSTS[0]);
    return { end, note: `back and ready ${(readyMs / 1000).toFixed(1)} s after its restart` };
  });
  const linkFault = (host: Host, destinations: string[], delayMs: number, lossPercent: number) =>
    impair(host, destinations, delayMs, lossPercent, (on, command) => startOn(on, `link-fault-${on.ns}`, command));
  await fault('cut', `${API_HOSTS[1].name} cut off from the database for ${D.cut} s`, async () => {
    // Every packet between the two is lost, both ways: a partition, not a refusal (nothing answers at all).
    const faults = [await linkFault(API_HOSTS[1], [HOSTS.db.ip], 0, 100), await linkFault(HOSTS.db, [API_HOSTS[1].ip], 0, 100)];
    const start = Date.now();
    await sleep(D.cut * 1000);
    for (const one of faults) one.clear();
    return { start, end: Date.now() };
  });
  await fault('netem', `20 % loss and 200 ms delay between the API hosts and the database for ${D.netem} s`, async () => {
    // Each direction: 200 ms and 20 % loss on the way out of every API host to the database, and back.
    const faults = [...(await Promise.all(API_HOSTS.map((api) => linkFault(api, [HOSTS.db.ip], 200, 20)))), await linkFault(HOSTS.db, API_HOSTS.map((api) => api.ip), 200, 20)];
    const start = Date.now();
    await sleep(D.netem * 1000);
    for (const one of faults) one.clear();
    return { start, end: Date.now() };
  });
  await fault('db-restart', 'database restart under load', async () => {
    const answer = await dbCommand('restart');
    return { end: Date.now(), note: `down ${(answer.downMs / 1000).toFixed(1)} s` };
  });
  await fault('mail', `mail host down for ${D.mail} s`, async () => {
    mailHost.kill('SIGKILL');
    await sleep(D.mail * 1000);
    mailHost = await startMail();
    return { end: Date.now() };
  });
  await webhookOutage;
  return windows;
}
