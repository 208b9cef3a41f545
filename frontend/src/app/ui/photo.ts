/**
 * Where a photo shows, and where nothing does. The built-in copy and projects without uploads point
 * at the server's stand-in image (/api/placeholder/{width}/{height}, a blue frame with a house); a
 * frame that says nothing is not drawn, so screens pass their images through `photoOrNone` and lay
 * the card or section out without a picture when it answers undefined. Uploaded photos keep their place.
 */
const STAND_IN = '/api/placeholder/';

/** The image's URL when it is a real photo; undefined for none or the stand-in. */
export function photoOrNone(url: string | null | undefined): string | undefined {
  return url && !url.startsWith(STAND_IN) ? url : undefined;
}

/** The real photos of a list (a project's gallery), in order. */
export function photosOnly(urls: readonly (string | null | undefined)[]): string[] {
  return urls.filter((url): url is string => photoOrNone(url) !== undefined);
}

/** Private photos of a job's record (the API's ResponsivePhoto) as the design system's PhotoStrip takes them: "Photo 2 of the update". */
export function stripPhotos(photos: readonly { url: string; srcset?: string | null }[], of: string): { src: string; srcSet?: string; alt: string }[] {
  return photos.map((photo, index) => ({ src: photo.url, srcSet: photo.srcset ?? undefined, alt: `Photo ${index + 1} of ${of}` }));
}
