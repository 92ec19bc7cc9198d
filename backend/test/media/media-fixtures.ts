import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

/** Test files built from scratch: real images and PDFs, and video containers laid out box by box. */

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
}

/** A JPEG stored sideways with EXIF orientation 6: shown turned a quarter, so width and height swap. */
export function sidewaysJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ef4444' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function pdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([595, 842]).drawText(`Page ${i + 1}`);
  return Buffer.from(await document.save());
}

export const html = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function identityMatrix(target: Buffer, at: number, quarterTurn: boolean): void {
  const one = 0x10000;
  // a b u / c d v / x y w, 16.16 except u, v, w (2.30).
  const values = quarterTurn
    ? [0, one, 0, -one, 0, 0, 0, 0, 0x40000000]
    : [one, 0, 0, 0, one, 0, 0, 0, 0x40000000];
  values.forEach((value, index) => target.writeInt32BE(value, at + index * 4));
}

export interface Mp4Options {
  brand?: 'isom' | 'qt  ';
  timescale: number;
  duration: number;
  width: number;
  height: number;
  quarterTurn?: boolean;
  /** Where an encoder that does not "fast start" puts it: after the media data. */
  moovLast?: boolean;
}

/**
 * An MP4 (or QuickTime) file: `ftyp`, a `moov` with `mvhd` and an audio track (no size) before
 * the video track, then `mdat`. Enough structure for any parser that reads the headers.
 */
export function mp4(options: Mp4Options): Buffer {
  const brand = options.brand ?? 'isom';
  const ftyp = box(
    'ftyp',
    Buffer.from(brand, 'latin1'),
    Buffer.alloc(4),
    Buffer.from(`${brand}mp41`, 'latin1'),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(options.timescale, 12);
  mvhd.writeUInt32BE(options.duration, 16);
  mvhd.writeUInt32BE(0x10000, 20);
  identityMatrix(mvhd, 36, false);
  const tkhd = (id: number, width: number, height: number, quarterTurn: boolean) => {
    const body = Buffer.alloc(84);
    body.writeUInt32BE(0x7, 0);
    body.writeUInt32BE(id, 12);
    body.writeUInt32BE(options.duration, 20);
    identityMatrix(body, 40, quarterTurn);
    body.writeUInt32BE(width * 0x10000, 76);
    body.writeUInt32BE(height * 0x10000, 80);
    return box('trak', box('tkhd', body));
  };
  const moov = box(
    'moov',
    box('mvhd', mvhd),
    tkhd(1, 0, 0, false),
    tkhd(2, options.width, options.height, options.quarterTurn ?? false),
  );
  const mdat = box('mdat', Buffer.alloc(2048, 0x11));
  return Buffer.concat(options.moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

function ebml(id: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'),
    'hex',
  );
  const size = Buffer.alloc(8);
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([idBytes, size, body]);
}

const uintBytes = (value: number, length: number) => {
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(value, 0, length);
  return bytes;
};

/** A WebM file: EBML header (DocType webm), then a Segment with Info and one video track. */
export function webm(options: {
  durationMs: number | null;
  width: number;
  height: number;
  /** As a browser's MediaRecorder writes it: Segment of unknown size, no Duration. */
  live?: boolean;
}): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(options.durationMs ?? 0, 0);
  const segment = ebml(
    0x18538067,
    ebml(
      0x1549a966,
      ebml(0x2ad7b1, uintBytes(1_000_000, 3)),
      ...(options.durationMs === null ? [] : [ebml(0x4489, duration)]),
    ),
    ebml(
      0x1654ae6b,
      ebml(
        0xae,
        ebml(0xd7, uintBytes(1, 1)),
        ebml(0x83, uintBytes(1, 1)),
        ebml(0x86, Buffer.from('V_VP8')),
        ebml(
          0xe0,
          ebml(0xb0, uintBytes(options.width, 2)),
          ebml(0xba, uintBytes(options.height, 2)),
        ),
      ),
    ),
    ebml(0x1f43b675, ebml(0xe7, uintBytes(0, 1))),
  );
  // The 8-byte size after the 4-byte Segment id, all ones: "unknown".
  if (options.live) {
    segment.writeUInt8(0x01, 4);
    segment.fill(0xff, 5, 12);
  }
  return Buffer.concat([
    ebml(0x1a45dfa3, ebml(0x4286, uintBytes(1, 1)), ebml(0x4282, Buffer.from('webm'))),
    segment,
  ]);
}

/** Every file under a directory (recursively); empty when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

/** A few hundred bytes claiming 50,000 × 50,000 pixels: a decompression bomb if decoded. */
export function pixelBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
