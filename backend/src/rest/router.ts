import { Router, type ErrorRequestHandler } from 'express';
import type { Logger } from '../logger';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { accountRoutes } from '../modules/account/account.rest';
import { agreementRoutes } from '../modules/agreement/agreement.rest';
import { calendarRoutes } from '../modules/job/calendar-feed.rest';
import { invoiceRoutes } from '../modules/job/job-money.rest';
import { visitRoutes } from '../modules/job/visit.rest';
import { contactRoutes } from '../modules/contact/contact.rest';
import { notificationRoutes } from '../modules/notification/notification.rest';
import { projectRoutes } from '../modules/project/project.rest';
import { proposalRoutes } from '../modules/proposal/proposal.rest';
import { uploadRoutes } from '../modules/upload/upload.rest';
import { UploadPasses } from '../modules/upload/upload-passes';
import { PrivateFiles } from '../modules/upload/private-files';
import { UploadLeases } from '../modules/upload/upload-limits';
import type { PhotoRegistry } from '../modules/upload/photo-registry';
import type { Services } from '../services';
import type { PhotoStorage } from '../storage';
import type { Lifecycle } from '../shutdown';
import { ValidationError, toAppError } from '../shared/errors';
import { MAX_PHOTOS, MAX_PHOTO_BYTES } from '@marketplace/shared';
import { backupHealthRoutes } from '../modules/backup/backup.rest';
import { placeholderRoutes } from './placeholder';
import { redactUrl } from './request-logging';

export const JSON_BODY_LIMIT = '100kb';

export function apiRoutes(services: Services, db: DataSource, config: Config, photos: PhotoStorage, registry: PhotoRegistry, lifecycle?: Lifecycle): Router {
  const router = Router();
  const databaseUp = () =>
    Promise.race([
      db.query('SELECT 1').then(() => true, () => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]);
  // Liveness: the process answers; the body says whether the database does too.
  router.get('/health', async (_req, res) => {
    res.json({ status: 'ok', database: (await databaseUp()) ? 'up' : 'down' });
  });
  // Readiness: 200 only while the database answers, so a balancer can route around an outage, and
  // 503 from the moment the process begins to stop (SIGTERM), so it sends new requests elsewhere.
  const stopping = () => lifecycle?.shuttingDown === true;
  router.get('/ready', async (_req, res) => {
    const up = !stopping() && (await databaseUp());
    if (stopping()) res.status(503).json({ status: 'shutting down' });
    else if (up) res.json({ status: 'ready', database: 'up' });
    else res.status(503).json({ status: 'unavailable', database: 'down' });
  });
  // The backups' state for monitoring (operators, or BACKUP_MONITOR_TOKEN): a separate question from readiness.
  router.use('/health', backupHealthRoutes(services, config.backupMonitorToken));
  router.use('/account', accountRoutes(services));
  router.use('/projects', projectRoutes(services));
  router.use('/proposals', proposalRoutes(services));
  router.use('/contact', contactRoutes(services));
  router.use('/notifications', notificationRoutes(services));
  router.use('/agreements', agreementRoutes(services));
  router.use('/invoices', invoiceRoutes(services));
  router.use('/calendar', calendarRoutes(services));
  router.use('/visits', visitRoutes(services));
  const uploads = {
    storage: photos,
    uploadDir: config.uploadDir,
    passes: new UploadPasses(db),
    registry,
    privateFiles: new PrivateFiles(db),
    leases: new UploadLeases(db),
    db,
    passesPerHour: config.uploadPassLimitPerHour,
  };
  router.use('/uploads', uploadRoutes(uploads));
  router.use('/placeholder', placeholderRoutes());
  router.use((req, res) => {
    res.status(404).json({ error: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}` });
  });
  return router;
}

interface HttpishError {
  type?: string;
  status?: number;
  code?: string;
}

/** Maps every error to a clear JSON answer; only genuine faults become a 500, and they never leak a stack. */
export const apiErrorHandler = (logger: Logger): ErrorRequestHandler => (error, req, res, _next) => {
  const requestId = res.getHeader('X-Request-Id');
  const e = error as HttpishError;
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'Malformed JSON body', requestId });
    return;
  }
  if (e.type === 'entity.too.large') {
    res.status(413).json({ error: `Request body is too large (limit ${JSON_BODY_LIMIT})`, requestId });
    return;
  }
  if (e.type && e.status && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ error: 'The request body could not be read', requestId });
    return;
  }
  if (e.code === 'LIMIT_FILE_SIZE') {
    res.status(413).json({ error: `Each photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024}MB`, requestId });
    return;
  }
  if (e.code === 'LIMIT_FILE_COUNT' || e.code === 'LIMIT_UNEXPECTED_FILE' || e.code?.startsWith?.('LIMIT_')) {
    res.status(400).json({ error: `Upload up to ${MAX_PHOTOS} photos in the "photos" field`, requestId });
    return;
  }
  if (e.type === 'multipart' || /Multipart|Unexpected end of form|Boundary/i.test(String((error as Error).message))) {
    res.status(400).json({ error: 'Malformed upload', requestId });
    return;
  }
  const appError = toAppError(error);
  if (appError) {
    if (appError.httpStatus >= 500) logger.warn({ reqId: requestId, err: error }, appError.message);
    res.status(appError.httpStatus).json({
      error: appError.message,
      ...(appError instanceof ValidationError && { fieldErrors: appError.fieldErrors }),
      requestId,
    });
    return;
  }
  logger.error({ reqId: requestId, err: error, method: req.method, url: redactUrl(req.originalUrl) }, 'Unexpected error');
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.', requestId });
};
