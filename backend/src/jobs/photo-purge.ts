import type { Logger } from '../logger';
import type { JobWorkers } from './job-workers';
import type { PhotoRegistry } from '../modules/upload/photo-registry';

export const PURGE_UNATTACHED_PHOTOS = 'purge-unattached-photos';

/** Hourly, once across all API processes: photos attached to nothing for a day are removed from storage. */
export async function schedulePhotoPurge(workers: JobWorkers, registry: PhotoRegistry, logger: Logger): Promise<void> {
  const { boss } = workers;
  await boss.createQueue(PURGE_UNATTACHED_PHOTOS, { name: PURGE_UNATTACHED_PHOTOS, retryLimit: 3, retryBackoff: true });
  await boss.schedule(PURGE_UNATTACHED_PHOTOS, '41 * * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(PURGE_UNATTACHED_PHOTOS, async () => {
    const removed = await registry.purgeUnattached();
    if (removed > 0) logger.info({ removed }, 'Photos never attached to anything removed');
  });
}
