/**
 * The backups as operators see them, on the product's own embedded PostgreSQL: the test server starts without
 * DATABASE_URL, so it runs the built-in database with WAL archiving on, the nightly base backup and the backup check,
 * as a real installation does. One cluster serves every case here (the restore drill has its own).
 * - The nightly base backup runs once while two replicas' job workers work its queue and tick its schedule.
 * - A failed archive_command (an unwritable archive folder) shows in the operators' query and sends one alert over
 *   real SMTP, however many checks run; archiving again closes the incident.
 * - A base backup older than 26 hours is an incident of its own.
 * - GET /api/health/backups answers a monitor's token and operators, and tells nobody else anything.
 */
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { listBaseBackups } from '../src/db/backups';
import { embeddedUrl } from '../src/db/embedded';
import { backupFolders } from '../src/db/wal-archive';
import { BACKUP_CHECK } from '../src/jobs/backup-alerts';
import { scheduleBaseBackups } from '../src/jobs/base-backups';
import { JobWorkers } from '../src/jobs/job-workers';
import { createLogger } from '../src/logger';
import type { MailQueue } from '../src/mail/mail-queue';
import { waitFor } from './replica-helpers';
import { freePort, signInBySmtp, startSmtp, type TestSmtp } from './smtp-test-server';
import { startTestServer, type TestServer } from './test-server';

const TOKEN = 'monitor-token-for-the-backup-tests-0123456789';
const OPERATOR = 'ops@gtahomepros.ca';
const BASE_BACKUP = 'base-backup';

let scratch: string;
let port: number;
let smtp: TestSmtp;
let server: TestServer;
let operator = '';
let homeowner = '';

const backupDir = () => path.join(scratch, 'backups');
const boss = () => (server.mail as MailQueue).jobs;
const alerts = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

/** Signs in through the e-mailed link, read from the SMTP server (this server mails for real). */
const signIn = (email: string) => signInBySmtp(server, smtp, email);

const STATUS = `{ backupStatus { builtIn lastBaseBackup { name bytes ageSeconds } baseBackupCount lastArchivedWal lastArchivedAgeSeconds
  archivedCount failedCount lastFailedWal lastFailedAt restorableFrom restorableTo problems { kind detail emailedAt } } }`;
async function backupStatus() {
  const answer = await server.graphql(STATUS, {}, { cookie: operator });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.backupStatus;
}

/** Writes something and ends the WAL segment, so the archiver has a segment to archive (or to fail on). */
async function finishSegment(): Promise<string> {
  await server.db.query(`INSERT INTO contact_message (name, email, subject, message) VALUES ('Archive probe', 'probe@example.ca', 'Probe', 'A row for the WAL')`);
  const [{ file }] = await server.db.query(`SELECT pg_walfile_name(pg_switch_wal()) AS file`);
  return file;
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-backup-ops-'));
  chmodSync(scratch, 0o755); // run as root, the server runs as the `postgres` OS user, which must enter it
  const smtpPort = await freePort();
  smtp = await startSmtp(smtpPort);
  port = await freePort();
  const quiet = jest.spyOn(console, 'log').mockImplementation(() => {}); // the cluster's "Creating" line is for people
  try {
    server = await startTestServer({
      databaseUrl: undefined,
      embeddedPgDir: path.join(scratch, 'pg'),
      embeddedPgPort: port,
      backupDir: backupDir(),
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      backupMonitorToken: TOKEN,
    });
  } finally {
    quiet.mockRestore();
  }
  // The product schedules the check every 5 minutes; here each check runs when a test says, so it is unscheduled.
  expect((await boss().getSchedules()).find((schedule) => schedule.name === BACKUP_CHECK)).toMatchObject({ cron: '*/5 * * * *' });
  await boss().unschedule(BACKUP_CHECK);
  await server.createUser(OPERATOR, 'operator', 'Morgan Lee');
  await server.createUser('homeowner@example.ca', 'homeowner', 'Priya Raman');
  operator = await signIn(OPERATOR);
  homeowner = await signIn('homeowner@example.ca');
}, 120_000);

afterAll(async () => {
  chmodSync(backupFolders(backupDir()).wal, 0o755);
  await server?.stop();
  await smtp?.close();
  rmSync(scratch, { recursive: true, force: true });
});

