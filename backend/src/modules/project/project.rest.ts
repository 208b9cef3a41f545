import { Router } from 'express';
import { sendStored } from '../../rest/idempotency';
import type { Services } from '../../services';
import { ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import { actorOf, requestInfo } from '../../rest/actor';
import { projectJson } from './project.presenter';

function optionalCount(raw: unknown, field: string, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) > max) {
    throw new ValidationError({ [field]: `Must be a whole number from 0 to ${max}` });
  }
  return Number(raw);
}

export function projectRoutes({ projects }: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const limit = optionalCount(req.query.limit, 'limit', 1000);
    const offset = optionalCount(req.query.offset, 'offset', 1_000_000_000) ?? 0;
    res.json((await projects.listAll(limit, offset)).map(projectJson));
  });
  router.post('/', async (req, res) => {
    await sendStored(res, 201, projectJson(await projects.create(actorOf(res), requestInfo(req), req.body)));
  });
  router.get('/:id', async (req, res) => {
    res.json(projectJson(await projects.get(actorOf(res), parseId(req.params.id))));
  });
  router.put('/:id', async (req, res) => {
    res.json(projectJson(await projects.update(actorOf(res), parseId(req.params.id), req.body)));
  });
  router.delete('/:id', async (req, res) => {
    const id = await projects.delete(actorOf(res), parseId(req.params.id));
    res.json({ success: true, id });
  });
  return router;
}
