import { Router } from 'express';
import { ValidationError } from '../shared/errors';

const MAX_SIDE = 4000;

function side(raw: string, field: string): number {
  const value = Number(raw);
  if (!/^\d{1,4}$/.test(raw) || value < 1 || value > MAX_SIDE) {
    throw new ValidationError({ [field]: `Must be a whole number from 1 to ${MAX_SIDE}` });
  }
  return value;
}

/** A neutral SVG image of the asked size, for projects and samples without photos. */
export function placeholderRoutes(): Router {
  const router = Router();
  router.get('/:width/:height', (req, res) => {
    const width = side(req.params.width, 'width');
    const height = side(req.params.height, 'height');
    const icon = Math.max(16, Math.round(Math.min(width, height) / 5));
    const x = Math.round(width / 2 - icon / 2);
    const y = Math.round(height / 2 - icon / 2);
    // Mid-tone brand blues read as "image" on light and dark pages alike.
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image placeholder">` +
          `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4A6A8A"/><stop offset="1" stop-color="#2C4763"/></linearGradient></defs>` +
          `<rect width="100%" height="100%" fill="url(#g)"/>` +
          `<svg x="${x}" y="${y}" width="${icon}" height="${icon}" viewBox="0 0 24 24" fill="none" stroke="#B9CCE0" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">` +
          `<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V21h14V9.5"/><path d="M10 21v-6h4v6"/></svg></svg>`,
      );
  });
  return router;
}
