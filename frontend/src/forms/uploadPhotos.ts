/** A stored photo as POST /api/uploads describes it. */
export interface UploadedPhoto {
  name: string;
  url: string;
  originalName: string;
  size: number;
  type: string;
}

/** An upload the server refused, with its explanation when it gave one. */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

const UPLOADS_PATH = '/api/uploads';

/**
 * Where a private upload (a credential document, a photo for a message) is shown: through the
 * API, which gives it only to the people allowed.
 */
export const privateUploadUrl = (name: string) => `${UPLOADS_PATH}/private/${name}`;

/** Asks for the one-time pass a visitor's posting form uploads with (signed-in people need none). */
async function uploadPass(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${UPLOADS_PATH}/passes`, { method: 'POST' });
  } catch {
    throw new PhotoUploadError('Photo upload failed: network error');
  }
  const payload = (await response.json().catch(() => null)) as { pass?: string; error?: string } | null;
  if (!response.ok || !payload?.pass) throw new PhotoUploadError(`Photo upload failed (${response.status})`, payload?.error);
  return payload.pass;
}

/**
 * Sends the photos in one multipart request (field `photos`) and returns the stored names. A
 * visitor (posting a project before having an account) first gets a one-time upload pass.
 * `private`: a credential document or a photo for a message, stored as a private file (signed in).
 */
export async function uploadPhotos(files: readonly File[], { asVisitor = false, private: isPrivate = false }: { asVisitor?: boolean; private?: boolean } = {}): Promise<string[]> {
  if (files.length === 0) return [];
  const headers: Record<string, string> = asVisitor && !isPrivate ? { 'Upload-Pass': await uploadPass() } : {};
  const body = new FormData();
  for (const file of files) body.append('photos', file, file.name);
  let response: Response;
  try {
    response = await fetch(isPrivate ? `${UPLOADS_PATH}?access=private` : UPLOADS_PATH, { method: 'POST', body, headers });
  } catch {
    throw new PhotoUploadError('Photo upload failed: network error');
  }
  const payload = (await response.json().catch(() => null)) as
    | { files?: UploadedPhoto[]; error?: string; fieldErrors?: Record<string, string> }
    | null;
  if (!response.ok || !payload?.files) {
    const serverMessage = payload?.fieldErrors?.photos ?? payload?.error;
    throw new PhotoUploadError(`Photo upload failed (${response.status})`, serverMessage);
  }
  return payload.files.map((file) => file.name);
}
