import { LIMITS } from '@vault/contracts';
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

export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
}

/**
 * The `.json` files of a zip, unpacked with caps on the number of entries and on the bytes
 * actually inflated (counted while streaming, so a zip bomb that lies in its headers stops at
 * the cap instead of filling memory).
 */
export async function readJsonEntries(
  buffer: Buffer,
  limits: UnzipLimits = DEFAULT_LIMITS,
): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error) reject(importErrors.malformed('a zip file', error.message));
      else resolve(file);
    });
  });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw importErrors.zipTooLarge();
  }
  let unpacked = 0;
  const texts: string[] = [];
  return new Promise<string[]>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('error', (error: Error) => fail(importErrors.malformed('a zip file', error.message)));
    zip.on('end', () => resolve(texts));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!/\.json$/i.test(entry.fileName) || entry.fileName.endsWith('/')) {
        zip.readEntry();
        return;
      }
      if (unpacked + entry.uncompressedSize > limits.maxUnpackedBytes) {
        fail(importErrors.zipTooLarge());
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) {
          fail(importErrors.malformed('a zip file', error.message));
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          unpacked += chunk.length;
          if (unpacked > limits.maxUnpackedBytes) {
            stream.destroy();
            fail(importErrors.zipTooLarge());
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', (streamError: Error) =>
          fail(importErrors.malformed('a zip file', streamError.message)),
        );
        stream.on('end', () => {
          texts.push(Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}
