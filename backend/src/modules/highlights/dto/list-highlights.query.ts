import {
  HIGHLIGHT_COLORS,
  type HighlightColor,
  LIMITS,
  PLATFORMS,
  type Platform,
} from '@vault/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { COLOR_MESSAGE } from './create-highlight.dto.js';

export class ListHighlightsQuery {
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'search must be at most 500 characters' })
  search?: string;

  @IsOptional()
  @IsIn(HIGHLIGHT_COLORS, { message: COLOR_MESSAGE })
  color?: HighlightColor;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.tagMaxLength, {
    message: `tag must be at most ${LIMITS.tagMaxLength} characters`,
  })
  tag?: string;

  @IsOptional()
  @IsIn(PLATFORMS, { message: `platform must be one of ${PLATFORMS.join(', ')}` })
  platform?: Platform;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(LIMITS.maxPageSize, { message: `limit must be at most ${LIMITS.maxPageSize}` })
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'cursor is not valid' })
  cursor?: string;
}
