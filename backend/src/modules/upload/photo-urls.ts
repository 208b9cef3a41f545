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
 * with `originals/` kept private). Set once when the server starts; unset serves from the API.
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

/** An image with its sizes; older uploads, placeholders and absolute paths have one size of unknown dimensions. */
export function responsivePhoto(image: string): ResponsivePhoto {
  const url = imageUrl(image);
  const photo = image.startsWith('/') ? undefined : parsePhotoName(image);
  if (photo?.kind !== 'responsive') return { url, width: null, height: null, sources: [], srcset: null };
  const sources = distinctSizes(photo).map(({ stored, width }) => ({
    url: stored === LARGEST_WIDTH ? url : `${publicBase ?? API_PATH}/${sizeKey(image, stored)}`,
    width,
  }));
  return {
    url,
    width: photo.width,
    height: photo.height,
    sources,
    srcset: sources.map((source) => `${source.url} ${source.width}w`).join(', '),
  };
}
