import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import {
  type BulkActionResponse,
  type MatchingIdsResponse,
  type ContentDetail,
  type ContentItem,
  type ContentStats,
  NEXT_CURSOR_HEADER,
  type RetryFailedResponse,
} from '@vault/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/index.js';
import { ContentBulkService } from './content-bulk.service.js';
import { ContentQueryService } from './content-query.service.js';
import { BulkActionDto, LibrarySelectionDto } from './dto/bulk-action.dto.js';
import { toContentItem } from './content-response.js';
import { ContentService } from './content.service.js';
import { CreateContentDto } from './dto/create-content.dto.js';
import { IdempotentSaveService } from './idempotent-save.service.js';
import { ListContentQuery } from './dto/list-content.query.js';
import { UpdateContentDto } from './dto/update-content.dto.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

@Controller('content')
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly queries: ContentQueryService,
    private readonly idempotent: IdempotentSaveService,
    private readonly bulkActions: ContentBulkService,
  ) {}

  @Get()
  @TokenScope('library:read')
  async list(
    @CurrentUser() user: UserEntity,
    @Query() query: ListContentQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContentItem[]> {
    const page = await this.queries.list(user.id, query);
    if (page.nextCursor) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  }

  @Get('stats')
  @TokenScope('library:read')
  stats(@CurrentUser() user: UserEntity): Promise<ContentStats> {
    return this.queries.stats(user.id);
  }

  /** "Select all results": the ids of every item the filters and search match. */
  @Get('ids')
  @TokenScope('library:read')
  matchingIds(
    @CurrentUser() user: UserEntity,
    @Query() query: LibrarySelectionDto,
  ): Promise<MatchingIdsResponse> {
    return this.queries.matchingIds(user.id, query);
  }

  @Post('bulk')
  @HttpCode(200)
  bulk(@CurrentUser() user: UserEntity, @Body() body: BulkActionDto): Promise<BulkActionResponse> {
    return this.bulkActions.apply(user, body);
  }

  @Post()
  @TokenScope('content:save')
  @UseGuards(ThrottlerGuard)
  @SkipThrottle({ auth: true })
  async save(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateContentDto,
    @Res({ passthrough: true }) response: Response,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<ContentItem> {
    const save = async () => {
      const { item, created } = await this.content.save(user.id, body);
      return { status: created ? 201 : 200, body: toContentItem(item) };
    };
    const answer =
      idempotencyKey === undefined
        ? await save()
        : await this.idempotent.run(user.id, IdempotentSaveService.validKey(idempotencyKey), save);
    response.status(answer.status);
    return answer.body;
  }

  @Get(':id')
  @TokenScope('library:read')
  get(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ContentDetail> {
    return this.content.detail(user.id, id);
  }

  @Patch(':id')
  async update(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateContentDto,
  ): Promise<ContentItem> {
    return toContentItem(await this.content.update(user, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.content.remove(user.id, id);
  }

  @Post('retry-failed')
  @HttpCode(200)
  retryFailed(@CurrentUser() user: UserEntity): Promise<RetryFailedResponse> {
    return this.content.retryFailed(user.id);
  }

  @Post(':id/retry')
  @TokenScope('content:save')
  @HttpCode(200)
  async retry(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ContentItem> {
    return toContentItem(await this.content.retry(user.id, id));
  }
}
