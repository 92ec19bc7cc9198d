import busboy from 'busboy';
import type { Request } from 'express';
import { IMPORT_UPLOAD_FIELD } from '@vault/contracts';
import { importErrors } from './import-errors.js';

export interface ReceivedFile {
  buffer: Buffer;
  fileName: string | null;
}

/** How long a refused upload's remaining bytes are read (and dropped) before answering anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads the `file` part of a multipart request into memory, refusing it (413) as soon as its
 * bytes pass `maxBytes`. The rest of a refused request is read and dropped, so the client sees
 * the 413 rather than a broken pipe.
 */
export function receiveImportFile(request: Request, maxBytes: number): Promise<ReceivedFile> {
  if (!request.is('multipart/form-data')) return Promise.reject(importErrors.noFile());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    return Promise.reject(importErrors.badUpload());
  }
  return new Promise<ReceivedFile>((resolve, reject) => {
    let received: ReceivedFile | null = null;
    let reading: Promise<void> = Promise.resolve();
    let failure: Error | null = null;
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      request.unpipe(parser);
      request.resume();
      void drained(request).finally(() => reject(error));
    };
    parser.on('file', (field, stream, info) => {
      if (failure || field !== IMPORT_UPLOAD_FIELD || received) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      reading = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxBytes) chunks.push(chunk);
        });
        stream.on('limit', () => {
          stream.resume();
          fail(importErrors.tooLarge(maxBytes));
        });
        stream.on('end', () => {
          if (!failure) {
            const name = info.filename ? info.filename.replace(/[\\/]/g, '_').slice(0, 255) : null;
            received = { buffer: Buffer.concat(chunks), fileName: name };
          }
          done();
        });
        stream.on('error', () => done());
      });
    });
    parser.on('error', () => fail(importErrors.badUpload()));
    parser.on('close', () => {
      void reading.then(() => {
        if (failure) return;
        if (!received || received.buffer.length === 0) {
          fail(received ? importErrors.empty() : importErrors.noFile());
          return;
        }
        resolve(received);
      });
    });
    request.on('aborted', () => fail(importErrors.badUpload()));
    request.pipe(parser);
  });
}

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
