import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { migratePhotos } from '../src/cli/migrate-photos';
import type { S3Settings } from '../src/config';
import { LocalPhotoStorage } from '../src/storage/local-storage';
import { S3PhotoStorage } from '../src/storage/s3-storage';
import { expectNoMetadata, phoneJpeg, storedFiles, uploadForm } from './photo-fixtures';
import { startTestServer, type TestServer } from './test-server';

/**
 * The S3 driver against a real S3-compatible server (s3rver, files in a temp folder), with the
 * bucket itself standing in for the CDN of PHOTO_PUBLIC_BASE_URL.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'photo-s3-test-'));
const uploadDir = path.join(scratch, 'uploads');
let s3rver: S3rver | undefined;
let server: TestServer | undefined;
let settings: S3Settings;
let cdn: string;
let bucket: S3Client;

beforeAll(async () => {
  mkdirSync(path.join(scratch, 's3'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3'), configureBuckets: [{ name: 'photos', configs: [] }] });
  const { port } = await s3rver.run();
  settings = {
    bucket: 'photos',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  bucket = new S3Client({ ...settings, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  cdn = `${settings.endpoint}/photos`;
  server = await startTestServer({ uploadDir, s3: settings, photoPublicBaseUrl: cdn });
});

afterAll(async () => {
  bucket?.destroy();
  await server?.stop().catch((error) => console.error('Stopping the test server failed', error));
  await s3rver?.close().catch((error: unknown) => console.error('Stopping s3rver failed', error));
  rmSync(scratch, { recursive: true, force: true });
});

const api = (pathname: string) => fetch(`${server!.url}${pathname}`);
const bucketKeys = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: 'photos' }))).Contents ?? []).map((o) => o.Key as string).sort();

describe('photos in an S3-compatible bucket', () => {
  it('stores every size and the private original in the bucket, serves the sizes through the API and points pages at the CDN', async () => {
    // A visitor posting a project uploads with a one-time pass.
    const { pass } = (await server!.rest('POST', '/api/uploads/passes')).body;
    const response = await fetch(`${server!.url}/api/uploads`, {
      method: 'POST',
      headers: { 'Upload-Pass': pass },
      body: uploadForm([{ name: 'IMG_3001.jpg', bytes: await phoneJpeg(), type: 'image/jpeg' }]),
    });
    expect(response.status).toBe(201);
    const [photo] = ((await response.json()) as any).files;
    const id = photo.name.slice(0, 36);
    expect(photo.url).toBe(`${cdn}/1600/${photo.name}`);
    expect(photo.srcset).toBe(`${cdn}/480/${photo.name} 480w, ${cdn}/960/${photo.name} 960w, ${cdn}/1600/${photo.name} 1500w`);

    const keys = await bucketKeys();
    expect(keys).toEqual(expect.arrayContaining([`originals/${id}.jpg`, `480/${photo.name}`, `960/${photo.name}`, `1600/${photo.name}`]));
    expect(await storedFiles(uploadDir)).toEqual([]); // nothing kept on the API's disk

    for (const [width, height] of [[480, 640], [960, 1280], [1600, 2000]]) {
      const served = await api(`/api/uploads/${width}/${photo.name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([Math.min(width, 1500), Math.min(height, 2000)]);
      await expectNoMetadata(bytes);
      // The bucket holds the same bytes, marked cacheable for a CDN that serves it directly.
      const stored = await bucket.send(new GetObjectCommand({ Bucket: 'photos', Key: `${width}/${photo.name}` }));
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(bytes)).toBe(true);
      expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');
      // ... and the CDN address the page is given serves it too.
      const fromCdn = photo.sources.find((s: any) => s.url.includes(`/${width}/`));
      if (fromCdn) expect(Buffer.from(await (await fetch(fromCdn.url)).arrayBuffer()).equals(bytes)).toBe(true);
    }
    const largest = await api(`/api/uploads/${photo.name}`);
    expect(Number(largest.headers.get('content-length'))).toBe((await largest.arrayBuffer()).byteLength);

    // The original, GPS position and all, stays in the bucket: the API never serves it.
    for (const url of [`/api/uploads/${id}.jpg`, `/api/uploads/originals/${id}.jpg`, `/api/uploads/originals%2F${id}.jpg`]) {
      const refused = await api(url);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: 'No such photo' });
    }
    expect((await api(`/api/uploads/960/${randomUUID()}-10x10.webp`)).status).toBe(404);

    const csp = (await api('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src 'self' data: blob: ${settings.endpoint}`);
  });

  it('hands private files only to the people allowed, as presigned bucket URLs that expire, never through the CDN', async () => {
    await server!.createUser('holder@s3.example.ca', 'contractor', 'Holder Electric');
    await server!.createUser('stranger@s3.example.ca', 'contractor', 'Stranger Electric');
    const holder = await server!.signIn('holder@s3.example.ca');
    const stranger = await server!.signIn('stranger@s3.example.ca');
    const uploaded = await fetch(`${server!.url}/api/uploads?access=private`, {
      method: 'POST',
      headers: { cookie: holder },
      body: uploadForm([{ name: 'licence.jpg', bytes: await phoneJpeg(1200, 900), type: 'image/jpeg' }]),
    });
    expect(uploaded.status).toBe(201);
    const [file] = ((await uploaded.json()) as any).files;
    // Addressed through the API's check, not the CDN of PHOTO_PUBLIC_BASE_URL.
    expect(file.url).toBe(`/api/uploads/private/${file.name}`);
    expect(file.srcset).not.toContain(cdn);
    const keys = await bucketKeys();
    expect(keys).toEqual(expect.arrayContaining([`private/1600/${file.name}`, `private/960/${file.name}`, `private/480/${file.name}`]));
    expect(keys.filter((key) => key.includes(file.name) && !key.startsWith('private/'))).toEqual([]);
    const stored = await bucket.send(new GetObjectCommand({ Bucket: 'photos', Key: `private/1600/${file.name}` }));
    expect(stored.CacheControl).toBe('private, max-age=300');
    stored.Body!.transformToByteArray().catch(() => {});

    const filed = await server!.graphql(
      `mutation($i: SubmitCredentialInput!) { submitCredential(input: $i) { documentUrl } }`,
      { i: { kind: 'ESA_ECRA_ELECTRICAL', number: 'ECRA 7001234', issuer: 'Electrical Safety Authority', expiresOn: '2099-06-30', document: file.name } },
      { cookie: holder },
    );
    expect(filed.body.errors).toBeUndefined();
    expect(filed.body.data.submitCredential.documentUrl).toBe(file.url);

    // The holder gets a redirect to a presigned URL valid five minutes, which the bucket serves with private caching.
    const redirect = await fetch(`${server!.url}${file.url}`, { headers: { cookie: holder }, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
    const location = new URL(redirect.headers.get('location')!);
    expect(location.origin).toBe(settings.endpoint);
    expect(location.pathname).toBe(`/photos/private/1600/${file.name}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get('cache-control')).toBe('private, max-age=300');
    await expectNoMetadata(Buffer.from(await object.arrayBuffer()));
    // The pages allow images from the bucket the redirect goes to.
    expect((await api('/api/health')).headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${settings.endpoint}`);

    // Another contractor and a visitor get the answer for a file that does not exist, and no URL.
    for (const cookie of [stranger, '']) {
      const refused = await fetch(`${server!.url}${file.url}`, { headers: { cookie }, redirect: 'manual' });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('location')).toBeNull();
      expect(await refused.json()).toEqual({ error: 'No such file' });
    }

    // A presigned URL stops working once its five minutes are over (here: one signed six minutes ago).
    const storage = new S3PhotoStorage(settings);
    try {
      const options = { expiresIn: 300, cacheControl: 'private, max-age=300' };
      const stale = await storage.signedUrl(`private/1600/${file.name}`, { ...options, signingDate: new Date(Date.now() - 6 * 60_000) });
      const expired = await fetch(stale);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
      expect((await fetch(await storage.signedUrl(`private/1600/${file.name}`, options))).status).toBe(200);
    } finally {
      await storage.close();
    }
  });

  it('copies the upload folder to the bucket with progress, once, and the API serves what it copied', async () => {
    const local = path.join(scratch, 'old-uploads');
    const legacy = `${randomUUID()}.jpg`;
    const legacyBytes = await phoneJpeg(60, 40);
    mkdirSync(path.join(local, 'originals'), { recursive: true });
    mkdirSync(path.join(local, '.incoming'), { recursive: true });
    await writeFile(path.join(local, legacy), legacyBytes);
    await writeFile(path.join(local, 'originals', `${randomUUID()}.png`), 'private');
    await writeFile(path.join(local, '.incoming', 'half-received'), 'partial upload');

    const lines: string[] = [];
    const to = new S3PhotoStorage(settings);
    try {
      expect(await migratePhotos(new LocalPhotoStorage(local), to, (line) => lines.push(line))).toEqual({ copied: 2, skipped: 0 });
      expect(lines).toEqual([expect.stringMatching(/^\[1\/2\] [0-9a-f-]{36}\.jpg copied$/), expect.stringMatching(/^\[2\/2\] originals\/[0-9a-f-]{36}\.png copied$/)]);
      expect(await migratePhotos(new LocalPhotoStorage(local), to, () => {})).toEqual({ copied: 0, skipped: 2 });
    } finally {
      await to.close();
    }
    expect(await bucketKeys()).not.toContain('.incoming/half-received');

    const served = await api(`/api/uploads/${legacy}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(legacyBytes)).toBe(true);
  });
});
