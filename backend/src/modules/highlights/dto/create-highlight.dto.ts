import { HIGHLIGHT_COLORS, HIGHLIGHT_LIMITS, type HighlightColor } from '@vault/contracts';
import {
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PG_INTEGER_MAX } from '../../../common/http/integer-range.js';

const COLOR_MESSAGE = `color must be one of ${HIGHLIGHT_COLORS.join(', ')}`;

export class CreateHighlightDto {
  @IsString({ message: 'quote must be text' })
  @MaxLength(HIGHLIGHT_LIMITS.quoteMaxLength, {
    message: `quote can be at most ${HIGHLIGHT_LIMITS.quoteMaxLength.toLocaleString('en-US')} characters`,
  })
  quote: string;

  @IsOptional()
  @IsString({ message: 'prefix must be text' })
  @MaxLength(HIGHLIGHT_LIMITS.quoteMaxLength, { message: 'prefix is too long' })
  prefix?: string;

  @IsOptional()
  @IsString({ message: 'suffix must be text' })
  @MaxLength(HIGHLIGHT_LIMITS.quoteMaxLength, { message: 'suffix is too long' })
  suffix?: string;

  @IsOptional()
  @IsInt({ message: 'start must be a whole number' })
  @Min(0, { message: 'start cannot be negative' })
  @Max(PG_INTEGER_MAX, { message: 'start is too large' })
  start?: number;

  @IsOptional()
  @IsInt({ message: 'end must be a whole number' })
  @Min(0, { message: 'end cannot be negative' })
  @Max(PG_INTEGER_MAX, { message: 'end is too large' })
  end?: number;

  @IsOptional()
  @IsIn(HIGHLIGHT_COLORS, { message: COLOR_MESSAGE })
  color?: HighlightColor;

  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString({ message: 'note must be text' })
  note?: string | null;

  @IsOptional()
  @IsArray({ message: 'tags must be a list of tags' })
  @IsString({ each: true, message: 'Each tag must be text' })
  tags?: string[];
}

export { COLOR_MESSAGE };
