import { execFile } from 'node:child_process';
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { makeOperator, signIn } from './support/accounts';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { REPO_ROOT, freePort, scratchDir, startProduct, waitFor } from './support/product';
import { expect, test } from './support/test';

/**
 * The operators' Backups tab on the product's own embedded PostgreSQL (no DATABASE_URL), as `npm start` runs it: a
 * base backup taken with `npm run backup`, then archiving broken (the archive folder made unwritable), and the tab
 * shows both, in both themes, on a phone and a desktop, reached from the tab list by keyboard.
 */

const OPERATOR = 'backups.ops@gtahomepros.ca';

test('the Backups tab shows the last base backup, the archived WAL, the restore range and a failing archive', async ({ browser }) => {
  const scratch = scratchDir('marketplace-backups-tab-');
  const port = await freePort();
  const env = { EMBEDDED_PG_DIR: path.join(scratch.path, 'pg'), EMBEDDED_PG_PORT: String(port), BACKUP_DIR: path.join(scratch.path, 'backups'), UPLOAD_DIR: path.join(scratch.path, 'uploads') };
  const wal = path.join(scratch.path, 'backups', 'wal');
  const database = `postgres://marketplace:marketplace@127.0.0.1:${port}/marketplace`;
  try {
    const product = await startProduct(env);
    const client = new Client({ connectionString: database });
    try {
      await makeOperator(database, OPERATOR);
      // The documented command, while the product runs.
      const { stdout } = await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'backend', 'dist', 'cli', 'backup.js')], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '', ...env } });
      expect(stdout).toMatch(/^Base backup \S+ taken/m);

      await client.connect();
      chmodSync(wal, 0o555);
      await client.query(`INSERT INTO contact_message (name, email, subject, message) VALUES ('Archive probe', 'probe@example.ca', 'Probe', 'A row for the WAL')`);
      await client.query('SELECT pg_switch_wal()');
      await waitFor(async () => ((await client.query('SELECT failed_count > 0 AS failed FROM pg_stat_archiver')).rows[0].failed ? true : undefined), 'the archiver to fail');

      for (const [width, theme] of [
        [390, 'light'],
        [1280, 'dark'],
      ] as const) {
        const page = await newThemedPage(browser, width, theme);
        await signIn(page.context(), product.url, OPERATOR);
        // Reached from the tab list by keyboard: the Speed tab, then the arrow to the next one.
        await gotoApp(page, `${product.url}/operator?tab=speed`);
        await page.getByRole('tab', { name: 'Speed' }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: 'Backups' })).toHaveAttribute('aria-selected', 'true');
        await expect(page).toHaveURL(/tab=backups/);
        const problems = page.getByRole('list', { name: 'Backup problems' });
        await expect(problems.getByRole('listitem')).toHaveText(/WAL archiving is failing.*could not archive WAL segment [0-9A-F]{24}/s);
        await expect(page.getByRole('group', { name: /^Last base backup: \d+ seconds? ago$/ })).toContainText(/MB · 1 kept/);
        await expect(page.getByRole('group', { name: /^Restore to any time from: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ })).toBeVisible();
        await expect(page.getByRole('group', { name: /^Archive failures: [1-9]/ })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Restore' })).toContainText('npm run restore -- --to "');
        await screenshot(page, { path: `/tmp/backups-tab-${width}-${theme}.png`, fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        // Nothing wider than the phone's screen.
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.context().close();
      }
    } finally {
      chmodSync(wal, 0o755);
      await client.end().catch(() => {});
      const code = await product.stop();
      if (code !== 0) throw new Error(`The product exited with ${code}. Its output:\n${product.output()}`);
    }
  } finally {
    scratch.remove();
  }
});
