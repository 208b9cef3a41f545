import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { securePrivatePhotos } from '../src/cli/secure-private-photos';
import { stripLegacyPhotos } from '../src/cli/strip-legacy-photos';
import { LocalPhotoStorage } from '../src/storage/local-storage';
import { expectNoMetadata, gif, phoneJpeg, pixelBombPng, png, storedFiles, uploadForm } from './photo-fixtures';
import { waitFor } from './replica-helpers';
import { sampleProject, startTestServer, type TestServer } from './test-server';

/**
 * sharp as the server uses it, with each pipeline's input noted (a received file, decoded pixels),
 * to count decodes.
 */
const mockSharpCalls: ('file' | 'pixels' | 'other')[] = [];
jest.mock('sharp', () => {
  const real = jest.requireActual('sharp');
  const counted = (input?: unknown, options?: { raw?: unknown }) => {
    mockSharpCalls.push(options?.raw ? 'pixels' : typeof input === 'string' ? 'file' : 'other');
    return real(input, options);
  };
  return Object.assign(counted, real);
});

let server: TestServer;
let uploadDir: string;
const scratch = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
beforeAll(async () => {
  uploadDir = path.join(scratch, 'uploads');
  server = await startTestServer({ uploadDir });
  staff = await server.actAsStaff();
});
afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const FAKE_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let staff: { operator: string; contractor: string };

/** Uploads as a signed-in contractor, or with the given headers (a visitor's pass, or none). */
async function upload(files: { name: string; bytes: Uint8Array; type?: string }[], headers: Record<string, string> = { cookie: staff.contractor }) {
  const response = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: uploadForm(files), headers });
  return { status: response.status, body: (await response.json()) as any };
}

async function fetchPhoto(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('who may upload', () => {
  const photo = async () => [{ name: 'porch.png', bytes: await png(800, 600) }];

  it('refuses a visitor without a pass before reading the photos, and stores nothing', async () => {
    const before = await storedFiles(uploadDir);
    const refused = await upload(await photo(), {});
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('Sign in, or post a project, to upload photos.');
    expect(await storedFiles(uploadDir)).toEqual(before);
  });

  it('takes a visitor\'s photos once per pass from the posting form', async () => {
    const issued = await server.rest('POST', '/api/uploads/passes', undefined, { cookie: '' });
    expect(issued.status).toBe(201);
    expect(new Date(issued.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await upload(await photo(), { 'Upload-Pass': issued.body.pass })).status).toBe(201);
    const reused = await upload(await photo(), { 'Upload-Pass': issued.body.pass });
    expect(reused.status).toBe(401);
    expect((await upload(await photo(), { 'Upload-Pass': 'made-up-pass' })).status).toBe(401);
  });

  it('needs no pass for a signed-in person', async () => {
    expect((await upload(await photo(), { cookie: staff.operator })).status).toBe(201);
  });
});

describe('what uploads may cost', () => {
  /**
   * An upload whose body is still arriving: the request line, headers and the start of a photo are
   * sent, the rest never is until `abort`. The server takes the upload's lease when the headers arrive.
   */
  function heldUpload(target: TestServer, headers: Record<string, string>) {
    const boundary = `held${randomUUID()}`;
    const request = http.request(`${target.url}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked', ...headers },
    });
    const answered = new Promise<number>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', () => resolve(0));
    });
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`);
    return { answered, abort: () => request.destroy() };
  }
  const leases = async () => Number((await server.db.query(`SELECT count(*)::int AS n FROM upload_lease WHERE expires_at > now()`))[0].n);

  it('runs at most two uploads at once per person, counted across API processes', async () => {
    const replica = await startTestServer({ databaseUrl: server.databaseUrl, uploadDir });
    const held: ReturnType<typeof heldUpload>[] = [];
    try {
      const photo = [{ name: 'porch.png', bytes: await png(64, 64) }];
      held.push(heldUpload(server, { cookie: staff.contractor }));
      held.push(heldUpload(replica, { cookie: staff.contractor }));
      await waitFor('both uploads to hold a lease', async () => (await leases()) === 2);
      for (const target of [server, replica]) {
        const response = await fetch(`${target.url}/api/uploads`, { method: 'POST', body: uploadForm(photo), headers: { cookie: staff.contractor } });
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toEqual({ error: 'Your other uploads are still being processed: wait for them to finish (at most 2 at once), then try again.' });
      }
      // Someone else uploads meanwhile.
      expect((await upload(photo, { cookie: staff.operator })).status).toBe(201);
      // One upload ends (here: its sender goes away): its lease goes with it.
      held[0].abort();
      await waitFor('the lease to be given back', async () => (await leases()) === 1);
      expect((await upload(photo)).status).toBe(201);
    } finally {
      for (const upload of held) upload.abort();
      await replica.stop();
    }
    await waitFor('every lease to be given back', async () => (await leases()) === 0);
  });

  it('hands out at most 20 upload passes an hour to one address', async () => {
    const from = (address: string) => ({ cookie: '', 'x-forwarded-for': address });
    for (let i = 0; i < 20; i++) expect((await server.rest('POST', '/api/uploads/passes', undefined, from('203.0.113.7'))).status).toBe(201);
    const refused = await server.rest('POST', '/api/uploads/passes', undefined, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many photo uploads from this address. Please wait a while and try again.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await server.rest('POST', '/api/uploads/passes', undefined, from('203.0.113.8'))).status).toBe(201);
  });
});

