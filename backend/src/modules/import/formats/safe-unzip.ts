import { HttpException } from '@nestjs/common';
import { LIMITS } from '@vault/contracts';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { importErrors } from '../import-errors.js';

export interface UnzipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

const DEFAULT_LIMITS: UnzipLimits = {
  maxEntries: LIMITS.importZipEntriesMax,
  maxUnpackedBytes: LIMITS.importZipUnpackedMaxBytes,
};

export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
}

const malformed = (error: Error) => importErrors.malformed('a zip file', error.message);

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error) reject(malformed(error));
      else resolve(file);
    });
  });
}

/** The zip's next entry, or null after the last one. */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(malformed(error));
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(malformed(error));
      else resolve(stream);
    });
  });
}

/**
 * The `.json` entries of a zip on disk (yauzl reads it from the file, never whole), each as a
 * stream of inflated chunks handed to `read`. The number of entries and the bytes actually
 * inflated are capped (counted while streaming, so a zip bomb that lies in its headers stops at
 * the cap instead of filling memory or the disk).
 */
export async function forEachJsonEntry(
  path: string,
  read: (chunks: AsyncIterable<Buffer>, name: string) => Promise<void>,
  limits: UnzipLimits = DEFAULT_LIMITS,
): Promise<void> {
  const zip = await openZip(path);
  try {
    if (zip.entryCount > limits.maxEntries) throw importErrors.zipTooLarge();
    let unpacked = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (!/\.json$/i.test(entry.fileName) || entry.fileName.endsWith('/')) continue;
      if (unpacked + entry.uncompressedSize > limits.maxUnpackedBytes)
        throw importErrors.zipTooLarge();
      const stream = await openEntry(zip, entry);
      async function* counted(): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            unpacked += chunk.length;
            if (unpacked > limits.maxUnpackedBytes) throw importErrors.zipTooLarge();
            yield chunk;
          }
        } catch (error) {
          if (error instanceof HttpException || !(error instanceof Error)) throw error;
          throw malformed(error);
        } finally {
          stream.destroy();
        }
      }
      await read(counted(), entry.fileName);
    }
  } finally {
    zip.close();
  }
}
