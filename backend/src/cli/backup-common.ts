import type { Config } from '../config';
import { LOGICAL_COPY_COMMAND } from '../db/backups';

/** What the backup commands say when DATABASE_URL points at another PostgreSQL (they back up the built-in one only). */
export function externalDatabaseNote(config: Config): string | undefined {
  if (!config.databaseUrl) return undefined;
  return [
    'DATABASE_URL is set: these commands back up the built-in PostgreSQL only.',
    "For an external database rely on its provider's point-in-time recovery, and for a logical copy run:",
    `  ${LOGICAL_COPY_COMMAND}`,
  ].join('\n');
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
