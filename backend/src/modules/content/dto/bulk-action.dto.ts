import {
  BULK_ACTIONS,
  BULK_ITEMS_MAX,
  type BulkAction,
  CONTENT_FILTERS,
  type ContentFilter,
  LIMITS,
  PLATFORMS,
  type Platform,
  SEARCH_MAX_LENGTH,
  TOPICS,
  type Topic,
} from '@vault/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PG_INTEGER_MAX } from '../../../common/http/integer-range.js';

/** "Select all results": the filters and search of `GET /api/content`. */
export class LibrarySelectionDto {
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
  @IsString({ message: 'search must be text' })
  @MaxLength(SEARCH_MAX_LENGTH, {
    message: `search must be at most ${SEARCH_MAX_LENGTH} characters`,
  })
  search?: string;
}

const tooMany = `At most ${BULK_ITEMS_MAX.toLocaleString('en-US')} items can be changed at once`;

/** `POST /api/content/bulk`. */
export class BulkActionDto {
  @IsOptional()
  @IsArray({ message: 'ids must be a list of item ids' })
  @ArrayNotEmpty({ message: 'Select at least one item' })
  @ArrayMaxSize(BULK_ITEMS_MAX, { message: tooMany })
  @IsInt({ each: true, message: 'Each id must be a whole number' })
  @Min(1, { each: true, message: 'Each id must be a whole number' })
  @Max(PG_INTEGER_MAX, { each: true, message: 'Each id must be a whole number' })
  ids?: number[];

  @IsOptional()
  @IsObject({ message: 'query must be an object' })
  @ValidateNested()
  @Type(() => LibrarySelectionDto)
  query?: LibrarySelectionDto;

  @IsIn(BULK_ACTIONS, { message: `action must be one of ${BULK_ACTIONS.join(', ')}` })
  action: BulkAction;

  @IsOptional()
  @IsString({ message: 'The tag must be text' })
  @IsNotEmpty({ message: 'The tag cannot be empty' })
  @MaxLength(LIMITS.tagMaxLength, {
    message: `Tags can be at most ${LIMITS.tagMaxLength} characters`,
  })
  tag?: string;
}
