import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseByteRange } from './byte-range.js';
import type { ByteRange } from './storage/media-storage.js';

/** An uploaded file is shown as itself or downloaded; it can never run as a page of this site. */
const SANDBOX_CSP =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

export interface FileAnswer {
  body: Readable;
  mimeType: string;
  /** Bytes of the whole file; null when storage does not say (sent without a length). */
  size: number | null;
  disposition: string;
  range: ByteRange | null;
}

export function setSafeFileHeaders(response: Response, mimeType: string, disposition: string) {
  response.setHeader('Content-Type', mimeType);
  response.setHeader('Content-Disposition', disposition);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', SANDBOX_CSP);
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  // Private to the signed-in owner; a stored file never changes under its id.
  response.setHeader('Cache-Control', 'private, max-age=3600');
}

export interface RangedFileAnswer {
  mimeType: string;
  /** Bytes of the whole file. */
  size: number;
  disposition: string;
  /** The request's `Range` header, if any. */
  rangeHeader: string | undefined;
  /** Opens the file, or the one range of it that is sent. */
  open: (range: ByteRange | undefined) => Promise<Readable>;
}

/**
 * Sends a stored file of known size: whole, or the one byte range the request asks for (video
 * seeking), or 416 when that range is not in the file.
 */
export async function sendRangedFile(response: Response, answer: RangedFileAnswer): Promise<void> {
  const range = parseByteRange(answer.rangeHeader, answer.size);
  if (range === 'unsatisfiable') {
    response.status(416);
    response.setHeader('Content-Range', `bytes */${answer.size}`);
    response.json({ message: 'The requested range is not in the file' });
    return;
  }
  await sendFile(response, {
    body: await answer.open(range ?? undefined),
    mimeType: answer.mimeType,
    size: answer.size,
    disposition: answer.disposition,
    range,
  });
}

/** Streams a stored file (or one range of it, for video seeking) with its checked type. */
export async function sendFile(response: Response, answer: FileAnswer): Promise<void> {
  setSafeFileHeaders(response, answer.mimeType, answer.disposition);
  if (answer.size !== null) response.setHeader('Accept-Ranges', 'bytes');
  if (answer.range && answer.size !== null) {
    response.status(206);
    response.setHeader(
      'Content-Range',
      `bytes ${answer.range.start}-${answer.range.end}/${answer.size}`,
    );
    response.setHeader('Content-Length', String(answer.range.end - answer.range.start + 1));
  } else {
    response.status(200);
    if (answer.size !== null) response.setHeader('Content-Length', String(answer.size));
  }
  try {
    await pipeline(answer.body, response);
  } catch {
    // The client went away, or storage failed mid-file: the connection is closed either way.
    response.destroy();
  }
}
