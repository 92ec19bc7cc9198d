import { Controller, Get, Headers, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StorageUsage } from '@vault/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../../users/index.js';
import { contentDisposition } from '../content-disposition.js';
import { sendRangedFile } from '../media-file-response.js';
import { MediaService } from '../media.service.js';
import { StorageAllowance } from './storage-allowance.service.js';
import { StoredFilesService } from './stored-files.service.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
};

@ApiTags('media')
@Controller()
export class StoredFilesController {
  constructor(
    private readonly files: StoredFilesService,
    private readonly media: MediaService,
    private readonly allowance: StorageAllowance,
  ) {}

  /** Bytes Vault keeps for the user (post media, reader images, copies) and the plan's allowance. */
  @Get('storage')
  usage(@CurrentUser() user: UserEntity): Promise<StorageUsage> {
    return this.allowance.usage(user.id);
  }

  /** A file Vault downloaded for a saved item, to its owner only; byte ranges for video seeking. */
  @Get('media/stored/:id')
  async file(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) id: number,
    @Headers('range') rangeHeader: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const row = await this.files.findOwned(user.id, id);
    const name = `file-${row.id}.${EXTENSIONS[row.mimeType] ?? 'bin'}`;
    const disposition = row.mimeType === 'application/pdf' ? 'attachment' : 'inline';
    await sendRangedFile(response, {
      mimeType: row.mimeType,
      size: row.bytes,
      disposition: contentDisposition(disposition, name),
      rangeHeader,
      open: (range) => this.media.openStored(row.storageKey, range),
    });
  }
}
