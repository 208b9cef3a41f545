import { open } from 'node:fs/promises';

export type PhotoType = { mime: 'image/png' | 'image/jpeg' | 'image/gif'; extension: 'png' | 'jpg' | 'gif' };

/** Identifies PNG, JPEG and GIF by their first bytes; the file name and declared type are not trusted. */
export function detectPhotoType(head: Uint8Array): PhotoType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', extension: 'png' };
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    return { mime: 'image/gif', extension: 'gif' };
  }
  return undefined;
}

export async function detectPhotoTypeOfFile(filePath: string): Promise<PhotoType | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const head = new Uint8Array(12);
    await handle.read(head, 0, head.length, 0);
    return detectPhotoType(head);
  } finally {
    await handle.close();
  }
}