it('takes the nightly base backup once while two replicas work its queue and tick its schedule', async () => {
  // Replica B: job workers of its own on the same database, running the product's schedule and handler, and
  // ticking pg-boss's clock every second (A ticks every 30 s): each tick would send the job but for pg-boss's
  // one-per-minute key.
  const b = new PgBoss({ connectionString: embeddedUrl(port), cronMonitorIntervalSeconds: 1 });
  b.on('error', () => {});
  await b.start();
  const workersB = new JobWorkers(b, createLogger('silent'));
  const deps = { databaseUrl: embeddedUrl(port), dataDir: path.join(scratch, 'pg'), backupDir: backupDir(), keep: 7 };
  try {
    await scheduleBaseBackups(workersB, deps, createLogger('silent'));
    // The nightly schedule, made due now: every minute (put back once it has fired: the next minute is another night).
    await boss().schedule(BASE_BACKUP, '* * * * *', {}, { tz: 'America/Toronto' });
    const jobs = async (states: string[]) =>
      (await server.db.query(`SELECT COUNT(*)::int AS n FROM pgboss.job WHERE (name = $1 OR singleton_key = $1) AND state = ANY($2)`, [BASE_BACKUP, states]))[0].n as number;
    await waitFor('the schedule to fire', async () => (await jobs(['created', 'active', 'completed'])) > 0);
    await boss().schedule(BASE_BACKUP, '30 2 * * *', {}, { tz: 'America/Toronto' });
    await waitFor('the base backup to be taken', async () => (await jobs(['completed'])) >= 2, 60_000); // the send and the backup
    await waitFor('nothing left to send or run', async () => (await jobs(['created', 'retry', 'active'])) === 0);
  } finally {
    await workersB.stop(5_000);
    await b.stop({ graceful: true, wait: true });
  }
  expect((await server.db.query(`SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = $1`, [BASE_BACKUP]))[0].n).toBe(1);
  const backups = await listBaseBackups(backupDir());
  expect(backups).toHaveLength(1);
  expect(readdirSync(backupFolders(backupDir()).base)).toEqual([backups[0].name]);

  const status = await backupStatus();
  expect(status).toMatchObject({ builtIn: true, baseBackupCount: 1, lastBaseBackup: { name: backups[0].name, bytes: backups[0].bytes }, problems: [] });
  expect(status.lastBaseBackup.ageSeconds).toBeLessThan(120);
  expect(status.lastArchivedWal).toMatch(/^[0-9A-F]{24}$/);
  expect(new Date(status.restorableFrom).getTime()).toBe(backups[0].endedAt.getTime());
  expect(new Date(status.restorableTo).getTime()).toBeGreaterThanOrEqual(backups[0].endedAt.getTime());
});

it('shows a failing archive_command to operators, e-mails them once, and closes the incident when archiving works again', async () => {
  const wal = backupFolders(backupDir()).wal;
  chmodSync(wal, 0o555); // the server can no longer write into the archive
  const failedSegment = await finishSegment();
  await waitFor('the archiver to fail', async () => (await server.db.query(`SELECT failed_count > 0 AS failed FROM pg_stat_archiver`))[0].failed, 30_000);

  const failing = await backupStatus();
  expect(failing.failedCount).toBeGreaterThan(0);
  // The oldest segment not archived: the one just finished (or one a quiet minute's archive_timeout finished before it).
  const stuck = failing.lastFailedWal as string;
  expect(stuck <= failedSegment).toBe(true);
  expect(failing.problems).toEqual([{ kind: 'ARCHIVING_FAILING', detail: expect.stringContaining(`could not archive WAL segment ${stuck} into ${wal}`), emailedAt: null }]);
  const monitor = await server.rest('GET', '/api/health/backups', undefined, { authorization: `Bearer ${TOKEN}` });
  expect(monitor.body).toMatchObject({ status: 'failing', lastFailedWal: stuck, problems: [{ kind: 'archiving-failing' }] });

  // Checks on two replicas at once, then again: one incident, one e-mail.
  await Promise.all([server.services.backups.checkAndAlert(), server.services.backups.checkAndAlert()]);
  await server.services.backups.checkAndAlert();
  const alert = await smtp.until((mails) => mails.find((mail) => mail.subject === 'Backups: WAL archiving is failing'), 'the alert');
  await server.jobsIdle();
  expect(alerts('Backups: WAL archiving is failing')).toHaveLength(1);
  expect((alert.to as { text: string }).text).toBe(OPERATOR);
  expect(alert.text).toContain(`could not archive WAL segment ${stuck}`);
  expect(alert.text).toContain('/operator?tab=backups');
  const [incident] = await server.db.query(`SELECT kind, closed_at, operators_emailed FROM backup_incident`);
  expect(incident).toEqual({ kind: 'archiving-failing', closed_at: null, operators_emailed: 1 });
  expect((await backupStatus()).problems[0].emailedAt).not.toBeNull();

  // The folder writable again: the next finished segment wakes the archiver, which archives every segment waiting.
  chmodSync(wal, 0o755);
  const next = await finishSegment();
  await waitFor('the archiver to catch up', async () => readdirSync(wal).includes(next), 30_000);
  await server.services.backups.checkAndAlert();
  const healthy = await backupStatus();
  expect(healthy.problems).toEqual([]);
  expect(readdirSync(wal)).toContain(failedSegment);
  expect((await server.db.query(`SELECT closed_at IS NOT NULL AS closed FROM backup_incident`))[0].closed).toBe(true);
  await server.jobsIdle();
  expect(alerts('Backups: WAL archiving is failing')).toHaveLength(1);
});