describe('photos attached to nothing', () => {
  it('are removed a day after upload, sizes and original; attached ones stay', async () => {
    const sent = await upload([
      { name: 'kept.png', bytes: await png(900, 600) },
      { name: 'abandoned.png', bytes: await png(900, 600) },
    ]);
    const [kept, abandoned] = sent.body.files.map((file: { name: string }) => file.name);
    expect((await server.rest('POST', '/api/projects', { ...sampleProject, images: [kept] })).status).toBe(201);
    // Not yet a day old: nothing goes.
    expect(await server.photoRegistry.purgeUnattached()).toBe(0);
    await server.db.query(`UPDATE upload SET created_at = now() - interval '25 hours' WHERE name = ANY($1)`, [[kept, abandoned]]);
    const stored = await storedFiles(uploadDir);
    expect(await server.photoRegistry.purgeUnattached()).toBe(1);
    const id = abandoned.slice(0, 36);
    expect((await storedFiles(uploadDir)).filter((file) => file.includes(id))).toEqual([]);
    expect(stored.filter((file) => file.includes(id)).length).toBeGreaterThan(3); // every size and the original were there
    expect((await fetchPhoto(`/api/uploads/${abandoned}`)).response.status).toBe(404);
    expect((await fetchPhoto(`/api/uploads/480/${kept}`)).response.status).toBe(200);
    expect(await server.photoRegistry.purgeUnattached()).toBe(0);
  });
});

