/**
 * Which Chromium the browser tests and the Lighthouse bench drive, found without any setup:
 *   1. CHROME_PATH or CHROMIUM_PATH, when set;
 *   2. the system's Chromium (/usr/bin/chromium), when present;
 *   3. the Chromium that `npm ci` installs inside @sparticuz/chromium (extracted to /tmp/chromium once).
 */
const { existsSync } = require('node:fs');
const { tmpdir } = require('node:os');

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags every launch needs on these network-less machines. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// @sparticuz/chromium's flags are made for AWS Lambda. These would change what the tests observe
// (web security off, one process for everything) or clash with ours (its own headless mode).
const LAMBDA_ONLY = /^--(single-process|disable-web-security|allow-running-insecure-content|headless)\b/;

class BrowserSetupError extends Error {
  constructor(message) {
    super(message);
    this.name = 'BrowserSetupError';
    this.stack = message; // one clear line, no stack trace
  }
}

/** @returns {Promise<{ executablePath: string, args: string[], source: string }>} */
async function resolveChromium(env = process.env) {
  const fromEnv = env.CHROME_PATH ? 'CHROME_PATH' : env.CHROMIUM_PATH ? 'CHROMIUM_PATH' : undefined;
  if (fromEnv) {
    const executablePath = env[fromEnv];
    if (!existsSync(executablePath)) {
      throw new BrowserSetupError(
        `Chromium not found: ${fromEnv}=${executablePath} does not exist. Point ${fromEnv} at a Chromium binary, or unset it to use the one \`npm ci\` installs.`,
      );
    }
    return { executablePath, args: CHROMIUM_FLAGS, source: fromEnv };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS, source: 'system' };
  let chromium;
  try {
    ({ default: chromium } = await import('@sparticuz/chromium'));
  } catch {
    throw new BrowserSetupError('No Chromium found: @sparticuz/chromium is not installed. Run `npm ci`, or set CHROME_PATH to a Chromium binary.');
  }
  let executablePath;
  try {
    executablePath = await chromium.executablePath();
  } catch (error) {
    throw new BrowserSetupError(
      `Could not unpack the Chromium from @sparticuz/chromium (${firstLine(error)}). Free some space in ${tmpdir()} and retry, or set CHROME_PATH to a Chromium binary.`,
    );
  }
  const args = [...chromium.args.filter((flag) => !LAMBDA_ONLY.test(flag)), ...CHROMIUM_FLAGS];
  return { executablePath, args: [...new Set(args)], source: '@sparticuz/chromium' };
}

function firstLine(error) {
  const text = String(error?.message ?? error ?? '').trim();
  return text.split('\n').find((line) => line.trim() && !/^=+/.test(line.trim()))?.trim() ?? 'unknown error';
}

/** Playwright's launch error is a page of logs: keep what the browser said, or how it exited. */
function launchReason(error) {
  const text = String(error?.message ?? error ?? '').replace(/\u001b\[\d+m/g, '');
  const said = /\[pid=\d+\]\[err\] (.+)/.exec(text);
  if (said) return `it printed "${said[1].trim()}"`;
  const exited = /process did exit: exitCode=(\S+), signal=(\S+)>/.exec(text);
  if (exited) return exited[2] !== 'null' ? `it was killed by ${exited[2]}` : `it exited at once with code ${exited[1]}`;
  return firstLine(error).replace(/^browserType\.launch: /, '');
}

/** The one line printed when the browser cannot start. */
function launchFailure(browser, error) {
  const hint =
    browser.source === 'CHROME_PATH' || browser.source === 'CHROMIUM_PATH'
      ? `check ${browser.source}, or unset it to use the Chromium \`npm ci\` installs`
      : 'run `npm ci` again, or set CHROME_PATH to a working Chromium';
  return new BrowserSetupError(`Chromium could not start (${browser.executablePath}, from ${browser.source}): ${launchReason(error)}. Next step: ${hint}.`);
}

module.exports = { SYSTEM_CHROMIUM, CHROMIUM_FLAGS, BrowserSetupError, resolveChromium, firstLine, launchFailure };
