import { distinctSizes, LARGEST_WIDTH, parsePhotoName, sizeKey } from './photo-names';

/** A photo as pages show it: the largest size's URL and dimensions, and every size for a srcset. */
export interface ResponsivePhoto {
  url: string;
  width: number | null;
  height: number | null;
  sources: { url: string; width: number }[];
  srcset: string | null;
}

const API_PATH = '/api/uploads';
let publicBase: string | undefined;

/**
 * PHOTO_PUBLIC_BASE_URL: a CDN serving the same keys (in front of /api/uploads, or of the bucket
 * with `originals/` and `private/` kept private). Set once when the server starts; unset serves from the API.
 */
export function servePhotosFrom(baseUrl: string | undefined): void {
  publicBase = baseUrl?.replace(/\/+$/, '') || undefined;
}

/** The URL of an upload name's largest size; placeholders and absolute paths stay as they are. */
export function imageUrl(image: string): string {
  if (image.startsWith('/')) return image;
  const photo = parsePhotoName(image);
  if (!photo) return `${API_PATH}/${encodeURIComponent(image)}`;
  if (photo.kind === 'legacy' || !publicBase) return `${publicBase ?? API_PATH}/${image}`;
  return `${publicBase}/${sizeKey(image, LARGEST_WIDTH)}`;
}

/**
 * Where credential documents and message photos are served: always the API, which checks who is
 * asking (never PHOTO_PUBLIC_BASE_URL: a CDN would serve them to anyone and keep them).
 */
export const PRIVATE_API_PATH = `${API_PATH}/private`;

/** The URL of a private file's largest size, through the API's check. */
export function privateImageUrl(image: string): string {
  return parsePhotoName(image) ? `${PRIVATE_API_PATH}/${image}` : `${PRIVATE_API_PATH}/${encodeURIComponent(image)}`;
}

/** An image with its sizes; older uploads, placeholders and absolute paths have one size of unknown dimensions. */
export function responsivePhoto(image: string): ResponsivePhoto {
  return sizedPhoto(image, imageUrl(image), (stored) => `${publicBase ?? API_PATH}/${sizeKey(image, stored)}`);
}

/** A private file (credential document, message photo) with its sizes, every URL through the API's check. */
export function privateResponsivePhoto(image: string): ResponsivePhoto {
  return sizedPhoto(image, privateImageUrl(image), (stored) => `${PRIVATE_API_PATH}/${sizeKey(image, stored)}`);
}

function sizedPhoto(image: string, url: string, sizeUrl: (stored: number) => string): ResponsivePhoto {
  const photo = image.startsWith('/') ? undefined : parsePhotoName(image);
  if (photo?.kind !== 'responsive') return { url, width: null, height: null, sources: [], srcset: null };
  const sources = distinctSizes(photo).map(({ stored, width }) => ({ url: stored === LARGEST_WIDTH ? url : sizeUrl(stored), width }));
  return {
    url,
    width: photo.width,
    height: photo.height,
    sources,
    srcset: sources.map((source) => `${source.url} ${source.width}w`).join(', '),
  };
}
