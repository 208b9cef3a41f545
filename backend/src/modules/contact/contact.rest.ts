import { Router } from 'express';
import { sendStored } from '../../rest/idempotency';
import type { Services } from '../../services';

export function contactRoutes({ contact }: Services): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const message = await contact.send(req.body);
    await sendStored(res, 201, { success: true, id: message.id, createdAt: message.createdAt });
  });
  return router;
}
