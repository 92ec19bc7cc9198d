import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Feed, FeedListResponse, PollFeedResponse } from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import { RequiresPaidPlan } from '../plans/index.js';
import type { UserEntity } from '../users/index.js';
import { CreateFeedDto, UpdateFeedDto } from './dto/feed.dto.js';
import { FeedsService } from './feeds.service.js';

/**
 * Feed subscriptions (Pro and Premium). Listing, changing and removing stay open after a
 * downgrade, so a person can still see and clean up what they follow; anyone else's feed is 404.
 */
@ApiTags('feeds')
@Controller('feeds')
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<FeedListResponse> {
    return this.feeds.list(user);
  }

  @Post()
  @RequiresPaidPlan('feeds')
  create(@CurrentUser() user: UserEntity, @Body() body: CreateFeedDto): Promise<Feed> {
    return this.feeds.create(user, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateFeedDto,
  ): Promise<Feed> {
    return this.feeds.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.feeds.remove(user.id, id);
  }

  @Post(':id/poll')
  @HttpCode(200)
  @RequiresPaidPlan('feeds')
  poll(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<PollFeedResponse> {
    return this.feeds.pollNow(user.id, id);
  }
}
