export default async function globalTeardown() {
  await globalThis.__MARKETPLACE_TEST_PG__?.stop();
}
