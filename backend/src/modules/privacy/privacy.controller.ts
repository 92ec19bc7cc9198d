import { Body, Controller, Get, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import type { MessageResponse } from '@vault/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { endSession } from '../../common/http/end-session.js';
import { CredentialsService } from '../auth/index.js';
import type { UserEntity } from '../users/index.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { DataExportService } from './export/data-export.service.js';
import { pipeline } from 'node:stream/promises';
import { isClosedDownload } from '../../common/http/closed-download.js';

/** `vault-export-2026-11-22T05-30-00Z.json`: the moment of the export, safe in any file system. */
export function exportFileName(now: Date): string {
  return `vault-export-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
}

/**
 * Privacy & Data (spec 2.11): download everything, or delete the account. Both need a browser
 * session (no `@TokenScope`): an API token can do neither.
 */
@Controller('gdpr')
export class PrivacyController {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly exporter: DataExportService,
    private readonly deletion: AccountDeletionService,
    private readonly credentials: CredentialsService,
  ) {}

  /** Streams the file: it is sent as it is read, never held whole in memory. */
  @Get('export')
  async export(@CurrentUser() user: UserEntity, @Res() response: Response): Promise<void> {
    response.status(200);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${exportFileName(new Date())}"`,
    );
    response.setHeader('Cache-Control', 'no-store');
    try {
      await pipeline(this.exporter.stream(user), response);
    } catch (error) {
      if (isClosedDownload(error)) return;
      // The headers are gone: pipeline cut the download short, the only way to say it failed.
      this.logger.error(`Export for user ${user.id} failed: ${String(error)}`);
    }
  }

  @Post('delete-account')
  @HttpCode(200)
  async deleteAccount(
    @CurrentUser() user: UserEntity,
    @Body() confirmation: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageResponse> {
    await this.credentials.confirmPassword(user, confirmation.password);
    await this.deletion.deleteAccount(user);
    await endSession(request, response);
    return { message: 'Your account and all of its data were deleted.' };
  }
}
