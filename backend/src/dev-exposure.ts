import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from './config';

/** Whether HOST binds only this machine's loopback interface (127.0.0.0/8, ::1, or the name localhost). */
export function listensOnLoopbackOnly(host: string): boolean {
  if (host === 'localhost') return true;
  return isIP(host) !== 0 && isLoopback(host);
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is this machine's loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * The start-up warning for a development server other machines can reach: development runs on a
 * secret kept in the database and, without SMTP_URL, a mailbox of live sign-in links. The mailbox
 * answers only this machine, but the rest (demo accounts, verbose errors in the log) is still not
 * meant for a network. Undefined when there is nothing to say.
 */
export function exposureWarning(config: Pick<Config, 'production' | 'host' | 'port' | 'smtpUrl' | 'mailDisabled'>): string | undefined {
  if (config.production || listensOnLoopbackOnly(config.host)) return undefined;
  const mailbox = !config.smtpUrl && !config.mailDisabled;
  return [
    `WARNING: this development server listens on ${config.host}:${config.port}, so other machines on the network can reach it.`,
    'Development mode is not hardened for that: demo accounts may exist and development defaults are on' +
      (mailbox ? '; the development mailbox (/dev/mailbox, holding live sign-in links) still answers only requests from this machine.' : '.'),
    'To keep it on this machine, unset HOST or set HOST=127.0.0.1. To serve others, run with NODE_ENV=production (see docs/configuration.md).',
  ].join(' ');
}
