/** Types for chromium.cjs (shared by the e2e globalSetup, e2e/support/browser.ts and scripts/bench-web.mjs). */
export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  /** CHROME_PATH, CHROMIUM_PATH, system or @sparticuz/chromium */
  source: string;
}
export const SYSTEM_CHROMIUM: string;
export const CHROMIUM_FLAGS: string[];
export class BrowserSetupError extends Error {}
export function resolveChromium(env?: NodeJS.ProcessEnv): Promise<ChromiumChoice>;
export function firstLine(error: unknown): string;
export function launchFailure(browser: ChromiumChoice, error: unknown): BrowserSetupError;