it('e-mails once when the last base backup is more than 26 hours old', async () => {
  const [backup] = await listBaseBackups(backupDir());
  const infoFile = path.join(backup.folder, 'backup_info.json');
  const info = readFileSync(infoFile, 'utf8');
  // The backup's end moved 27 hours back by the database's clock.
  const [{ then }] = await server.db.query(`SELECT clock_timestamp() - interval '27 hours' AS then`);
  writeFileSync(infoFile, JSON.stringify({ ...JSON.parse(info), endedAt: then }));
  try {
    await server.services.backups.checkAndAlert();
    await server.services.backups.checkAndAlert();
    const overdue = await backupStatus();
    expect(overdue.problems).toEqual([{ kind: 'BASE_BACKUP_OVERDUE', detail: expect.stringContaining('27 hours ago'), emailedAt: expect.any(String) }]);
    await smtp.until((mails) => mails.find((mail) => mail.subject === 'Backups: the last base backup is overdue'), 'the overdue alert');
    await server.jobsIdle();
    expect(alerts('Backups: the last base backup is overdue')).toHaveLength(1);
  } finally {
    writeFileSync(infoFile, info);
  }
  await server.services.backups.checkAndAlert();
  expect((await backupStatus()).problems).toEqual([]);
});

it('answers GET /api/health/backups to a monitoring token and to operators, and to nobody else', async () => {
  const asMonitor = await server.rest('GET', '/api/health/backups', undefined, { authorization: `Bearer ${TOKEN}` });
  expect(asMonitor.status).toBe(200);
  expect(asMonitor.headers.get('cache-control')).toBe('no-store');
  expect(asMonitor.body).toMatchObject({ status: 'ok', builtIn: true, baseBackupCount: 1, problems: [] });
  expect(asMonitor.body.lastArchivedWal).toMatch(/^[0-9A-F]{24}$/);
  expect(asMonitor.body.logicalCopyCommand).toBeUndefined();
  const asOperator = await server.rest('GET', '/api/health/backups', undefined, { cookie: operator });
  expect(asOperator.status).toBe(200);
  expect(asOperator.body.status).toBe('ok');

  const wrong = await server.rest('GET', '/api/health/backups', undefined, { authorization: `Bearer ${TOKEN.slice(0, -1)}`, cookie: operator });
  const anonymous = await server.rest('GET', '/api/health/backups', undefined, { cookie: '' });
  const signedIn = await server.rest('GET', '/api/health/backups', undefined, { cookie: homeowner });
  expect([wrong.status, anonymous.status, signedIn.status]).toEqual([401, 401, 404]);
  for (const refused of [wrong, anonymous, signedIn]) expect(Object.keys(refused.body).sort()).toEqual(expect.not.arrayContaining(['status', 'lastArchivedWal', 'problems']));
  expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
  // Readiness is about serving, whatever the backups do.
  expect((await server.rest('GET', '/api/ready')).body).toEqual({ status: 'ready', database: 'up' });
});