describe('photo uploads', () => {
  it('re-encodes PNG, JPG and GIF to WebP sizes, serves them for a year and attaches them to a project', async () => {
    const { status, body } = await upload([
      { name: 'kitchen.png', bytes: await png(2400, 1200) },
      { name: 'IMG_0042.JPG', bytes: await phoneJpeg(1200, 900), type: 'image/jpeg' },
      { name: 'before.gif', bytes: await gif(), type: 'image/gif' },
    ]);
    expect(status).toBe(201);
    expect(body.files.map((f: any) => f.originalType)).toEqual(['image/png', 'image/jpeg', 'image/gif']);
    const [kitchen, phone, before] = body.files;
    expect(kitchen.name).toMatch(/^[0-9a-f-]{36}-1600x800\.webp$/);
    expect(phone.name).toMatch(/^[0-9a-f-]{36}-900x1200\.webp$/); // turned upright, never enlarged
    expect(before.name).toMatch(/^[0-9a-f-]{36}-120x90\.webp$/);
    expect(kitchen.sources.map((s: any) => s.width)).toEqual([480, 960, 1600]);
    expect(phone.sources.map((s: any) => s.width)).toEqual([480, 900]);
    expect(before.sources).toEqual([{ url: `/api/uploads/${before.name}`, width: 120 }]);
    expect(kitchen.srcset).toBe(`/api/uploads/480/${kitchen.name} 480w, /api/uploads/960/${kitchen.name} 960w, /api/uploads/${kitchen.name} 1600w`);

    for (const [width, url] of [[1600, kitchen.url], [480, `/api/uploads/480/${kitchen.name}`], [960, `/api/uploads/960/${kitchen.name}`]] as const) {
      const { response, bytes } = await fetchPhoto(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['webp', width, width / 2, true]);
    }
    // Every stored width is served, a narrow photo's as its own size.
    expect((await sharp((await fetchPhoto(`/api/uploads/1600/${phone.name}`)).bytes).metadata()).width).toBe(900);

    const names = body.files.map((f: any) => f.name);
    const project = await server.rest('POST', '/api/projects', { ...sampleProject, images: names });
    expect(project.status).toBe(201);
    expect(project.body.imageUrls).toEqual(names.map((n: string) => `/api/uploads/${n}`));
    expect(project.body.photos[0]).toEqual({ url: kitchen.url, width: 1600, height: 800, sources: kitchen.sources, srcset: kitchen.srcset });
    const read = await server.graphql(`query($id: ID!) { project(id: $id) { photos { url width height srcset sources { url width } } } }`, { id: String(project.body.id) });
    expect(read.body.data.project.photos).toEqual(project.body.photos);
  });

  it('strips the GPS position and every other piece of metadata from every served size, and keeps the original private', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    expect([before.orientation, Boolean(before.icc), Boolean(before.xmp)]).toEqual([6, true, true]);

    const { status, body } = await upload([{ name: 'IMG_2024.jpg', bytes: original, type: 'image/jpeg' }]);
    expect(status).toBe(201);
    const [photo] = body.files;
    expect(photo.name).toMatch(/-1500x2000\.webp$/);
    const urls = [photo.url, ...photo.sources.map((s: any) => s.url), ...[480, 960, 1600].map((w) => `/api/uploads/${w}/${photo.name}`)];
    for (const url of new Set(urls)) {
      const { response, bytes } = await fetchPhoto(url);
      expect(response.status).toBe(200);
      await expectNoMetadata(bytes);
    }

    const id = photo.name.slice(0, 36);
    expect(await storedFiles(uploadDir)).toEqual(expect.arrayContaining([`originals/${id}.jpg`, `480/${photo.name}`, `960/${photo.name}`, `1600/${photo.name}`]));
    for (const url of [`/api/uploads/${id}.jpg`, `/api/uploads/originals/${id}.jpg`, `/api/uploads/originals%2F${id}.jpg`, `/api/uploads/${id}`]) {
      const { response, bytes } = await fetchPhoto(url);
      expect(response.status).toBe(404);
      expect(JSON.parse(bytes.toString())).toEqual({ error: 'No such photo' });
    }
  });

  it('refuses a decompression bomb before decoding it, and stores nothing', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(50_000);
    const storedBefore = await storedFiles(uploadDir);
    const { status, body } = await upload([
      { name: 'fine.png', bytes: await png(64, 64) },
      { name: 'big.png', bytes: bomb },
    ]);
    expect(status).toBe(400);
    expect(body.fieldErrors.photos).toBe('"big.png" is too large in pixels: at most 25 megapixels (use your camera\'s default size, or resize it)');
    expect(await storedFiles(uploadDir)).toEqual(storedBefore);
  });

  it('takes a 24-megapixel phone photo and refuses a 40-megapixel one with a clear message, from its header', async () => {
    // Single-colour PNGs whose headers claim the dimensions: a few kilobytes each.
    const phone = await upload([{ name: 'IMG_24MP.png', bytes: pixelBombPng(5712, 4284) }]);
    expect(phone.status).toBe(201);
    expect(phone.body.files[0].name).toMatch(/-1600x1200\.webp$/);
    const camera = await upload([{ name: 'DSC_45MP.png', bytes: pixelBombPng(8192, 5464) }]);
    expect(camera.status).toBe(400);
    expect(camera.body.fieldErrors.photos).toBe('"DSC_45MP.png" is too large in pixels: at most 25 megapixels (use your camera\'s default size, or resize it)');
  });

  it('decodes each photo once and makes every size from that one decode', async () => {
    const files = [
      { name: 'wide.png', bytes: await png(2400, 1200) },
      { name: 'IMG_0043.JPG', bytes: await phoneJpeg(1200, 900), type: 'image/jpeg' },
    ];
    mockSharpCalls.length = 0;
    const { status, body } = await upload(files);
    expect(status).toBe(201);
    expect(body.files).toHaveLength(2);
    // One pipeline reads each received file; every size is encoded from its decoded pixels:
    // 1600, 960 and 480 of the wide one, 900 and 480 of the upright phone photo.
    expect(mockSharpCalls).toEqual(['file', 'pixels', 'pixels', 'pixels', 'file', 'pixels', 'pixels']);
  });

  it('rejects a file that only pretends to be an image', async () => {
    const { status, body } = await upload([{ name: 'invoice.png', bytes: new TextEncoder().encode('%PDF-1.7 not an image') }]);
    expect(status).toBe(400);
    expect(body.fieldErrors.photos).toBe('"invoice.png" is not a PNG, JPG or GIF image (PNG, JPG, GIF up to 10MB each)');
    // The right first bytes, then nothing a decoder can read.
    const broken = await upload([{ name: 'broken.png', bytes: FAKE_PNG }]);
    expect(broken.status).toBe(400);
    expect(broken.body.fieldErrors.photos).toBe('"broken.png" is not a PNG, JPG or GIF image (PNG, JPG, GIF up to 10MB each)');
    const truncated = (await phoneJpeg(800, 600)).subarray(0, 2000);
    expect((await upload([{ name: 'cut.jpg', bytes: truncated, type: 'image/jpeg' }])).status).toBe(400);
  });

  it('rejects more than 10 photos and files over 10 MB', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: FAKE_PNG }));
    expect((await upload(eleven)).status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(FAKE_PNG);
    const tooBig = await upload([{ name: 'huge.png', bytes: big }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('Each photo must be at most 10MB');
  });

  it('still serves photos stored before re-encoding, as they were', async () => {
    const name = `${randomUUID()}.jpg`;
    const bytes = await phoneJpeg(40, 30);
    await writeFile(path.join(uploadDir, name), bytes);
    const served = await fetchPhoto(`/api/uploads/${name}`);
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('content-type')).toBe('image/jpeg');
    expect(served.bytes.equals(bytes)).toBe(true);
    const project = await server.rest('POST', '/api/projects', { ...sampleProject, images: [name] });
    expect(project.body.photos).toEqual([{ url: `/api/uploads/${name}`, width: null, height: null, sources: [], srcset: null }]);
    expect((await fetchPhoto(`/api/uploads/960/${name}`)).response.status).toBe(404);
  });

  it('strips the metadata of photos stored before re-encoding in place, keeping what was sent privately', async () => {
    const name = `${randomUUID()}.jpg`;
    const sent = await phoneJpeg(400, 300);
    await writeFile(path.join(uploadDir, name), sent);
    await writeFile(path.join(uploadDir, `${randomUUID()}.png`), FAKE_PNG); // undecodable: left alone
    const storage = new LocalPhotoStorage(uploadDir);
    const lines: string[] = [];
    const first = await stripLegacyPhotos(storage, (line) => lines.push(line));
    expect(first.stripped).toBeGreaterThanOrEqual(1);
    expect(first.failed).toBe(1);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\[\\d+/\\d+\\] ${name} stripped$`)));

    const served = await fetchPhoto(`/api/uploads/${name}`);
    expect(served.response.headers.get('content-type')).toBe('image/jpeg');
    await expectNoMetadata(served.bytes);
    const upright = await sharp(served.bytes).metadata();
    expect([upright.format, upright.width, upright.height]).toEqual(['jpeg', 300, 400]);
    expect(await storage.exists(`originals/${name}`)).toBe(true);
    expect((await fetchPhoto(`/api/uploads/originals/${name}`)).response.status).toBe(404);

    const again = await stripLegacyPhotos(storage, () => {});
    expect([again.stripped, again.failed, again.skipped]).toEqual([0, 1, first.stripped]);
  });

  it('asks for at least one photo and never serves files outside the folder', async () => {
    expect((await upload([])).status).toBe(400);
    for (const url of ['/api/uploads/..%2F..%2Fetc%2Fpasswd', '/api/uploads/.incoming', '/api/uploads/1234/x.webp', '/api/uploads/480/..%2Fx.webp']) {
      const { response } = await fetchPhoto(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect((await fetchPhoto(`/api/uploads/${randomUUID()}-10x10.webp`)).response.status).toBe(404);
  });
});

describe('private files: credential documents', () => {
  const submit = (input: Record<string, unknown>, cookie: string) =>
    server.graphql(`mutation($i: SubmitCredentialInput!) { submitCredential(input: $i) { id document documentUrl } }`, { i: input }, { cookie });
  const wsib = { kind: 'WSIB_CLEARANCE', number: 'WSIB 7788990', issuer: 'Workplace Safety and Insurance Board', expiresOn: '2099-12-31' };
  let others: { contractor: string; homeowner: string };
  beforeAll(async () => {
    await server.createUser('rival@roofing.example.ca', 'contractor', 'Rival Roofing');
    await server.createUser('neighbour@example.ca', 'homeowner', 'Neighbour');
    others = { contractor: await server.signIn('rival@roofing.example.ca'), homeowner: await server.signIn('neighbour@example.ca') };
  });

  const privateUpload = async (cookie: string) => {
    const response = await fetch(`${server.url}/api/uploads?access=private`, { method: 'POST', body: uploadForm([{ name: 'wsib.png', bytes: await png(1200, 900) }]), headers: { cookie } });
    return { status: response.status, body: (await response.json()) as any };
  };
  const fetchAs = (url: string, cookie: string) => fetch(`${server.url}${url}`, { headers: { cookie } });

  it('are stored apart and served only to the contractor and operators, with private caching', async () => {
    const uploaded = await privateUpload(staff.contractor);
    expect(uploaded.status).toBe(201);
    const [file] = uploaded.body.files;
    expect(file.url).toBe(`/api/uploads/private/${file.name}`);
    expect(file.srcset).toBe(`/api/uploads/private/480/${file.name} 480w, /api/uploads/private/960/${file.name} 960w, /api/uploads/private/${file.name} 1200w`);
    expect(await storedFiles(uploadDir)).toEqual(expect.arrayContaining([`private/1600/${file.name}`, `private/480/${file.name}`]));
    // Never under the public addresses.
    for (const url of [`/api/uploads/${file.name}`, `/api/uploads/480/${file.name}`, `/api/uploads/1600/${file.name}`]) expect((await fetchAs(url, staff.contractor)).status).toBe(404);
    // Before it is attached: its uploader only (the form's preview).
    expect((await fetchAs(file.url, staff.contractor)).status).toBe(200);
    expect((await fetchAs(file.url, staff.operator)).status).toBe(404);

    const filed = await submit({ ...wsib, document: file.name }, staff.contractor);
    expect(filed.body.errors).toBeUndefined();
    expect(filed.body.data.submitCredential.documentUrl).toBe(file.url);
    for (const [who, cookie, status] of [
      ['the contractor', staff.contractor, 200],
      ['an operator', staff.operator, 200],
      ['another contractor', others.contractor, 404],
      ['a homeowner', others.homeowner, 404],
      ['a visitor', '', 404],
    ] as const) {
      for (const url of [file.url, `/api/uploads/private/480/${file.name}`]) {
        const response = await fetchAs(url, cookie);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect([who, url, response.status]).toEqual([who, url, status]);
        if (status === 200) {
          expect(response.headers.get('cache-control')).toBe('private, max-age=300');
          expect(response.headers.get('content-type')).toBe('image/webp');
          await expectNoMetadata(bytes);
        } else {
          // The same answer as for a file that does not exist.
          expect(response.headers.get('cache-control')).toBe('private, no-store');
          expect(JSON.parse(bytes.toString())).toEqual({ error: 'No such file' });
        }
      }
    }
    expect((await fetchAs(`/api/uploads/private/${randomUUID()}-10x10.webp`, staff.operator)).status).toBe(404);
  });

  it('are attached only by their uploader, and only when uploaded as private', async () => {
    const mine = (await privateUpload(staff.contractor)).body.files[0].name;
    const refusal = 'Upload the document again: that file name is not one of ours';
    const stolen = await submit({ ...wsib, document: mine }, others.contractor);
    expect(stolen.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(stolen.body.errors[0].message).toBe(refusal);
    // Nor can a homeowner read it through a message: message photos are checked the same way (messages.test.ts).
    expect((await fetchAs(`/api/uploads/private/${mine}`, others.contractor)).status).toBe(404);

    const publicPhoto = (await upload([{ name: 'cert.png', bytes: await png(300, 200) }])).body.files[0].name;
    const visible = await submit({ ...wsib, document: publicPhoto }, staff.contractor);
    expect(visible.body.errors[0].message).toBe(refusal);

    // Resending a credential keeps the document on file.
    const filed = await submit({ ...wsib, document: mine }, staff.contractor);
    const resent = await submit({ ...wsib, id: filed.body.data.submitCredential.id, number: 'WSIB 7788991', document: mine }, staff.contractor);
    expect(resent.body.errors).toBeUndefined();
  });

  it('are uploaded by signed-in people only', async () => {
    const { pass } = (await server.rest('POST', '/api/uploads/passes', undefined, { cookie: '' })).body;
    const response = await fetch(`${server.url}/api/uploads?access=private`, {
      method: 'POST',
      body: uploadForm([{ name: 'x.png', bytes: await png(40, 40) }]),
      headers: { 'Upload-Pass': pass },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Sign in to upload a document or a photo for a message.' });
  });
});

describe('private files attached before private storage existed', () => {
  it('are moved to private/ by photos:secure-private, unless also published', async () => {
    const [{ id: contractorId }] = await server.db.query(`SELECT id FROM "user" WHERE email = 'quotes@danforthreno.ca'`);
    const sent = await upload([
      { name: 'old-licence.png', bytes: await png(900, 600) },
      { name: 'also-on-a-project.png', bytes: await png(900, 600) },
    ]);
    const [document, published] = sent.body.files.map((file: { name: string }) => file.name);
    expect((await server.rest('POST', '/api/projects', { ...sampleProject, images: [published] })).status).toBe(201);
    for (const name of [document, published]) {
      await server.db.query(`INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, document) VALUES ($1, 'wsib-clearance', 'WSIB 1', 'WSIB', current_date + 30, $2)`, [contractorId, name]);
    }
    // As it was: the public address served the document to anyone with its name.
    expect((await fetchPhoto(`/api/uploads/${document}`)).response.status).toBe(200);

    const lines: string[] = [];
    const storage = new LocalPhotoStorage(uploadDir);
    expect(await securePrivatePhotos(server.db, storage, (line) => lines.push(line))).toEqual({ moved: 1, unchanged: 0 });
    expect(lines).toEqual([`[1/1] ${document} moved to private/`]);
    expect(await storedFiles(uploadDir)).toEqual(expect.arrayContaining([`private/480/${document}`, `private/1600/${document}`]));
    for (const url of [`/api/uploads/${document}`, `/api/uploads/480/${document}`]) expect((await fetchPhoto(url)).response.status).toBe(404);
    const mine = await fetch(`${server.url}/api/uploads/private/${document}`, { headers: { cookie: staff.contractor } });
    expect([mine.status, mine.headers.get('cache-control')]).toEqual([200, 'private, max-age=300']);
    expect((await fetch(`${server.url}/api/uploads/private/${document}`)).status).toBe(404);
    // A photo also shown on a project stays where the project's page finds it.
    expect((await fetchPhoto(`/api/uploads/${published}`)).response.status).toBe(200);
    expect(await securePrivatePhotos(server.db, storage, () => {})).toEqual({ moved: 0, unchanged: 0 });
  });
});
