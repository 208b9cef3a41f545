import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real photos for upload tests, made on the spot. */

/** A phone-style JPEG: stored sideways (EXIF orientation 6), with the GPS position of a house, a camera, XMP and a P3 profile. */
export function phoneJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 2000/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 20/1 3000/100' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Priya Raman"/></rdf:RDF></x:xmpmeta>')
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.8 } } }).png().toBuffer();

export const gif = (width = 120, height = 90) => sharp({ create: { width, height, channels: 3, background: '#2a2' } }).gif().toBuffer();

/**
 * A valid 1-bit greyscale PNG of width x height that is a few kilobytes: a decompression bomb
 * (10000 x 10000 decodes to 100 megapixels). Written by hand: no encoder would hold its pixels.
 */
export function pixelBombPng(width = 10_000, height = 10_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (greyscale), no interlace
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Checks that an image carries no metadata at all: no EXIF, ICC, XMP or IPTC, by parser and by bytes. */
export async function expectNoMetadata(bytes: Buffer): Promise<void> {
  const metadata = await sharp(bytes).metadata();
  expect({ exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp, iptc: metadata.iptc, orientation: metadata.orientation }).toEqual({
    exif: undefined,
    icc: undefined,
    xmp: undefined,
    iptc: undefined,
    orientation: undefined,
  });
  for (const marker of ['Exif', 'EXIF', 'ICCP', 'XMP ', 'GPS', 'PhoneMaker', 'Priya']) expect(bytes.includes(marker)).toBe(false);
}

export function uploadForm(files: { name: string; bytes: Uint8Array; type?: string }[]): FormData {
  const data = new FormData();
  for (const file of files) data.append('photos', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  return data;
}

/** Every stored file under a folder (dot-entries such as .incoming left out), as slash-separated keys. */
export async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.split('/').some((part) => part.startsWith('.')))
    .sort();
}
