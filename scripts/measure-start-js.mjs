// The JavaScript a page loads before the visitor's first interaction, for `npm run bench:web`: each route is
// opened in Chromium (phone size, no interaction) until it has loaded and the browser has been idle twice and
// the network quiet, then a first key is pressed and the same is read again. The figure is the sum of the
// gzipped size (the build's .gz copies, the unit of scripts/check-bundle.mjs) of every distinct script file
// the page requested, so it does not depend on which encoding the browser chose. The visitor is one outside the
// field data's sample (nine in ten; FIELD_VITALS_OVERRIDE_KEY in frontend/src/app/vitals/sampling.ts set to
// 'never'): a sampled one also loads the collector once the page is idle, and a random draw made the figure of
// `/` read 1.4 KiB in one bench and 6.6 KiB in the next.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROUTES = ['/', '/services', '/services/plumbing/toronto'];

/** Resolves to one row per route: { route, before: { files, bytes }, after: { files, bytes } }. */
export async function measureStartJs({ base, executablePath, args, webDir }) {
  const gzipped = (pathname) => {
    const file = path.join(webDir, pathname);
    return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : 0;
  };
  const sum = (files) => ({ files: files.length, bytes: files.reduce((total, file) => total + gzipped(file), 0) });
  const browser = await chromium.launch({ executablePath, args });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      await context.addInitScript(() => window.localStorage.setItem('gta.fieldVitals', 'never'));
      const page = await context.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      const settle = async () => {
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 })));
        await page.waitForLoadState('networkidle');
      };
      await page.goto(`${base}${route}`);
      await settle();
      const before = sum([...scripts]);
      await page.keyboard.press('Shift');
      await page.waitForSelector('html[data-app-ready]');
      await settle();
      rows.push({ route, before, after: sum([...scripts]) });
      console.log(`[start-js] ${route}: ${(before.bytes / 1024).toFixed(1)} KiB gzipped in ${before.files} files before the first interaction, ${(rows.at(-1).after.bytes / 1024).toFixed(1)} KiB after it`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
