/**
 * `npm run rehearse`: production across real network hosts, with faults injected (docs/reliability.md).
 *
 * Network namespaces on a bridge make the hosts: a balancer (Caddy, configured from deploy/Caddyfile), three API
 * hosts (the production build, NODE_ENV=production), a database host (the built-in PostgreSQL with WAL archiving),
 * a mail host (a recording SMTP server) and a webhook receiver (a recording HTTPS server). A load generator sends
 * reads and idempotent writes through the balancer while the faults run one after another; then every acknowledged
 * write, e-mail and webhook is checked, and the database host's backup is restored to the middle of the run.
 *
 *   npm run rehearse                   the full rehearsal (about 12 minutes on 2 cores)
 *   npm run rehearse -- --quick        shorter faults, for development (about 3 minutes)
 *   npm run rehearse -- --faults kill,db-restart   only these faults (names: kill, cut, netem, db-restart, mail, webhook)
 *   npm run rehearse -- --no-build     use the existing backend/dist
 *
 * Root only (namespaces, tc). Everything made is removed at the end, also on failure or Ctrl-C.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { restoreRange } from '../../backend/src/db/backups';
import { restoreToTime, torontoTime } from '../../backend/src/db/restore';
import { API_HOSTS, GATEWAY, HOSTS, SUBNET, WEBHOOK_ADDRESS, createNetwork, teardownNetwork } from './net';
import { LoadGenerator } from './load';
import { measure, renderTable } from './report';
import { runFaults } from './faults';
import { BACKUP_DIR, D, DATA_DIR, DATABASE_URL, HOOK_PORT, LOGS, QUICK, ROOT, RUN_DIR, RUN_TAG, SITE_URL, SMTP_PORT, apiEnv, args, chosen, log, sleep, stamp, started } from './settings';
import {
  caddyfile,
  createAccount,
  graphql,
  hookRecord,
  mailRecord,
  makeCertificates,
  markTornDown,
  signIn,
  startApi,
  startDatabase,
  startHook,
  startMail,
  startOn,
  teardown,
  waitForHttp,
} from './topology';

async function main(): Promise<number> {
  if (process.getuid?.() !== 0) throw new Error('The rehearsal makes network namespaces: run it as root.');
  // One rehearsal at a time: a second one would tear down the first's hosts.
  const lock = path.join(ROOT, '.data', 'rehearse.pid');
  const holder = existsSync(lock) ? Number(readFileSync(lock, 'utf8')) : 0;
  if (holder && holder !== process.pid && spawnSync('kill', ['-0', String(holder)]).status === 0) {
    markTornDown(true); // its hosts are not ours to remove
    throw new Error(`Another rehearsal (process ${holder}) is running; wait for it to finish.`);
  }
  mkdirSync(path.dirname(lock), { recursive: true });
  writeFileSync(lock, String(process.pid));
  log(`Rehearsal ${RUN_TAG}${QUICK ? ' (quick)' : ''}: faults ${[...chosen].join(', ')}; ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);

  // 1. Tools and build.
  if (spawnSync('caddy', ['version'], { stdio: 'ignore' }).status !== 0) {
    log('Caddy is missing: installing Debian\'s caddy package with apt ...');
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'caddy'], { stdio: 'inherit' });
  }
  log(`Balancer: ${execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim().split(' ')[0]}`);
  if (!args['no-build']) {
    log('Building the production server (shared, backend) ...');
    execFileSync('npm', ['run', 'build', '-w', 'shared', '-w', 'backend', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  // 2. A clean slate: what an earlier run left, then the hosts.
  log('Removing what an earlier run may have left ...');
  teardownNetwork((line) => console.log(line));
  markTornDown(false);
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  mkdirSync(apiEnv().UPLOAD_DIR, { recursive: true });
  log(`Creating the hosts on bridge ${SUBNET} (this machine is ${GATEWAY}) ...`);
  createNetwork((line) => console.log(line));
  makeCertificates();

  // 3. The database, mail and webhook hosts.
  log('Database host: the built-in PostgreSQL with WAL archiving ...');
  const dbCommand = await startDatabase();
  const mailHost = await startMail();
  const hookHost = await startHook();
  log(`Mail host (SMTP on ${HOSTS.mail.ip}:${SMTP_PORT}) and webhook receiver (https://${WEBHOOK_ADDRESS}:${HOOK_PORT}) are up`);

  // 4. The API hosts (the first runs the migrations) and the balancer.
  log(`API host ${API_HOSTS[0].name}: production build, migrations ...`);
  log(`  ready in ${((await startApi(API_HOSTS[0])) / 1000).toFixed(1)} s`);
  log(`API hosts ${API_HOSTS.slice(1).map((h) => h.name).join(', ')} ...`);
  await Promise.all(API_HOSTS.slice(1).map((host) => startApi(host)));
  writeFileSync(path.join(RUN_DIR, 'Caddyfile'), caddyfile());
  const balancer = startOn(HOSTS.lb, 'balancer', ['caddy', 'run', '--adapter', 'caddyfile', '--config', path.join(RUN_DIR, 'Caddyfile')], { HOME: RUN_DIR, XDG_DATA_HOME: RUN_DIR, XDG_CONFIG_HOME: RUN_DIR });
  await waitForHttp(`${SITE_URL}/api/ready`, 'the balancer', balancer);
  log(`Balancer (Caddy, deploy/Caddyfile's health checks on /api/ready) answers at ${SITE_URL}`);

  // 5. People: an operator who posts projects (published at once), a partner with a webhook endpoint.
  log('Accounts: an operator, and a partner with a webhook endpoint (signed in by e-mailed links) ...');
  const operatorEmail = 'operations@gtahomepros.ca';
  const partnerEmail = 'integrations@leadsnorth.ca';
  createAccount(operatorEmail);
  createAccount(partnerEmail);
  const control = new Client({ connectionString: DATABASE_URL });
  await control.connect();
  control.on('error', () => {});
  // The partner programme's approval is exercised elsewhere (partners.test.ts): here the account is simply made one.
  await control.query(`UPDATE "user" SET role = 'partner' WHERE email = $1`, [partnerEmail]);
  const operatorCookie = await signIn(operatorEmail);
  const partnerCookie = await signIn(partnerEmail);
  await graphql(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } secret } }',
    { input: { url: `https://${WEBHOOK_ADDRESS}:${HOOK_PORT}/hooks/gta-home-pros`, events: ['project.published'], description: 'Leads North intake' } },
    partnerCookie,
  );
  await control.end();

  // 6. A base backup before the load: the restore at the end starts from it.
  log('Database host: a base backup (non-exclusive low-level API) ...');
  const backup = await dbCommand('backup');
  log(`  base backup ${backup.name} taken in ${(backup.ms / 1000).toFixed(1)} s`);

  // 7. Load and faults.
  const load = new LoadGenerator({ baseUrl: SITE_URL, siteUrl: SITE_URL, operatorCookie, runTag: RUN_TAG, clients: 6, pauseMs: 150, writeDeadlineMs: 90_000 });
  const loadStart = Date.now();
  load.start();
  log(`Load: 6 clients through the balancer (6 reads, 3 visitor posts, 1 operator post per 10 requests); warming up ${D.warmup} s ...`);
  await sleep(D.warmup * 1000);

  const windows = await runFaults({ mail: mailHost, hook: hookHost }, dbCommand);

  log('Stopping the load (writes under way finish or run out of time) ...');
  await load.stop();
  const loadEnd = Date.now();

  // 8. E-mails and webhooks after recovery: wait for each one due, then a moment for any repeat.
  const ackedVisitors = load.writes.filter((w) => w.kind === 'visitor-post' && w.ackAt);
  const ackedOperator = load.writes.filter((w) => w.kind === 'operator-post' && w.ackAt);
  log(`Waiting for ${ackedVisitors.length} confirmation e-mails and ${ackedOperator.length} webhook events ...`);
  const deliveryDeadline = Date.now() + (QUICK ? 120_000 : 300_000);
  for (;;) {
    const mailed = new Set(mailRecord().flatMap((m) => m.to));
    const hooked = new Set(hookRecord().map((h) => Number(JSON.parse(h.body)?.data?.project?.id)));
    const missingMail = ackedVisitors.filter((w) => !mailed.has(w.email!)).length;
    const missingHooks = ackedOperator.filter((w) => !hooked.has(w.id!)).length;
    if (!missingMail && !missingHooks) break;
    if (Date.now() > deliveryDeadline) {
      log(`  still missing after the wait: ${missingMail} e-mail(s), ${missingHooks} webhook event(s)`);
      break;
    }
    await sleep(1000);
  }
  await sleep(5000);

  // 9. What the database holds.
  log('Checking every acknowledged write in the database ...');
  const check = new Client({ connectionString: DATABASE_URL });
  await check.connect();
  const { rows: projects } = await check.query<{ id: number; title: string }>(`SELECT id, title FROM project WHERE title LIKE $1`, [`%(${RUN_TAG}-%`]);
  await check.end();

  // 10. The restore: the database host's backup to the middle of the run.
  const target = new Date(Math.round((loadStart + loadEnd) / 2 / 1000) * 1000);
  log(`Restore: the database host's backup to ${torontoTime(target)} (Toronto), the middle of the run ...`);
  const archiveDeadline = Date.now() + 120_000;
  while (((await restoreRange(BACKUP_DIR))?.to.getTime() ?? 0) < target.getTime()) {
    if (Date.now() > archiveDeadline) throw new Error('The WAL archive did not reach the restore target within 2 minutes');
    await sleep(1000);
  }
  const restored = await restoreToTime({
    backupDir: BACKUP_DIR,
    liveDataDir: DATA_DIR,
    target,
    into: path.join(RUN_DIR, 'db', 'pg-restored'),
    progress: (line) => log(`  ${line}`),
    inspect: async (client) => (await client.query<{ id: number }>(`SELECT id FROM project WHERE title LIKE $1`, [`%(${RUN_TAG}-%`])).rows.map((row) => Number(row.id)),
  });
  const restoredIds = new Set(restored.inspected ?? []);
  const dueAtTarget = load.writes.filter((w) => w.ackAt && w.ackAt < target.getTime());
  const missingAfterRestore = dueAtTarget.filter((w) => !restoredIds.has(w.id!));
  log(`  ${dueAtTarget.length - missingAfterRestore.length} of ${dueAtTarget.length} writes acknowledged before ${torontoTime(target)} are in the restored copy`);

  // 11. The table.
  const results = measure({ windows, attempts: load.attempts, writes: load.writes, projects, mail: mailRecord(), hooks: hookRecord(), loadStart, loadEnd });
  const table = renderTable(results);
  const summary = {
    tag: RUN_TAG,
    quick: QUICK,
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    caddy: execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim(),
    restore: { target: target.toISOString(), acknowledgedBefore: dueAtTarget.length, missing: missingAfterRestore.length, stoppedAtTarget: restored.stoppedAtTarget },
    results,
  };
  writeFileSync(path.join(RUN_DIR, 'results.json'), JSON.stringify(summary, null, 2));
  writeFileSync(path.join(RUN_DIR, 'table.md'), `${table}\n`);
  writeFileSync(path.join(RUN_DIR, 'writes.json'), JSON.stringify(load.writes, null, 1));
  writeFileSync(path.join(RUN_DIR, 'attempts.json'), JSON.stringify(load.attempts));
  console.log(`\n${table}\n`);
  const total = results.find((row) => row.name === 'whole run')!;
  const ok = results.every((row) => row.lost === 0 && row.duplicated === 0 && row.mailProblems === 0 && row.hookProblems === 0) && missingAfterRestore.length === 0;
  teardown();
  console.log(
    `Rehearsal ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60000).toFixed(1)} min: ${total.requests} requests, ${total.acked} acknowledged writes, ` +
      `${total.lost} lost, ${total.duplicated} duplicated, e-mail problems ${total.mailProblems}, webhook problems ${total.hookProblems}; ` +
      `restore to the middle of the run: ${dueAtTarget.length - missingAfterRestore.length}/${dueAtTarget.length} present (table in .data/rehearse/table.md).`,
  );
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    teardown();
    process.exit(code);
  },
  (error: unknown) => {
    console.error(`\n${stamp()} The rehearsal failed: ${(error as Error).message}`);
    teardown();
    console.error('Rehearsal failed before its table: logs in .data/rehearse/logs; everything it made was removed.');
    process.exit(1);
  },
);
