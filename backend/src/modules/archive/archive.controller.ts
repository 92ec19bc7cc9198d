import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PageCopyStatus } from '@vault/contracts';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import type { UserEntity } from '../users/index.js';
import { setPageCopyHeaders } from './page-copy-headers.js';
import { PageCopyService, type StoredCopyFile } from './page-copy.service.js';

function acceptsGzip(header: string | undefined): boolean {
  return /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/i.test(header ?? '');
}

async function send(response: Response, file: StoredCopyFile, gunzip: boolean): Promise<void> {
  try {
    if (gunzip) await pipeline(file.body, zlib.createGunzip(), response);
    else await pipeline(file.body, response);
  } catch {
    // The client went away, or storage failed mid-file: the connection is closed either way.
    response.destroy();
  }
}

@ApiTags('archive')
@Controller('content')
export class ArchiveController {
  constructor(private readonly copies: PageCopyService) {}

  @Get(':id/copy/status')
  status(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<PageCopyStatus> {
    return this.copies.status(user.id, id);
  }

  /** The saved copy, as a sandboxed document; the owner only (404 otherwise). */
  @Get(':id/copy')
  async copy(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.copies.openCopy(user.id, id);
    setPageCopyHeaders(response, 'text/html; charset=utf-8');
    response.setHeader('Vary', 'Accept-Encoding');
    const gzip = acceptsGzip(acceptEncoding);
    // Stored compressed: sent as it is to clients that take gzip, unpacked for the others.
    if (gzip) {
      response.setHeader('Content-Encoding', 'gzip');
      if (file.bytes !== null) response.setHeader('Content-Length', String(file.bytes));
    }
    response.status(200);
    await send(response, file, !gzip);
  }

  /** The full-page screenshot taken when the page was rendered; the owner only. */
  @Get(':id/screenshot')
  async screenshot(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.copies.openScreenshot(user.id, id);
    setPageCopyHeaders(response, 'image/webp');
    if (file.bytes !== null) response.setHeader('Content-Length', String(file.bytes));
    response.status(200);
    await send(response, file, false);
  }
}
