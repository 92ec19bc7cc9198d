import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';

/** The address a stored avatar is served at; its file name is `<userId>-<random>.webp`. */
export const AVATAR_URL_PREFIX = '/api/avatars/';
const FILE_NAME = /^(\d+)-[a-f0-9]{32}\.webp$/;

/** Profile pictures as files under `DATA_DIR/avatars`. A new picture gets a new name, so caches never go stale. */
@Injectable()
export class AvatarStorageService {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = path.join(config.dataDir, 'avatars');
  }

  /** Stores the picture and answers the address to serve it at. */
  async store(userId: number, webp: Buffer): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${userId}-${randomBytes(16).toString('hex')}.webp`;
    await fs.writeFile(path.join(this.dir, name), webp, { flag: 'wx' });
    return AVATAR_URL_PREFIX + name;
  }

  /** The file behind an avatar address of ours, or null for anything else (an external URL). */
  fileOf(avatarUrl: string | null): string | null {
    if (!avatarUrl?.startsWith(AVATAR_URL_PREFIX)) return null;
    const name = avatarUrl.slice(AVATAR_URL_PREFIX.length);
    return FILE_NAME.test(name) ? path.join(this.dir, name) : null;
  }

  async remove(avatarUrl: string | null): Promise<void> {
    const file = this.fileOf(avatarUrl);
    if (file) await fs.rm(file, { force: true });
  }
}
