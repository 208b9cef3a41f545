/**
 * The off-site copy of the backups as operators see it, on the product's own embedded PostgreSQL with a bucket set
 * (BACKUP_S3_BUCKET) on a real S3-compatible server (s3rver): a copy into a bucket that does not exist fails, which
 * the Backups tab's query shows (configured, the error, no successful copy) and which opens the
 * 'offsite-copy-failing' incident, e-mailing the operators once however many rounds fail; once the bucket exists the
 * next copy succeeds, is shown with its time, and closes the incident.
 */
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { offsiteTarget } from '../src/db/offsite-backups';
import { OFFSITE_COPY } from '../src/jobs/offsite-backups';
import type { MailQueue } from '../src/mail/mail-queue';
import { waitFor } from './replica-helpers';
import { freePort } from './smtp-test-server';
import { startTestServer, type TestServer } from './test-server';

const SUBJECT = 'Backups: the copy to the off-site bucket is failing';
const OPERATOR = 'operations@gtahomepros.ca';

let scratch: string;
let s3: S3rver;
let server: TestServer;
let bucket: { s3: { bucket: string; region: string; endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string }; forcePathStyle: boolean }; prefix: string };

const STATUS = `{ backupStatus { offsiteCopy { configured target lastCopiedAt lastFailedAt lastError } problems { kind detail emailedAt } } }`;
async function backupStatus() {
  const answer = await server.graphql(STATUS);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.backupStatus;
}
const alerts = async () => (await server.db.query(`SELECT count(*)::int AS n FROM dev_mailbox WHERE "to" = $1 AND subject = $2`, [OPERATOR, SUBJECT]))[0].n as number;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-offsite-status-'));
  chmodSync(scratch, 0o755); // run as root, the server runs as the `postgres` OS user, which must enter it
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3') });
  const { port: s3Port } = await s3.run();
  // A bucket s3rver does not hold (yet): every copy fails with NoSuchBucket.
  bucket = {
    s3: { bucket: 'missing-offsite', region: 'us-east-1', endpoint: `http://127.0.0.1:${s3Port}`, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true },
    prefix: 'marketplace/',
  };
  const quiet = jest.spyOn(console, 'log').mockImplementation(() => {}); // the cluster's "Creating" line is for people
  try {
    server = await startTestServer({
      databaseUrl: undefined,
      embeddedPgDir: path.join(scratch, 'pg'),
      embeddedPgPort: await freePort(),
      backupDir: path.join(scratch, 'backups'),
      backupBucket: bucket,
    });
  } finally {
    quiet.mockRestore();
  }
  // The product copies every minute; here each round runs when the test says.
  const boss = (server.mail as MailQueue).jobs;
  expect((await boss.getSchedules()).find((schedule) => schedule.name === OFFSITE_COPY)).toMatchObject({ cron: '* * * * *' });
  await boss.unschedule(OFFSITE_COPY);
  // A round the schedule started before that (there was no operator to e-mail yet) is let finish and forgotten.
  await waitFor('no scheduled round left', async () =>
    (await server.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`, [OFFSITE_COPY]))[0].n === 0,
  );
  await server.db.query(`DELETE FROM backup_incident`);
  await server.db.query(`DELETE FROM backup_offsite_copy`);
  await server.actAsStaff();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

it('shows a failing copy to the bucket, e-mails the operators once, and closes the incident when a copy succeeds', async () => {
  const first = await server.services.backups.copyOffsite();
  expect(first).toEqual({ error: expect.stringContaining('NoSuchBucket') });
  await server.services.backups.copyOffsite();
  // The five-minute check sees the same incident open: nothing more is sent.
  await server.services.backups.checkAndAlert();

  const failing = await backupStatus();
  expect(failing.offsiteCopy).toEqual({
    configured: true,
    target: 's3://missing-offsite/marketplace/',
    lastCopiedAt: null,
    lastFailedAt: expect.any(String),
    lastError: expect.stringContaining('NoSuchBucket'),
  });
  expect(failing.problems).toEqual([
    { kind: 'OFFSITE_COPY_FAILING', detail: expect.stringContaining('Copying the backups to s3://missing-offsite/marketplace/ failed'), emailedAt: expect.any(String) },
  ]);
  const monitor = await server.rest('GET', '/api/health/backups');
  expect(monitor.body).toMatchObject({ status: 'failing', offsiteCopy: { configured: true, lastCopiedAt: null }, problems: [{ kind: 'offsite-copy-failing' }] });
  const mail = await server.mailTo(OPERATOR);
  expect(mail.subject).toBe(SUBJECT);
  expect(mail.text).toContain('NoSuchBucket');
  await server.jobsIdle();
  expect(await alerts()).toBe(1);
  expect(await server.db.query(`SELECT kind, closed_at, operators_emailed FROM backup_incident`)).toEqual([
    { kind: 'offsite-copy-failing', closed_at: null, operators_emailed: 1 },
  ]);

  // The bucket made: the next round copies the archive into it.
  await offsiteTarget(bucket).client.send(new CreateBucketCommand({ Bucket: bucket.s3.bucket }));
  const copied = await server.services.backups.copyOffsite();
  expect(copied).toEqual({ copied: expect.objectContaining({ backupsCopied: 0 }) });
  const healthy = await backupStatus();
  expect(healthy.problems).toEqual([]);
  expect(healthy.offsiteCopy).toMatchObject({ configured: true, lastCopiedAt: expect.any(String), lastError: expect.stringContaining('NoSuchBucket') });
  expect(new Date(healthy.offsiteCopy.lastCopiedAt).getTime()).toBeGreaterThanOrEqual(new Date(healthy.offsiteCopy.lastFailedAt).getTime());
  expect((await server.db.query(`SELECT closed_at IS NOT NULL AS closed FROM backup_incident`))[0].closed).toBe(true);
  await server.services.backups.checkAndAlert();
  expect((await backupStatus()).problems).toEqual([]);
  await server.jobsIdle();
  expect(await alerts()).toBe(1);
});

it('says the copy is not configured when no bucket is set', async () => {
  const other = await startTestServer();
  try {
    await other.actAsStaff();
    const answer = await other.graphql(`{ backupStatus { builtIn offsiteCopy { configured target lastCopiedAt lastFailedAt lastError } } }`);
    expect(answer.body.data.backupStatus).toEqual({
      builtIn: false,
      offsiteCopy: { configured: false, target: null, lastCopiedAt: null, lastFailedAt: null, lastError: null },
    });
  } finally {
    await other.stop();
  }
});
