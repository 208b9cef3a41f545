import { createHash } from 'node:crypto';
import { Router } from 'express';
import { sendStored } from '../../rest/idempotency';
import type { Services } from '../../services';
import { ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import { actorOf, requestInfo } from '../../rest/actor';
import { projectJson } from './project.presenter';
import type { Project } from './project.entity';

function optionalCount(raw: unknown, field: string, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) > max) {
    throw new ValidationError({ [field]: `Must be a whole number from 0 to ${max}` });
  }
  return Number(raw);
}

/**
 * What the presenter makes of one fixed project, hashed: a release that changes the list's JSON
 * (a new field, another photo address) changes every ETag, so no client keeps an old shape on a 304.
 * Worked out at the first request, once the photo addresses are configured.
 */
let shapeFingerprint: string | undefined;
function shapeOfList(): string {
  const at = new Date(0);
  const sample = {
    id: 1, title: 't', description: 'd', category: 'c', budget: 'b', timeline: 't', urgency: 'medium', homeowner: 'h', location: 'l',
    images: ['00000000-0000-4000-8000-000000000000-800x600.webp'], requirements: ['r'], status: 'open', visibility: 'published',
    createdAt: at, updatedAt: at, proposalCount: 0, estimatedCost: null, contractorNotes: null, startDate: null, completionDate: null,
  } as unknown as Project;
  shapeFingerprint ??= createHash('sha256')
    .update(JSON.stringify(projectJson(sample), (_key, value: unknown) => (value === undefined ? null : value)))
    .digest('base64url')
    .slice(0, 8);
  return shapeFingerprint;
}

/**
 * If-None-Match as RFC 9110 evaluates it (weak comparison). Not Express's `req.fresh`: that answers
 * 200 whenever the request also says `Cache-Control: no-cache`, which fetch() adds to every request
 * carrying If-None-Match, so a partner's script would never get its 304.
 */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function projectRoutes({ projects }: Services): Router {
  const router = Router();
  /**
   * Every published project, unpaged unless the client asks (limit/offset are optional). The answer is
   * the same for every caller, and a repeat is cheap: the ETag comes from one aggregate row
   * (listAllVersion), and a client that sends it back in If-None-Match gets 304 without the list being
   * read or serialised. The version is read before the list, so a change landing in between can only
   * pair a newer list with an older tag (the next request then gets 200), never the reverse.
   * `no-cache`: stored, but checked each time, so a list refreshed after posting shows the new post.
   */
  router.get('/', async (req, res) => {
    const limit = optionalCount(req.query.limit, 'limit', 1000);
    const offset = optionalCount(req.query.offset, 'offset', 1_000_000_000) ?? 0;
    const etag = `W/"projects-${shapeOfList()}-${await projects.listAllVersion()}"`;
    res.set({ ETag: etag, 'Cache-Control': 'no-cache' });
    if (noneMatch(req.get('If-None-Match'), etag)) {
      res.status(304).end();
      return;
    }
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
