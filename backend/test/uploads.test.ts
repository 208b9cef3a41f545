import { sampleProject, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
});
afterAll(() => server.stop());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

function form(files: { name: string; bytes: Uint8Array; type?: string }[]): FormData {
  const data = new FormData();
  for (const file of files) data.append('photos', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  return data;
}

async function upload(files: { name: string; bytes: Uint8Array; type?: string }[]) {
  const response = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form(files) });
  return { status: response.status, body: (await response.json()) as any };
}

describe('photo uploads', () => {
  it('stores PNG, JPG and GIF by content, serves them back and attaches them to a project', async () => {
    const { status, body } = await upload([
      { name: 'kitchen.png', bytes: PNG },
      { name: 'IMG_0042.JPG', bytes: JPEG, type: 'image/jpeg' },
      { name: 'before.gif', bytes: GIF, type: 'image/gif' },
    ]);
    expect(status).toBe(201);
    expect(body.files.map((f: any) => f.type)).toEqual(['image/png', 'image/jpeg', 'image/gif']);
    expect(body.files[1].name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const served = await fetch(`${server.url}${body.files[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const names = body.files.map((f: any) => f.name);
    const project = await server.rest('POST', '/api/projects', { ...sampleProject, images: names });
    expect(project.status).toBe(201);
    expect(project.body.imageUrls).toEqual(names.map((n: string) => `/api/uploads/${n}`));
  });

  it('rejects a file that only pretends to be an image', async () => {
    const { status, body } = await upload([{ name: 'invoice.png', bytes: new TextEncoder().encode('%PDF-1.7 not an image') }]);
    expect(status).toBe(400);
    expect(body.fieldErrors.photos).toBe('"invoice.png" is not a PNG, JPG or GIF image (PNG, JPG, GIF up to 10MB each)');
  });

  it('rejects more than 10 photos and files over 10 MB', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
    expect((await upload(eleven)).status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload([{ name: 'huge.png', bytes: big }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('Each photo must be at most 10MB');
  });

  it('asks for at least one photo and never serves files outside the folder', async () => {
    expect((await upload([])).status).toBe(400);
    expect((await fetch(`${server.url}/api/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/uploads/.incoming`)).status).not.toBe(200);
  });
});
