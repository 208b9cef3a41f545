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

/** Sends the photos in one multipart request (field `photos`) and returns the stored names. */
export async function uploadPhotos(files: readonly File[], endpoint = '/api/uploads'): Promise<string[]> {
  if (files.length === 0) return [];
  const body = new FormData();
  for (const file of files) body.append('photos', file, file.name);
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', body });
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
