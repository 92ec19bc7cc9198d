import { Controller, Delete, Get, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import type { User } from '@vault/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../user.entity.js';
import { AVATAR_URL_PREFIX, AvatarStorageService } from './avatar-storage.service.js';
import { AvatarService } from './avatar.service.js';

@Controller()
export class AvatarController {
  constructor(
    private readonly avatars: AvatarService,
    private readonly storage: AvatarStorageService,
  ) {}

  /** Multipart, field `avatar`: a new profile picture (see `AvatarService.upload`). */
  @Post('auth/user/avatar')
  upload(@CurrentUser() user: UserEntity, @Req() request: Request): Promise<User> {
    return this.avatars.upload(user, request);
  }

  @Delete('auth/user/avatar')
  remove(@CurrentUser() user: UserEntity): Promise<User> {
    return this.avatars.remove(user);
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
