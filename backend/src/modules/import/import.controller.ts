import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseIntPipe,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { ImportJob, ImportJobDetail, ImportStarted } from '@vault/contracts';
import type { Request, Response } from 'express';
import path from 'node:path';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { UserEntity } from '../users/index.js';
import { csvRows } from '../../common/csv/spreadsheet-csv.js';
import { toImportJob } from './import-job-response.js';
import { discardSpooled } from '../../common/http/multipart-upload.js';
import { receiveImportFile } from './import-upload.js';
import { ImportService } from './import.service.js';

const REPORT_PAGE = 5_000;

/** Import from Pocket and its peers (issue 11): upload, progress, report, cancel. */
@Controller('import')
export class ImportController {
  private readonly tempDir: string;

  constructor(
    private readonly imports: ImportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tempDir = path.join(config.dataDir, 'tmp', 'import-uploads');
  }

  /** Multipart, field `file`: answers `{ id }` once the rows are checked and staged. */
  @Post()
  @HttpCode(202)
  async start(@CurrentUser() user: UserEntity, @Req() request: Request): Promise<ImportStarted> {
    const file = await receiveImportFile(request, this.config.importMaxBytes, this.tempDir);
    try {
      return await this.imports.start(user.id, file);
    } finally {
      await discardSpooled([file]);
    }
  }

  @Get()
  async list(@CurrentUser() user: UserEntity): Promise<ImportJob[]> {
    return (await this.imports.list(user.id)).map(toImportJob);
  }

  @Get(':id')
  detail(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<ImportJobDetail> {
    return this.imports.detail(user.id, id);
  }

  /** Every skipped or failed row and why, as CSV (cells made safe for spreadsheets). */
  @Get(':id/report')
  async report(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) id: number,
    @Res() response: Response,
  ): Promise<void> {
    const job = await this.imports.get(user.id, id);
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="vault-import-${job.id}-report.csv"`,
    );
    response.setHeader('Cache-Control', 'no-store');
    response.write(csvRows([['line', 'url', 'title', 'reason']]));
    let afterLine = 0;
    for (;;) {
      const rows = await this.imports.skippedRows(job.id, REPORT_PAGE, afterLine);
      if (rows.length === 0) break;
      response.write(
        csvRows(rows.map((row) => [String(row.line), row.url, row.title ?? '', row.reason])),
      );
      afterLine = rows[rows.length - 1]!.line;
      if (rows.length < REPORT_PAGE) break;
    }
    response.end();
  }

  @Delete(':id')
  cancel(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<ImportJobDetail> {
    return this.imports.cancel(user.id, id);
  }
}
