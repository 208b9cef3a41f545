import { Router } from 'express';
import type { Services } from '../../services';

export function contactRoutes({ contact }: Services): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const message = await contact.send(req.body);
    res.status(201).json({ success: true, id: message.id, createdAt: message.createdAt });
  });
  return router;
}
