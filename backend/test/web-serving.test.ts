import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'marketplace-web-'));
  const page = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(webDir, relative)), { recursive: true });
    writeFileSync(path.join(webDir, relative), `<!doctype html><title>${text}</title>`);
  };
  page('index.html', 'Home prerendered');
  page('spa.html', 'Empty shell');
  page('services/plumbing/mississauga/index.html', 'Plumbing in Mississauga, Ontario');
  page('assets/app-123.js', 'console.log(1)');
  page('robots.txt', 'User-agent: *');
  server = await startTestServer({ webDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(webDir, { recursive: true, force: true });
});

async function html(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
}

describe('web app serving', () => {
  it('sends the prerendered page for its exact path, with or without a trailing slash', async () => {
    expect((await html('/')).text).toContain('Home prerendered');
    expect((await html('/services/plumbing/mississauga')).text).toContain('Plumbing in Mississauga, Ontario');
    expect((await html('/services/plumbing/mississauga/')).text).toContain('Plumbing in Mississauga, Ontario');
  });

  it('sends the empty shell, not another page, for other client routes', async () => {
    expect(await html('/project/3001')).toEqual({ status: 200, text: expect.stringContaining('Empty shell') });
    expect((await html('/services/plumbing')).text).toContain('Empty shell');
    expect((await html('/%E0%A4%A')).text).toContain('Empty shell');
    expect((await html('/..%2F..%2Fetc/passwd')).text).toContain('Empty shell');
  });

  it('serves files and answers 404 for missing assets instead of HTML', async () => {
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/app-123.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/gone.js`)).status).toBe(404);
  });
});
