import type { Config } from '../config';

/** What the backup commands say when DATABASE_URL points at another PostgreSQL (they back up the built-in one only). */
export function externalDatabaseNote(config: Config): string | undefined {
  if (!config.databaseUrl) return undefined;
  return [
    'DATABASE_URL is set: these commands back up the built-in PostgreSQL only.',
    "For an external database rely on its provider's point-in-time recovery, and for a logical copy run:",
    '  pg_dump --format=custom --no-owner --file=marketplace-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"',
  ].join('\n');
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
