import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Res,
  UnsupportedMediaTypeException,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { AVATAR, type User } from '@vault/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/decorators/current-user.decorator.js';
import { toUserResponse } from '../user-response.js';
import type { UserEntity } from '../user.entity.js';
import { UsersService } from '../users.service.js';
import { AvatarImageError, toAvatarWebp } from './avatar-image.js';
import { AVATAR_URL_PREFIX, AvatarStorageService } from './avatar-storage.service.js';

/** The part of a multipart upload this controller reads (multer's memory storage). */
interface UploadedImage {
  buffer: Buffer;
}

@Controller()
export class AvatarController {
  constructor(
    private readonly usersService: UsersService,
    private readonly storage: AvatarStorageService,
  ) {}

  /** A new profile picture: at most `AVATAR.maxBytes` (413 beyond), an image by its bytes (415 otherwise). */
  @Post('auth/user/avatar')
  // Without a storage option multer keeps the (size-limited) file in memory.
  @UseInterceptors(
    FileInterceptor(AVATAR.field, {
      limits: { fileSize: AVATAR.maxBytes, files: 1, fields: 0 },
    }),
  )
  async upload(
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<User> {
    if (!file)
      throw new BadRequestException(`Choose a picture to upload (field "${AVATAR.field}")`);
    let webp: Buffer;
    try {
      webp = await toAvatarWebp(file.buffer);
    } catch (error) {
      if (error instanceof AvatarImageError) throw new UnsupportedMediaTypeException(error.message);
      throw error;
    }
    const avatarUrl = await this.storage.store(user.id, webp);
    await this.usersService.setAvatarUrl(user.id, avatarUrl);
    await this.storage.remove(user.avatarUrl);
    return toUserResponse({ ...user, avatarUrl });
  }

  @Delete('auth/user/avatar')
  async remove(@CurrentUser() user: UserEntity): Promise<User> {
    await this.usersService.setAvatarUrl(user.id, null);
    await this.storage.remove(user.avatarUrl);
    return toUserResponse({ ...user, avatarUrl: null });
  }

  /** Served to its owner only, with its checked type and headers that stop any other reading of it. */
  @Get('avatars/:file')
  serve(
    @CurrentUser() user: UserEntity,
    @Param('file') name: string,
    @Res() response: Response,
  ): void {
    const file = this.storage.fileOf(AVATAR_URL_PREFIX + name);
    if (!file || user.avatarUrl !== AVATAR_URL_PREFIX + name) {
      throw new NotFoundException('Picture not found');
    }
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.setHeader('Content-Disposition', 'inline; filename="avatar.webp"');
    response.sendFile(
      file,
      {
        headers: {
          'Content-Type': 'image/webp',
          'Cache-Control': 'private, max-age=31536000, immutable',
        },
        dotfiles: 'deny',
      },
      (error) => {
        if (error && !response.headersSent)
          response.status(404).json({ message: 'Picture not found' });
      },
    );
  }
}
