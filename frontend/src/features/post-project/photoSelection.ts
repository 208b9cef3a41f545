import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_HINT, PHOTO_TYPES } from '@marketplace/shared';

export interface PhotoSelection {
  /** Files kept, in order, never more than MAX_PHOTOS in total. */
  accepted: File[];
  /** Notices for the visitor about files that were left out. */
  notices: string[];
}

const ACCEPTED_TYPES: readonly string[] = PHOTO_TYPES;
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|gif)$/i;

function isPhoto(file: File): boolean {
  return file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
}

/**
 * Adds newly chosen files to the ones already picked: only PNG, JPG and GIF
 * of at most 10 MB, and no more than 10 in total; everything else is dropped
 * with a notice that says why. (The server checks the content again.)
 */
export function addPhotos(current: readonly File[], incoming: readonly File[]): PhotoSelection {
  const notices: string[] = [];
  const wrongType = incoming.filter((file) => !isPhoto(file));
  const tooBig = incoming.filter((file) => isPhoto(file) && file.size > MAX_PHOTO_BYTES);
  const valid = incoming.filter((file) => isPhoto(file) && file.size <= MAX_PHOTO_BYTES);
  const room = Math.max(0, MAX_PHOTOS - current.length);
  const kept = valid.slice(0, room);
  const overLimit = valid.length - kept.length;

  if (wrongType.length > 0) {
    notices.push(`${wrongType.map((file) => file.name).join(', ')}: only ${PHOTO_HINT}.`);
  }
  if (tooBig.length > 0) {
    notices.push(`${tooBig.map((file) => file.name).join(', ')}: larger than 10MB.`);
  }
  if (overLimit > 0) {
    notices.push(
      `You can add up to ${MAX_PHOTOS} photos. ${overLimit} extra ${overLimit === 1 ? 'photo was' : 'photos were'} not added.`,
    );
  }
  return { accepted: [...current, ...kept], notices };
}
