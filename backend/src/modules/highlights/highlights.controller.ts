import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { type Highlight, type LibraryHighlight, NEXT_CURSOR_HEADER } from '@vault/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import type { UserEntity } from '../users/index.js';
import { CreateHighlightDto } from './dto/create-highlight.dto.js';
import { ListHighlightsQuery } from './dto/list-highlights.query.js';
import { UpdateHighlightDto } from './dto/update-highlight.dto.js';
import { HighlightsService } from './highlights.service.js';

/**
 * Highlights of the signed-in user's items. Another user's item or highlight is a 404. A token
 * that may save pages may save highlights (the extension's "Highlight in Vault"); one that may
 * read the library may read them.
 */
@Controller()
export class HighlightsController {
  constructor(private readonly highlights: HighlightsService) {}

  @Post('content/:id/highlights')
  @TokenScope('content:save')
  create(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) contentId: number,
    @Body() body: CreateHighlightDto,
  ): Promise<Highlight> {
    return this.highlights.create(user.id, contentId, body);
  }

  @Get('content/:id/highlights')
  @TokenScope('library:read')
  forItem(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) contentId: number,
  ): Promise<Highlight[]> {
    return this.highlights.forItem(user.id, contentId);
  }

  @Get('highlights')
  @TokenScope('library:read')
  async list(
    @CurrentUser() user: UserEntity,
    @Query() query: ListHighlightsQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LibraryHighlight[]> {
    const page = await this.highlights.list(user.id, query);
    if (page.nextCursor) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.highlights;
  }

  @Patch('highlights/:id')
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateHighlightDto,
  ): Promise<Highlight> {
    return this.highlights.update(user.id, id, body);
  }

  @Delete('highlights/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.highlights.remove(user.id, id);
  }
}
