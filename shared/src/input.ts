/**
 * Input rules every form shares: lengths of free text, photos (how many, how large, which kinds, the
 * names uploads get), and the messages for text that is missing, too long or not text.
 */

/** Upper bounds on free text: generous for people, small enough that nobody can store a novel. */
export const MAX_LENGTH = {
  title: 200,
  shortText: 120,
  category: 100,
  location: 200,
  email: 254,
  phone: 40,
  longText: 5000,
  requirement: 300,
  imageName: 300,
} as const;

export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_REQUIREMENTS = 30;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const PHOTO_HINT = 'PNG, JPG, GIF up to 10MB each';
/**
 * Decompression-bomb and CPU guard: a photo wider x taller than this is refused before it is
 * decoded. 25 MP takes every phone camera's default photo (24 MP at most, e.g. 5712 x 4284) and
 * every 24 MP camera; 48-200 MP "full resolution" modes and 45 MP+ cameras are refused with
 * PHOTO_PIXELS_HINT. Pages never show more than 1600 px wide.
 */
export const MAX_PHOTO_PIXELS = 25_000_000;
/** What to do with a photo over MAX_PHOTO_PIXELS. */
export const PHOTO_PIXELS_HINT = "use your camera's default size, or resize it";
/** Widths of the WebP sizes stored for each photo (never wider than the photo itself); the last is the largest. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export const MIN_APPROACH_LENGTH = 10;
export const MIN_EXPERIENCE_LENGTH = 10;

/** PostgreSQL text cannot hold the NUL character; input carrying one is refused with this. */
export const NO_NUL_CHARACTER = 'Must not contain the null character (U+0000)';

export const MISSING_INFORMATION = 'Missing Information: Please fill in all required fields';

/** Message for a value longer than its field allows. */
export function tooLong(max: number): string {
  return `Must be at most ${max} characters`;
}

/** Message for an optional field with a wrong type. */
export const MUST_BE_TEXT = 'Must be text';

/**
 * Upload names the upload pipeline hands out (POST /api/uploads): `<uuid>-<width>x<height>.webp`
 * for re-encoded photos (the largest size's dimensions), and `<uuid>.png|jpg|gif` from before.
 */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.(png|jpg|gif)|-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.webp)$/;
