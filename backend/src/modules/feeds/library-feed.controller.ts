import {
  BadRequestException,
  Controller,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LIMITS, type LibraryFeedResponse } from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { PG_INTEGER_MAX } from '../../common/http/integer-range.js';
import type { UserEntity } from '../users/index.js';
import type { LibraryFeedScope } from './library-feed-atom.js';
import { LibraryFeedService } from './library-feed.service.js';

/** Settings → Integrations: the private library feed's address, and a new one. */
@ApiTags('integrations')
@Controller('integrations/library-feed')
export class LibraryFeedSettingsController {
  constructor(private readonly libraryFeed: LibraryFeedService) {}

  @Get()
  address(@CurrentUser() user: UserEntity): Promise<LibraryFeedResponse> {
    return this.libraryFeed.address(user.id);
  }

  @Post('regenerate')
  @HttpCode(200)
  regenerate(@CurrentUser() user: UserEntity): Promise<LibraryFeedResponse> {
    return this.libraryFeed.regenerate(user.id);
  }
}

/** A board's or saved search's id from the address; one that cannot exist is 404, as another's. */
function idOf(value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > PG_INTEGER_MAX) throw new NotFoundException();
  return id;
}

function scopeOf(tag: unknown, board: unknown, search: unknown): LibraryFeedScope {
  if ([tag, board, search].filter((value) => value !== undefined).length > 1) {
    throw new BadRequestException('Choose one tag, board or saved search');
  }
  if (typeof board === 'string') return { kind: 'board', boardId: idOf(board) };
  if (typeof search === 'string') return { kind: 'search', savedSearchId: idOf(search) };
  if (typeof tag === 'string') {
    const trimmed = tag.trim();
    if (!trimmed || trimmed.length > LIMITS.tagMaxLength) throw new NotFoundException();
    return { kind: 'tag', tag: trimmed };
  }
  if (tag !== undefined || board !== undefined || search !== undefined)
    throw new BadRequestException('Give one tag, board or saved search');
  return { kind: 'library' };
}

/**
 * The library feed itself, for feed readers: no cookie, the token in the address is the key (an
 * unknown one is 404). `?tag=<name>`, `?board=<id>` or `?search=<saved search id>` narrows it.
 */
@ApiTags('integrations')
@Controller('library-feed')
export class LibraryFeedController {
  constructor(private readonly libraryFeed: LibraryFeedService) {}

  @Public()
  @Get(':token')
  @Header('Content-Type', 'application/atom+xml; charset=utf-8')
  @Header('Cache-Control', 'private, no-cache')
  @Header('X-Robots-Tag', 'noindex')
  @Header('Referrer-Policy', 'no-referrer')
  feed(
    @Param('token') token: string,
    @Query('tag') tag: unknown,
    @Query('board') board: unknown,
    @Query('search') search: unknown,
  ): Promise<string> {
    return this.libraryFeed.atom(token, scopeOf(tag, board, search));
  }
}
