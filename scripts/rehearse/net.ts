/**
 * Separate hosts on one machine: a network namespace per host, each with one veth link to a bridge (the rehearsal's
 * LAN), made and undone with iproute2; faults on the links with tc (netem). Root only.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';

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
  for (const host of [...API_HOSTS, HOSTS.db]) prepareForFaults(host);
}

/** The TUN device a link fault routes a host's packets into (hosts/link-fault.py). */
const FAULT_DEVICE = 'rhfault0';
const FAULT_MARK = '0x77';

/**
 * Policy routing for link faults: packets the fault program sends on carry mark 0x77 and leave by the real link
 * (table 77), whatever the main table says; replies arriving on the real link are accepted (no reverse-path filter).
 */
function prepareForFaults(host: Host): void {
  run('ip', ['-n', host.ns, 'rule', 'add', 'fwmark', FAULT_MARK, 'lookup', '77', 'priority', '100']);
  run('ip', ['-n', host.ns, 'route', 'add', SUBNET, 'dev', 'eth0', 'table', '77']);
  for (const key of ['all', 'default', 'eth0']) run('ip', ['netns', 'exec', host.ns, 'sysctl', '-q', '-w', `net.ipv4.conf.${key}.rp_filter=0`]);
}

export interface LinkFault {
  /** Ends the fault: the routes go, the program stops, the device is removed. */
  clear(): void;
}

/**
 * Delay and loss on a host's packets to some addresses (what `tc netem` would do; this machine's kernel is built
 * without netem): they are routed into a TUN device, and hosts/link-fault.py drops `lossPercent` of them and holds
 * the rest `delayMs` before sending them on. Connections already open are affected too (the route changes under them).
 */
export async function impair(host: Host, destinations: string[], delayMs: number, lossPercent: number, start: (host: Host, command: string[]) => ChildProcess): Promise<LinkFault> {
  run('ip', ['-n', host.ns, 'tuntap', 'add', 'dev', FAULT_DEVICE, 'mode', 'tun']);
  run('ip', ['-n', host.ns, 'link', 'set', FAULT_DEVICE, 'up']);
  const program = start(host, ['python3', 'scripts/rehearse/hosts/link-fault.py', FAULT_DEVICE, String(delayMs), String(lossPercent)]);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (!chunk.toString().includes('"ready"')) return;
      program.stdout!.off('data', onData);
      resolve();
    };
    program.stdout!.on('data', onData);
    program.once('exit', () => reject(new Error(`The link fault program on ${host.name} exited (see .data/rehearse/logs)`)));
  });
  for (const destination of destinations) run('ip', ['-n', host.ns, 'route', 'add', `${destination}/32`, 'dev', FAULT_DEVICE, 'src', host.ip]);
  return {
    clear() {
      for (const destination of destinations) tryRun('ip', ['-n', host.ns, 'route', 'del', `${destination}/32`, 'dev', FAULT_DEVICE]);
      program.kill('SIGKILL');
      tryRun('ip', ['-n', host.ns, 'link', 'del', FAULT_DEVICE]);
    },
  };
}
