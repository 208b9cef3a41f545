/** A posted photo with the sizes the server stores for it (width and height null for older uploads). */
export interface ProjectPhoto {
  url: string;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

/**
 * srcset, sizes and intrinsic size of a posted photo, so the browser fetches the size it needs and
 * reserves the space before it arrives; nothing for samples and photos uploaded before resizing.
 */
export function responsiveImageProps(photo: ProjectPhoto | undefined, sizes: string) {
  if (!photo?.srcset) return {};
  return { srcSet: photo.srcset, sizes, htmlWidth: photo.width ?? undefined, htmlHeight: photo.height ?? undefined };
}

/** Card grids: one column on phones, two from md, three from lg in a 7xl container. */
export const CARD_IMAGE_SIZES = '(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw';
