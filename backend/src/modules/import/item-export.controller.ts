import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import { ContentService } from '../content/index.js';
import { HighlightsService } from '../highlights/index.js';
import type { UserEntity } from '../users/index.js';
import { markdownDocument, markdownFileName } from './export/markdown-writer.js';

/** `GET /api/content/{id}/export.md`: one item, its notes and highlights as a Markdown file. */
@Controller('content')
export class ItemExportController {
  constructor(
    private readonly content: ContentService,
    private readonly highlights: HighlightsService,
  ) {}

  @Get(':id/export.md')
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async export(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const item = await this.content.exportItem(user.id, id);
    const highlights = await this.highlights.forItems(user.id, [id]);
    response.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${markdownFileName(item)}"`);
    return markdownDocument(item, highlights.get(id) ?? []);
  }
}
