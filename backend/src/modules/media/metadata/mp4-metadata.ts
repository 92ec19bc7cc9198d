import type { FileReader } from './file-reader.js';

export interface VideoInfo {
  duration: number | null;
  width: number | null;
  height: number | null;
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and ends. */
  start: number;
  end: number;
}

const FIXED_16_16 = 0x10000;
/** Boxes that only hold other boxes, on the way from `moov` to `tkhd`. */
const MAX_BOXES = 10_000;

async function readBoxes(reader: FileReader, from: number, to: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let position = from;
  while (position + 8 <= to && boxes.length < MAX_BOXES) {
    const header = await reader.read(position, 16);
    if (header.length < 8) break;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - position;
    }
    if (size < headerSize || position + size > to) break;
    boxes.push({ type, start: position + headerSize, end: position + size });
    position += size;
  }
  return boxes;
}

/** The movie header: duration in seconds (unknown when zero or all ones). */
function parseMvhd(body: Buffer): number | null {
  const version = body.readUInt8(0);
  const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
  const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
  const unknown = version === 1 ? duration >= Number.MAX_SAFE_INTEGER : duration === 0xffffffff;
  if (!timescale || !duration || unknown) return null;
  return Math.round((duration / timescale) * 1000) / 1000;
}

/** A track header: presentation size, turned when the matrix rotates by a quarter. */
function parseTkhd(body: Buffer): { width: number; height: number } | null {
  const version = body.readUInt8(0);
  const matrixAt = version === 1 ? 4 + 32 + 16 : 4 + 20 + 16;
  const sizeAt = matrixAt + 36;
  if (body.length < sizeAt + 8) return null;
  const width = Math.round(body.readUInt32BE(sizeAt) / FIXED_16_16);
  const height = Math.round(body.readUInt32BE(sizeAt + 4) / FIXED_16_16);
  if (!width || !height) return null;
  const a = body.readInt32BE(matrixAt);
  const b = body.readInt32BE(matrixAt + 4);
  const quarterTurn = a === 0 && Math.abs(b) === FIXED_16_16;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

/**
 * Duration and frame size of an MP4 or QuickTime file from its `moov` box (`mvhd`, and the
 * first track whose `tkhd` has a size: audio tracks have none). Reads headers only.
 */
export async function readMp4Info(reader: FileReader): Promise<VideoInfo> {
  const info: VideoInfo = { duration: null, width: null, height: null };
  const moov = (await readBoxes(reader, 0, reader.size)).find((box) => box.type === 'moov');
  if (!moov) return info;
  for (const box of await readBoxes(reader, moov.start, moov.end)) {
    if (box.type === 'mvhd') {
      const body = await reader.read(box.start, Math.min(box.end - box.start, 120));
      if (body.length >= 32) info.duration = parseMvhd(body);
    } else if (box.type === 'trak' && info.width === null) {
      const tkhd = (await readBoxes(reader, box.start, box.end)).find((b) => b.type === 'tkhd');
      if (!tkhd) continue;
      const size = parseTkhd(await reader.read(tkhd.start, Math.min(tkhd.end - tkhd.start, 120)));
      if (size) {
        info.width = size.width;
        info.height = size.height;
      }
    }
  }
  return info;
}
