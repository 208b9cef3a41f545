/**
 * Separate hosts on one machine: a network namespace per host, each with one veth link to a bridge (the rehearsal's
 * LAN), made and undone with iproute2; faults on the links with tc (netem). Root only.
 */
import { execFileSync, spawnSync } from 'node:child_process';

export const BRIDGE = 'rh-br0';
export const SUBNET = '10.231.0.0/24';
/** The machine itself on the bridge: the load generator and the checks run from here. */
export const GATEWAY = '10.231.0.1';

export interface Host {
  name: string;
  ns: string;
  ip: string;
  /** Extra addresses on the host's link (the webhook receiver's public-range one). */
  extra?: string[];
}

export const HOSTS = {
  lb: { name: 'balancer', ns: 'rh-lb', ip: '10.231.0.10' },
  api1: { name: 'api-1', ns: 'rh-api1', ip: '10.231.0.11' },
  api2: { name: 'api-2', ns: 'rh-api2', ip: '10.231.0.12' },
  api3: { name: 'api-3', ns: 'rh-api3', ip: '10.231.0.13' },
  db: { name: 'database', ns: 'rh-db', ip: '10.231.0.20' },
  mail: { name: 'mail', ns: 'rh-mail', ip: '10.231.0.30' },
  // Webhooks go to public addresses only (the product refuses private ranges), so the receiver also holds a
  // public-range address; the namespaces have no route off this machine, so nothing leaves it.
  hook: { name: 'webhook receiver', ns: 'rh-hook', ip: '10.231.0.40', extra: ['52.60.1.10'] },
} satisfies Record<string, Host>;

export const API_HOSTS = [HOSTS.api1, HOSTS.api2, HOSTS.api3];
export const WEBHOOK_ADDRESS = HOSTS.hook.extra[0];

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function tryRun(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

const vethOf = (host: Host) => `rhv-${host.ns.slice(3)}`;

/** Removes everything a rehearsal makes (also what a killed earlier run left): processes, namespaces, links. */
export function teardownNetwork(log: (line: string) => void = () => {}): void {
  for (const host of Object.values(HOSTS)) {
    const pids = spawnSync('ip', ['netns', 'pids', host.ns], { encoding: 'utf8' }).stdout?.split(/\s+/).filter(Boolean) ?? [];
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        /* gone already */
      }
    }
    if (pids.length) log(`  ${host.name}: ${pids.length} process(es) stopped`);
    if (tryRun('ip', ['netns', 'del', host.ns])) log(`  ${host.name}: namespace ${host.ns} removed`);
    tryRun('ip', ['link', 'del', vethOf(host)]);
  }
  if (tryRun('ip', ['link', 'del', BRIDGE])) log(`  bridge ${BRIDGE} removed`);
}

/** The bridge with this machine on it, and every host in its namespace on it. */
export function createNetwork(log: (line: string) => void): void {
  run('ip', ['link', 'add', BRIDGE, 'type', 'bridge']);
  run('ip', ['addr', 'add', `${GATEWAY}/24`, 'dev', BRIDGE]);
  run('ip', ['link', 'set', BRIDGE, 'up']);
  for (const host of Object.values(HOSTS) as Host[]) {
    const veth = vethOf(host);
    run('ip', ['netns', 'add', host.ns]);
    run('ip', ['link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', host.ns]);
    run('ip', ['link', 'set', veth, 'master', BRIDGE]);
    run('ip', ['link', 'set', veth, 'up']);
    run('ip', ['-n', host.ns, 'link', 'set', 'lo', 'up']);
    run('ip', ['-n', host.ns, 'addr', 'add', `${host.ip}/24`, 'dev', 'eth0']);
    for (const extra of host.extra ?? []) run('ip', ['-n', host.ns, 'addr', 'add', `${extra}/32`, 'dev', 'eth0']);
    run('ip', ['-n', host.ns, 'link', 'set', 'eth0', 'up']);
    log(`  ${host.name}: namespace ${host.ns}, ${[host.ip, ...(host.extra ?? [])].join(', ')}`);
  }
  // The API hosts reach the receiver's public-range address on the same link.
  for (const api of API_HOSTS) run('ip', ['-n', api.ns, 'route', 'add', `${WEBHOOK_ADDRESS}/32`, 'dev', 'eth0']);
}

/**
 * netem on a host's outgoing traffic to some addresses only: a prio qdisc whose third band (never chosen by the
 * default priority map for ordinary traffic) carries netem, and a u32 filter per destination sending it there.
 */
export function impair(host: Host, destinations: string[], netem: string[]): void {
  run('ip', ['netns', 'exec', host.ns, 'tc', 'qdisc', 'add', 'dev', 'eth0', 'root', 'handle', '1:', 'prio']);
  run('ip', ['netns', 'exec', host.ns, 'tc', 'qdisc', 'add', 'dev', 'eth0', 'parent', '1:3', 'handle', '30:', 'netem', ...netem]);
  for (const destination of destinations) {
    run('ip', ['netns', 'exec', host.ns, 'tc', 'filter', 'add', 'dev', 'eth0', 'protocol', 'ip', 'parent', '1:0', 'prio', '1', 'u32', 'match', 'ip', 'dst', `${destination}/32`, 'flowid', '1:3']);
  }
}

export function clearImpairment(host: Host): void {
  tryRun('ip', ['netns', 'exec', host.ns, 'tc', 'qdisc', 'del', 'dev', 'eth0', 'root']);
}
