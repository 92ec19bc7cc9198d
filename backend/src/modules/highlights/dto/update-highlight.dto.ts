import { HIGHLIGHT_COLORS, type HighlightColor } from '@vault/contracts';
import { IsArray, IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { COLOR_MESSAGE } from './create-highlight.dto.js';

/** Partial update; a highlight's quote and place change only by re-anchoring. */
export class UpdateHighlightDto {
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
