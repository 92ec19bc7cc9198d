import {
  CONTENT_FILTERS,
  type ContentFilter,
  LIMITS,
  PLATFORMS,
  type Platform,
  TOPICS,
  type Topic,
} from '@vault/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsPageOffset } from '../../../common/http/integer-range.js';

export class ListContentQuery {
  @IsOptional()
  @IsIn(CONTENT_FILTERS, { message: `filter must be one of ${CONTENT_FILTERS.join(', ')}` })
  filter?: ContentFilter;

  @IsOptional()
  @IsIn(PLATFORMS, { message: `platform must be one of ${PLATFORMS.join(', ')}` })
  platform?: Platform;

  @IsOptional()
  @IsIn(TOPICS, { message: `topic must be one of ${TOPICS.join(', ')}` })
  topic?: Topic;

  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'search must be at most 500 characters' })
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(LIMITS.maxPageSize, { message: `limit must be at most ${LIMITS.maxPageSize}` })
  limit?: number;

  @IsOptional()
  @IsPageOffset()
  offset?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'cursor is not valid' })
  cursor?: string;
}
