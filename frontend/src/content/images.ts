/**
 * Placeholder images. The product's server renders an SVG of the requested
 * size at `/api/placeholder/{width}/{height}`; every built-in image uses it and
 * carries descriptive alt text next to it in the data.
 */
export function placeholder(width: number, height: number): string {
  return `/api/placeholder/${width}/${height}`;
}

/** Standard sizes used across the built-in data. */
export const IMG = {
  /** Project card / gallery image (4:3). */
  project: placeholder(800, 600),
  /** Wide hero banner. */
  hero: placeholder(1200, 600),
  /** Process-step / service-type illustration. */
  step: placeholder(600, 400),
  /** Category tile. */
  category: placeholder(400, 300),
  /** Article cover. */
  article: placeholder(800, 450),
  /** Square avatar (people and company logos). */
  avatar: placeholder(100, 100),
  /** Large portrait for team profiles and contractor pages. */
  portrait: placeholder(300, 300),
} as const;
