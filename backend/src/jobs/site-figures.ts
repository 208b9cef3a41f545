import type { Logger } from '../logger';
import type { JobWorkers } from './job-workers';
import type { SiteFiguresService } from '../modules/site-figures/site-figures.service';

export const REFRESH_SITE_FIGURES = 'refresh-site-figures';

/**
 * The site's figures (site_figures view) are recomputed once at start, so a new or long-stopped
 * database shows what its tables hold before the first request, then every 10 minutes, once across
 * all API processes (pg-boss cron), by whichever process is free.
 */
export async function scheduleSiteFigures(workers: JobWorkers, figures: SiteFiguresService, logger: Logger): Promise<void> {
  const { boss } = workers;
  await figures.refresh();
  await boss.createQueue(REFRESH_SITE_FIGURES, { name: REFRESH_SITE_FIGURES, retryLimit: 2, retryBackoff: true });
  await boss.schedule(REFRESH_SITE_FIGURES, '*/10 * * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(REFRESH_SITE_FIGURES, async () => {
    const current = await figures.refresh();
    logger.debug({ figures: current }, 'Site figures refreshed');
  });
}
