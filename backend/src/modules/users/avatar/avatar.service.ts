import { Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { AVATAR, type User } from '@vault/contracts';
import type { Request } from 'express';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { discardSpooled, receiveFiles } from '../../../common/http/multipart-upload.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { toUserResponse } from '../user-response.js';
import type { UserEntity } from '../user.entity.js';
import { UsersService } from '../users.service.js';
import { AvatarImageError, toAvatarWebp } from './avatar-image.js';
import { AvatarStorageService } from './avatar-storage.service.js';
import { avatarUploadErrors } from './avatar-upload-errors.js';

/** Profile pictures: receive one, re-encode it, store it, and drop the picture it replaces. */
@Injectable()
export class AvatarService {
  private readonly tempDir: string;

  constructor(
    private readonly users: UsersService,
    private readonly storage: AvatarStorageService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tempDir = path.join(config.dataDir, 'tmp', 'avatar-uploads');
  }

  /** At most `AVATAR.maxBytes` (413 beyond), an image by its bytes (415 otherwise). */
  async upload(user: UserEntity, request: Request): Promise<User> {
    const files = await receiveFiles(request, {
      field: AVATAR.field,
      maxFileBytes: AVATAR.maxBytes,
      maxFiles: 1,
      tempDir: this.tempDir,
      refusals: avatarUploadErrors,
    });
    let webp: Buffer;
    try {
      webp = await toAvatarWebp(await fs.readFile(files[0]!.path));
    } catch (error) {
      if (error instanceof AvatarImageError) throw new UnsupportedMediaTypeException(error.message);
      throw error;
    } finally {
      await discardSpooled(files);
    }
    const avatarUrl = await this.storage.store(user.id, webp);
    await this.users.setAvatarUrl(user.id, avatarUrl);
    await this.storage.remove(user.avatarUrl);
    return toUserResponse({ ...user, avatarUrl });
  }

  async remove(user: UserEntity): Promise<User> {
    await this.users.setAvatarUrl(user.id, null);
    await this.storage.remove(user.avatarUrl);
    return toUserResponse({ ...user, avatarUrl: null });
  }
}
