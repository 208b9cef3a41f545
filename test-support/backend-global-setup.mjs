// Backend tests: bundle better-auth for Jest's CommonJS runtime, then start the throwaway PostgreSQL.
import { buildBetterAuthBundle } from './better-auth-cjs/build.mjs';
import postgresGlobalSetup from './postgres-global-setup.mjs';

export default async function globalSetup() {
  await buildBetterAuthBundle();
  await postgresGlobalSetup();
}
