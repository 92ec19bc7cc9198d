import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { cleanFileName, decodeFormFileName } from './file-name.js';

/** One received file, spooled to a temporary file that the caller removes with `discardSpooled`. */
export interface SpooledFile {
  path: string;
  /** The uploader's file name as display text (never a path). */
  fileName: string;
  size: number;
}

/** How each kind of upload words its refusals (all answered before anything is stored). */
export interface UploadRefusals {
  notMultipart(): Error;
  malformed(): Error;
  tooLarge(): Error;
  tooMany(): Error;
  noFiles(): Error;
}

export interface MultipartUpload {
  /** The form field the files come in; parts under other names are read and dropped. */
  field: string;
  maxFileBytes: number;
  maxFiles: number;
  /** Where the files are spooled; created when missing. */
  tempDir: string;
  refusals: UploadRefusals;
}

/**
 * Streams the files of a multipart request (busboy) to temporary files under `tempDir`, for the
 * media, avatar and import uploads alike. A file over the size limit stops the upload as soon as
 * its bytes pass the limit (413), so a large upload never fills memory or the disk; any refusal
 * removes what was already written. The rest of a refused request is read and dropped (see
 * `drained`). An empty file counts as a file (each use decides what empty means).
 */
export async function receiveFiles(
  request: Request,
  upload: MultipartUpload,
): Promise<SpooledFile[]> {
  const { refusals } = upload;
  if (!request.is('multipart/form-data')) throw refusals.notMultipart();
  await fs.mkdir(upload.tempDir, { recursive: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: {
        // One byte more than allowed: reaching it proves the file is too large.
        fileSize: upload.maxFileBytes + 1,
        files: upload.maxFiles,
        fields: 20,
        fieldSize: 1024,
        parts: upload.maxFiles + 20,
      },
    });
  } catch {
    throw refusals.malformed();
  }

  const files: SpooledFile[] = [];
  const writes: Promise<void>[] = [];
  const streams: Readable[] = [];
  let failure: Error | null = null;

  return new Promise<SpooledFile[]>((resolve, reject) => {
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      request.unpipe(parser);
      request.resume();
      // Parts still arriving would never end once the request is unpiped. Destroyed with an
      // error, since a bare destroy() can leave the pipeline to the temporary file unsettled.
      for (const stream of streams) stream.destroy(error);
      void Promise.all([
        Promise.allSettled(writes).then(() => discardSpooled(files)),
        drained(request),
      ]).finally(() => reject(error));
    };

    parser.on('file', (field, stream, info) => {
      if (failure || field !== upload.field) {
        stream.resume();
        return;
      }
      const spooled: SpooledFile = {
        path: path.join(upload.tempDir, randomUUID()),
        fileName: cleanFileName(decodeFormFileName(info.filename)),
        size: 0,
      };
      files.push(spooled);
      streams.push(stream);
      stream.on('data', (chunk: Buffer) => {
        spooled.size += chunk.length;
      });
      stream.on('limit', () => fail(refusals.tooLarge()));
      writes.push(
        pipeline(stream, createWriteStream(spooled.path)).catch((error: unknown) => {
          fail(error instanceof Error ? error : new Error(String(error)));
        }),
      );
    });
    parser.on('filesLimit', () => fail(refusals.tooMany()));
    parser.on('partsLimit', () => fail(refusals.tooMany()));
    parser.on('error', () => fail(refusals.malformed()));
    parser.on('close', () => {
      void Promise.allSettled(writes).then(() => {
        if (failure) return;
        if (files.some((file) => file.size > upload.maxFileBytes)) {
          fail(refusals.tooLarge());
          return;
        }
        if (files.length === 0) {
          fail(refusals.noFiles());
          return;
        }
        resolve(files);
      });
    });
    request.on('aborted', () => fail(refusals.malformed()));
    request.on('error', () => fail(refusals.malformed()));
    request.pipe(parser);
  });
}

/** How long a refused upload's remaining bytes are read (and dropped) before answering anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Resolves once the client has sent its whole request (or after a while). Answering before that
 * makes Node close the connection under a client still sending, which then sees a broken pipe
 * instead of the 413.
 */
function drained(request: Request): Promise<void> {
  return new Promise((resolve) => {
    if (request.complete) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    request.once('end', done);
    request.once('close', done);
  });
}

export async function discardSpooled(files: SpooledFile[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(file.path, { force: true })));
}
