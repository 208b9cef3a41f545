import { Router } from 'express';
import type { Services } from '../../services';
import { jsonDate } from '../../shared/iso-date';
import { ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import { actorOf, requestInfo } from '../../rest/actor';
import type { Project } from './project.entity';
import { PLACEHOLDER_IMAGE, imageUrl } from './project.resolvers';

/**
 * The REST shape of a project: the spec's field names, kebab-case status. Dates are written as the
 * ISO strings JSON.stringify would write for them, computed faster than its Date.toJSON calls.
 */
export function projectJson(project: Project) {
  const createdAt = jsonDate(project.createdAt);
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    budget: project.budget,
    timeline: project.timeline,
    urgency: project.urgency,
    homeowner: project.homeowner,
    location: project.location,
    images: project.images,
    imageUrls: project.images.length > 0 ? project.images.map(imageUrl) : [PLACEHOLDER_IMAGE],
    requirements: project.requirements,
    status: project.status,
    visibility: project.visibility,
    postedDate: createdAt,
    createdAt,
    updatedAt: jsonDate(project.updatedAt),
    proposalCount: project.proposalCount ?? 0,
    estimatedCost: project.estimatedCost,
    contractorNotes: project.contractorNotes,
    startDate: jsonDate(project.startDate),
    completionDate: jsonDate(project.completionDate),
  };
}

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
    res.status(201).json(projectJson(await projects.create(actorOf(res), requestInfo(req), req.body)));
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
