import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  type ByteRange,
  MediaNotFoundError,
  MediaStorage,
  type PutOptions,
} from './media-storage.js';

/** Files under `<DATA_DIR>/media/<first two key characters>/<key>`. */
export class LocalDiskStorage extends MediaStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {
    super();
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${target}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await fs.access(file);
    } catch {
      throw new MediaNotFoundError(key);
    }
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
