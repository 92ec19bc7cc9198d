import { FEED_LIMITS } from '@vault/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { FitsIntegerColumn } from '../../../common/http/integer-range.js';

const KEYWORDS_MESSAGE = `keywords must be a list of at most ${FEED_LIMITS.keywordsMax} words`;
const INTERVAL_MESSAGE = `intervalMinutes must be a whole number from ${FEED_LIMITS.minIntervalMinutes} to ${FEED_LIMITS.maxIntervalMinutes}`;

class FeedOptionsDto {
  @IsOptional()
  @IsArray({ message: KEYWORDS_MESSAGE })
  @ArrayMaxSize(FEED_LIMITS.keywordsMax, { message: KEYWORDS_MESSAGE })
  @IsString({ each: true, message: KEYWORDS_MESSAGE })
  @MaxLength(FEED_LIMITS.keywordMaxLength, {
    each: true,
    message: `A keyword can be at most ${FEED_LIMITS.keywordMaxLength} characters`,
  })
  keywords?: string[];

  /** null removes the board. */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'boardId must be a whole number' })
  @Min(1, { message: 'boardId must be a whole number' })
  @FitsIntegerColumn('boardId must be a whole number')
  boardId?: number | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'boardColumnId must be text' })
  @IsNotEmpty({ message: 'boardColumnId must name a column' })
  @MaxLength(64, { message: 'boardColumnId is not a column of this board' })
  boardColumnId?: string | null;

  @IsOptional()
  @IsInt({ message: INTERVAL_MESSAGE })
  @Min(FEED_LIMITS.minIntervalMinutes, { message: INTERVAL_MESSAGE })
  @Max(FEED_LIMITS.maxIntervalMinutes, { message: INTERVAL_MESSAGE })
  intervalMinutes?: number;
}

/** `POST /api/feeds {url, keywords?, boardId?, boardColumnId?, intervalMinutes?}`. */
export class CreateFeedDto extends FeedOptionsDto {
  @IsDefined({ message: 'Enter the address of a feed or a website' })
  @IsString({ message: 'Enter the address of a feed or a website' })
  @IsNotEmpty({ message: 'Enter the address of a feed or a website' })
  @MaxLength(FEED_LIMITS.urlMaxLength, { message: 'The address is too long' })
  url: string;
}

/** `PATCH /api/feeds/{id}`. */
export class UpdateFeedDto extends FeedOptionsDto {
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @IsNotEmpty({ message: 'The feed needs a name' })
  @MaxLength(200, { message: 'A feed name can be at most 200 characters' })
  title?: string;

  @IsOptional()
  @IsBoolean({ message: 'paused must be true or false' })
  paused?: boolean;
}
