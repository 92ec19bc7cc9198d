import { BadRequestException, Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { EXPORT_FORMATS, type ExportFormat } from '@vault/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/index.js';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_EXTENSIONS,
  LibraryExportService,
} from './export/library-export.service.js';
import { pipeline } from 'node:stream/promises';
import { isClosedDownload } from '../../common/http/closed-download.js';

function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** `GET /api/export?format=netscape|csv|markdown`: the library as a download, streamed. */
@Controller('export')
export class LibraryExportController {
  private readonly logger = new Logger('LibraryExport');

  constructor(private readonly exporter: LibraryExportService) {}

  @Get()
  async export(
    @CurrentUser() user: UserEntity,
    @Query('format') format: unknown,
    @Res() response: Response,
  ): Promise<void> {
    if (!isExportFormat(format)) {
      throw new BadRequestException({
        message: `Choose an export format: ${EXPORT_FORMATS.join(', ')}.`,
        code: 'invalid_export_format',
      });
    }
    const stamp = new Date().toISOString().slice(0, 10);
    response.status(200);
    response.setHeader('Content-Type', EXPORT_CONTENT_TYPES[format]);
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="vault-${format}-${stamp}.${EXPORT_EXTENSIONS[format]}"`,
    );
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      await pipeline(this.exporter.stream(user.id, format), response);
    } catch (error) {
      if (isClosedDownload(error)) return;
      // The headers are gone: pipeline cut the download short, the only way to say it failed.
      this.logger.error(`Export for user ${user.id} failed: ${String(error)}`);
    }
  }
}
