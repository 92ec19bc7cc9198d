import { createReadStream, promises as fs } from 'node:fs';

/** Chunks read from an import file at a time: each is parsed well within a few milliseconds. */
const CHUNK_BYTES = 64 * 1024;

/** The file's text, a chunk at a time (UTF-8 split safely between chunks, a leading BOM dropped). */
export async function* textChunks(path: string): AsyncGenerator<string> {
  let first = true;
  for await (const chunk of createReadStream(path, {
    encoding: 'utf8',
    highWaterMark: CHUNK_BYTES,
  })) {
    const text = chunk as string;
    yield first ? text.replace(/^\uFEFF/, '') : text;
    first = false;
  }
}

/** The file's bytes, a chunk at a time. */
export function byteChunks(path: string): AsyncIterable<Buffer> {
  return createReadStream(path, { highWaterMark: CHUNK_BYTES });
}

/** The first bytes of the file, which tell its format. */
export async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await fs.open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
