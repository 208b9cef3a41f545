import { dropTemplate } from './postgres-global-setup.mjs';

export default async function globalTeardown() {
  // Called once per project that set it up; the first call stops what the one setup started.
  if (!globalThis.__MARKETPLACE_TEST_SETUP__) return;
  globalThis.__MARKETPLACE_TEST_SETUP__ = false;
  await dropTemplate();
  await globalThis.__MARKETPLACE_TEST_PG__?.stop();
  globalThis.__MARKETPLACE_TEST_PG__ = undefined;
}
