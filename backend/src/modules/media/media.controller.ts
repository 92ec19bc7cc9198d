import {
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseIntPipe,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  MEDIA_UPLOAD_FIELD,
  type UploadMediaResponse,
  type MediaAttachment,
} from '@vault/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RequiresPaidPlan } from '../plans/index.js';
import type { UserEntity } from '../users/index.js';
import { LeadImageNotFound, LeadImageService } from './lead-image.service.js';
import { contentDisposition } from './content-disposition.js';
import { sendFile, sendRangedFile } from './media-file-response.js';
import { MediaService } from './media.service.js';
import { THUMBNAIL_MIME_TYPE } from './metadata/image-metadata.js';
import { MediaNotFoundError } from './storage/media-storage.js';

@ApiTags('media')
@Controller()
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly leadImages: LeadImageService,
  ) {}

  @Get('content/:id/media')
  list(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) contentId: number,
  ): Promise<MediaAttachment[]> {
    return this.media.list(user.id, contentId);
  }

  /** Multipart, field `files` (several). Pro and Premium only; free users keep what they have. */
  @Post('content/:id/media')
  @RequiresPaidPlan('media')
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [MEDIA_UPLOAD_FIELD],
      properties: {
        [MEDIA_UPLOAD_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  async upload(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) contentId: number,
    @Req() request: Request,
  ): Promise<UploadMediaResponse> {
    return { attachments: await this.media.upload(user.id, contentId, request) };
  }

  @Delete('media/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: UserEntity, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.media.remove(user.id, id);
  }

  /** The file itself, to its owner only: images and videos inline, PDFs as a download. */
  @Get('media/:id/file')
  async file(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) id: number,
    @Headers('range') rangeHeader: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const row = await this.media.findOwned(user.id, id);
    const disposition = row.fileType === 'document' ? 'attachment' : 'inline';
    await sendRangedFile(response, {
      mimeType: row.mimeType,
      size: row.fileSize,
      disposition: contentDisposition(disposition, row.fileName),
      rangeHeader,
      open: (range) => this.media.openStored(row.storageKey, range),
    });
  }

  /** The item's lead image as Vault stored it (WebP); the owner only, like every media file. */
  @Get('content/:id/image')
  async leadImage(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) id: number,
    @Res() response: Response,
  ): Promise<void> {
    let image: Awaited<ReturnType<LeadImageService['open']>>;
    try {
      image = await this.leadImages.open(user.id, id);
    } catch (error) {
      if (error instanceof LeadImageNotFound || error instanceof MediaNotFoundError)
        throw new NotFoundException('This item has no stored image');
      throw error;
    }
    await sendFile(response, {
      body: image.body,
      mimeType: 'image/webp',
      size: image.bytes,
      disposition: contentDisposition('inline', 'image.webp'),
      range: null,
    });
  }

  @Get('media/:id/thumbnail')
  async thumbnail(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) id: number,
    @Res() response: Response,
  ): Promise<void> {
    await sendFile(response, {
      body: await this.media.openThumbnail(user.id, id),
      mimeType: THUMBNAIL_MIME_TYPE,
      size: null,
      disposition: contentDisposition('inline', 'thumbnail.webp'),
      range: null,
    });
  }
}
