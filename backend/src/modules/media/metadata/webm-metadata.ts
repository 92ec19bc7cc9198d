import type { FileReader } from './file-reader.js';
import type { VideoInfo } from './mp4-metadata.js';

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
} as const;

const VIDEO_TRACK = 1;
const DEFAULT_TIMESTAMP_SCALE = 1_000_000;
/** Info and Tracks are small; a larger one is not a file we can trust. */
const MAX_ELEMENT_BYTES = 1024 * 1024;
const MAX_ELEMENTS = 10_000;

interface Element {
  id: number;
  start: number;
  /** Null when the size is unknown (a live recording): it runs to the end of its parent. */
  end: number | null;
}

/** An EBML variable-length integer: the leading zero bits of the first byte give its length. */
function readVint(
  bytes: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; allOnes: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, allOnes: !keepMarker && allOnes };
}

function readElementAt(bytes: Buffer, at: number, base: number): Element | null {
  const id = readVint(bytes, at, true);
  if (!id) return null;
  const size = readVint(bytes, at + id.length, false);
  if (!size) return null;
  const start = base + at + id.length + size.length;
  return { id: id.value, start, end: size.allOnes ? null : start + size.value };
}

async function readElement(reader: FileReader, position: number): Promise<Element | null> {
  return readElementAt(await reader.read(position, 16), 0, position);
}

function children(body: Buffer, base: number): Element[] {
  const found: Element[] = [];
  let at = 0;
  while (at < body.length && found.length < MAX_ELEMENTS) {
    const element = readElementAt(body, at, base);
    if (!element || element.end === null) break;
    found.push(element);
    at = element.end - base;
  }
  return found;
}

function uint(body: Buffer, element: Element, base: number): number {
  let value = 0;
  for (let i = element.start - base; i < (element.end ?? element.start) - base; i += 1) {
    value = value * 256 + (body[i] ?? 0);
  }
  return value;
}

function float(body: Buffer, element: Element, base: number): number | null {
  const at = element.start - base;
  const length = (element.end ?? element.start) - element.start;
  if (length === 4) return body.readFloatBE(at);
  if (length === 8) return body.readDoubleBE(at);
  return null;
}

async function readBody(reader: FileReader, element: Element): Promise<Buffer | null> {
  if (element.end === null || element.end - element.start > MAX_ELEMENT_BYTES) return null;
  return reader.read(element.start, element.end - element.start);
}

function parseInfo(body: Buffer, base: number): number | null {
  let scale = DEFAULT_TIMESTAMP_SCALE;
  let duration: number | null = null;
  for (const element of children(body, base)) {
    if (element.id === ID.timestampScale) scale = uint(body, element, base) || scale;
    if (element.id === ID.duration) duration = float(body, element, base);
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
  return Math.round(((duration * scale) / 1e9) * 1000) / 1000;
}

function parseTracks(body: Buffer, base: number): { width: number; height: number } | null {
  for (const entry of children(body, base)) {
    if (entry.id !== ID.trackEntry || entry.end === null) continue;
    const fields = children(body.subarray(entry.start - base, entry.end - base), entry.start);
    const entryBody = body.subarray(entry.start - base, entry.end - base);
    const type = fields.find((field) => field.id === ID.trackType);
    const video = fields.find((field) => field.id === ID.video);
    if (!type || uint(entryBody, type, entry.start) !== VIDEO_TRACK || !video || video.end === null)
      continue;
    const videoBody = entryBody.subarray(video.start - entry.start, video.end - entry.start);
    let width = 0;
    let height = 0;
    for (const field of children(videoBody, video.start)) {
      if (field.id === ID.pixelWidth) width = uint(videoBody, field, video.start);
      if (field.id === ID.pixelHeight) height = uint(videoBody, field, video.start);
    }
    if (width && height) return { width, height };
  }
  return null;
}

/**
 * Duration and frame size of a WebM file from its Segment's Info and Tracks, stepping over
 * other elements by their sizes. A live recording (unknown sizes, no Duration) gives what it has.
 */
export async function readWebmInfo(reader: FileReader): Promise<VideoInfo> {
  const info: VideoInfo = { duration: null, width: null, height: null };
  let position = 0;
  let segment: Element | null = null;
  for (let i = 0; i < 4 && position < reader.size; i += 1) {
    const element = await readElement(reader, position);
    if (!element) return info;
    if (element.id === ID.segment) {
      segment = element;
      break;
    }
    if (element.end === null) return info;
    position = element.end;
  }
  if (!segment) return info;
  const segmentEnd = segment.end ?? reader.size;
  position = segment.start;
  let seen = 0;
  while (position < segmentEnd && seen < MAX_ELEMENTS) {
    seen += 1;
    const element = await readElement(reader, position);
    if (!element) break;
    if (element.id === ID.info || element.id === ID.tracks) {
      const body = await readBody(reader, element);
      if (body && element.id === ID.info) info.duration = parseInfo(body, element.start);
      if (body && element.id === ID.tracks) {
        const size = parseTracks(body, element.start);
        if (size) ({ width: info.width, height: info.height } = size);
      }
    }
    if (info.width !== null && info.duration !== null) break;
    if (element.end === null) break;
    position = element.end;
  }
  return info;
}
