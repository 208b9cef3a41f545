import { PHOTO_WIDTHS, UPLOAD_NAME_PATTERN } from '@marketplace/shared';

/**
 * Upload names and the storage keys behind them. A re-encoded photo is named
 * `<id>-<width>x<height>.webp` (its largest size's dimensions, so pages can reserve its space
 * without a lookup); each size is stored under `<width>/<name>`, the original under
 * `originals/<id>.<ext>` (never served). Names from before re-encoding (`<uuid>.jpg`) are
 * stored, and served, as they were sent.
 */
export const LARGEST_WIDTH: number = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];

export type PhotoName =
  | { kind: 'responsive'; name: string; id: string; width: number; height: number }
  | { kind: 'legacy'; name: string };

/** Files stored as sent before re-encoding: the project form has always accepted names like these. */
const LEGACY_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpe?g|gif)$/;

export function parsePhotoName(name: string): PhotoName | undefined {
  if (LEGACY_NAME.test(name)) return { kind: 'legacy', name };
  if (!UPLOAD_NAME_PATTERN.test(name)) return undefined;
  const sized = /^(.{36})-(\d+)x(\d+)\.webp$/.exec(name);
  return sized ? { kind: 'responsive', name, id: sized[1], width: Number(sized[2]), height: Number(sized[3]) } : undefined;
}

export const photoName = (id: string, width: number, height: number) => `${id}-${width}x${height}.webp`;

/** Where one stored size lives (every width in PHOTO_WIDTHS is stored, a narrow photo's repeated). */
export const sizeKey = (name: string, width: number) => `${width}/${name}`;

export const originalKey = (id: string, extension: string) => `originals/${id}.${extension}`;

/**
 * Private files (credential documents, message photos) are stored apart, under `private/` (a size
 * as `private/<width>/<name>`, an older upload as `private/<name>`), so that a CDN or a bucket
 * serving the public sizes never reaches them; they are served only through the API's check.
 */
export const privateKey = (key: string) => `private/${key}`;

/** Where a name's largest size (or an older upload) is stored. */
export const largestKey = (photo: PhotoName) => (photo.kind === 'legacy' ? photo.name : sizeKey(photo.name, LARGEST_WIDTH));

/**
 * The sizes worth offering a browser, narrowest first: each stored width narrower than the photo,
 * then the photo's own width (a photo narrower than 480 px has one).
 */
export function distinctSizes(photo: { width: number }): { stored: number; width: number }[] {
  const narrower = PHOTO_WIDTHS.filter((width) => width < photo.width && width !== LARGEST_WIDTH);
  return [...narrower.map((width) => ({ stored: width, width })), { stored: LARGEST_WIDTH, width: photo.width }];
}
