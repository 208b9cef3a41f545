import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let webDir: string;
// What scripts/prerender.mjs writes for the routes the shell serves: their screens' chunks.
const preloads = [
  { path: '/project/:id', preload: ['/assets/ProjectPage-1.js', '/assets/apollo-2.js'] },
  { path: '/project/:id/review', preload: ['/assets/ReviewPage-3.js'] },
  { path: '/notifications/*', preload: ['/assets/Notifications-4.js'] },
  { path: '/projects', preload: ['/assets/Projects-5.js'], serverRendered: true },
];

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'marketplace-web-'));
  const page = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(webDir, relative)), { recursive: true });
    writeFileSync(path.join(webDir, relative), `<!doctype html><title>${text}</title>`);
  };
  page('index.html', 'Home prerendered');
  page('spa.html', 'Empty shell');
  writeFileSync(path.join(webDir, 'spa.html'), '<!doctype html><head><title>Empty shell</title></head><div id="root"></div>');
  page('services/plumbing/mississauga/index.html', 'Plumbing in Mississauga, Ontario');
  page('assets/app-123.js', 'console.log(1)');
  page('robots.txt', 'User-agent: *');
  writeFileSync(
    path.join(webDir, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>http://localhost:4000/</loc></url>\n</urlset>\n',
  );
  page('.vite/manifest.json', '{}');
  writeFileSync(path.join(webDir, '.vite/route-preloads.json'), JSON.stringify({ routes: preloads }));
  // What scripts/compress-web.mjs writes beside a file: the same bytes, compressed.
  const script = 'console.log("compressed")'.repeat(40);
  writeFileSync(path.join(webDir, 'assets/big-456.js'), script);
  writeFileSync(path.join(webDir, 'assets/big-456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDir, 'assets/big-456.js.gz'), gzipSync(script));
  writeFileSync(path.join(webDir, 'index.html.gz'), gzipSync('<!doctype html><title>Home prerendered</title>'));
  server = await startTestServer({ webDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(webDir, { recursive: true, force: true });
});

/** A GET of `pathname` exactly as written, redirects not followed. */
function rawGet(pathname: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}/`, { path: pathname, headers: { accept: 'text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on('error', reject);
  });
}

async function html(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
}

describe('web app serving', () => {
  it('lists verified contractors\' profiles in the sitemap beside the built pages, and no one else', async () => {
    const verified = await server.createUser('office@cooksvilleplumbing.ca', 'contractor', 'Cooksville Plumbing');
    const unverified = await server.createUser('leads@portcreditplumbing.ca', 'contractor', 'Port Credit Plumbing');
    const expired = await server.createUser('jobs@maltonpipe.ca', 'contractor', 'Malton Pipe Works');
    const credential = `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, status, reviewed_at) VALUES ($1, 'wsib-clearance', 'WSIB 1', 'WSIB', $2, $3, now())`;
    await server.db.query(credential, [verified, '2099-01-01', 'verified']);
    await server.db.query(credential, [unverified, '2099-01-01', 'submitted']);
    await server.db.query(credential, [expired, '2020-01-01', 'verified']);
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:4000/</loc>');
    expect(xml).toContain(`/contractor/${verified}</loc>`);
    expect(xml).not.toContain(unverified);
    expect(xml).not.toContain(expired);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('sends the prerendered page for its exact path', async () => {
    expect((await html('/')).text).toContain('Home prerendered');
    expect((await html('/services/plumbing/mississauga')).text).toContain('Plumbing in Mississauga, Ontario');
  });

  it('answers other spellings of a page (trailing and repeated slashes, case, dot segments, escapes) with a 301 to its canonical path, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/services/plumbing/mississauga/', '/services/plumbing/mississauga'],
      ['/services//plumbing///mississauga//', '/services/plumbing/mississauga'],
      ['/Services/Plumbing/MISSISSAUGA?utm_source=flyer&q=%20a', '/services/plumbing/mississauga?utm_source=flyer&q=%20a'],
      ['/services/plumbing/./mississauga', '/services/plumbing/mississauga'],
      ['/services/x/../plumbing/mississauga', '/services/plumbing/mississauga'],
      ['/%73ervices/plumbing/mississauga', '/services/plumbing/mississauga'],
      ['//', '/'],
      ['///?ref=1', '/?ref=1'],
      // App routes: the route's own words in lower case, ids and tokens as they were.
      ['/PROJECTS/', '/projects'],
      ['/Project/AbC-7/Review/', '/project/AbC-7/review'],
      ['/Notifications/Unsubscribe/?token=AbC', '/notifications/Unsubscribe?token=AbC'],
      // Never a Location that leaves the site.
      ['//evil.example/', '/evil.example'],
      ['/\\evil.example/', '/%5Cevil.example'],
    ];
    for (const [spelling, canonical] of cases) {
      // Sent as written: fetch would resolve dot segments and backslashes itself.
      const answer = await rawGet(spelling);
      expect({ spelling, status: answer.status, location: answer.location }).toEqual({ spelling, status: 301, location: canonical });
      expect({ canonical, redirected: (await rawGet(canonical)).status === 301 }).toEqual({ canonical, redirected: false });
    }
    for (const canonical of ['/', '/services/plumbing/mississauga?utm_source=flyer', '/projects', '/project/AbC-7', '/notifications/Unsubscribe?token=AbC', '/robots.txt']) {
      expect({ canonical, status: (await rawGet(canonical)).status }).toEqual({ canonical, status: 200 });
    }
    // Not pages: the API and the assets answer as before.
    expect((await rawGet('/api/account/me/')).status).toBe(200);
    expect((await rawGet('//api/account/me')).status).not.toBe(301);
    expect((await rawGet('//graphql')).status).not.toBe(301);
    expect((await rawGet('/assets/gone.js/')).status).toBe(404);
  });

  it('sends the empty shell, not another page, for other client routes', async () => {
    expect(await html('/project/3001')).toEqual({ status: 200, text: expect.stringContaining('Empty shell') });
    expect((await html('/services/plumbing')).text).toContain('Empty shell');
    expect((await html('/%E0%A4%A')).text).toContain('Empty shell');
    expect((await html('/..%2F..%2Fetc/passwd')).text).toContain('Empty shell');
  });

  // The server entry rendering these routes is built beside the web app (frontend/dist-ssr); with it, the
  // page goes out rendered with its data (e2e/server-render.e2e.ts).
  it('sends the shell, preloaded, for a route marked for server rendering when there is no server build', async () => {
    const response = await fetch(`${server.url}/projects`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/Projects-5.js"><\/head><div id="root"><\/div>$/);
  });

  it("preloads the route's screen chunks from the shell, compressed like the files", async () => {
    const links = (text: string) => [...text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const project = await html('/project/db-7');
    expect(links(project.text)).toEqual(['/assets/ProjectPage-1.js', '/assets/apollo-2.js']);
    expect(project.text).toMatch(/<\/head><div id="root"><\/div>$/);
    expect(links((await html('/project/db-7/review')).text)).toEqual(['/assets/ReviewPage-3.js']);
    expect(links((await html('/notifications/settings/e-mail')).text)).toEqual(['/assets/Notifications-4.js']);
    expect(links((await html('/no/such/route')).text)).toEqual([]);
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await fetch(`${server.url}/project/db-7`, { headers: { accept: 'text/html', 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(links(await response.text())).toEqual(['/assets/ProjectPage-1.js', '/assets/apollo-2.js']);
    }
    // A build in place writes a new shell and list: the server follows, without a restart.
    const listFile = path.join(webDir, '.vite/route-preloads.json');
    writeFileSync(listFile, JSON.stringify({ routes: [{ path: '/project/:id', preload: ['/assets/ProjectPage-9.js'] }] }));
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(webDir, 'spa.html'), later, later);
    expect(links((await html('/project/db-7')).text)).toEqual(['/assets/ProjectPage-9.js']);
    writeFileSync(listFile, JSON.stringify({ routes: preloads }));
  });

  it('serves files and answers 404 for missing assets instead of HTML', async () => {
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/app-123.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/gone.js`)).status).toBe(404);
  });

  it('sends the pre-compressed copy the client accepts, with the original type', async () => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await fetch(`${server.url}/assets/big-456.js`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('console.log("compressed")'.repeat(40));
    }
    const home = await fetch(`${server.url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('Home prerendered');
  });

  it('never serves hidden build files or the compressed copies by name', async () => {
    expect((await fetch(`${server.url}/assets/big-456.js.br`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/.vite/manifest.json`, { headers: { accept: 'application/json' } })).text()).not.toBe('{}');
    expect((await html('/.vite/manifest.json')).text).toContain('Empty shell');
    expect((await html('/index.html.gz')).text).toContain('Empty shell');
  });
});
