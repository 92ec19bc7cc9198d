import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { SavedSearch } from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import type { UserEntity } from '../users/index.js';
import { CreateSavedSearchDto, UpdateSavedSearchDto } from './dto/saved-search.dto.js';
import { SavedSearchesService } from './saved-searches.service.js';

@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<SavedSearch[]> {
    return this.searches.list(user.id);
  }

  @Post()
  create(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateSavedSearchDto,
  ): Promise<SavedSearch> {
    return this.searches.create(user.id, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateSavedSearchDto,
  ): Promise<SavedSearch> {
    return this.searches.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.searches.remove(user.id, id);
  }
}
