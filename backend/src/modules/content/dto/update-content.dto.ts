import { IsArray, IsBoolean, IsOptional, IsString, ValidateIf } from 'class-validator';

/** Partial update; the note and tag rules (length, count, duplicates) are checked by the service. */
export class UpdateContentDto {
  @IsOptional()
  @IsBoolean({ message: 'isFavorite must be true or false' })
  isFavorite?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'isRead must be true or false' })
  isRead?: boolean;

  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString({ message: 'quickNote must be text' })
  quickNote?: string | null;

  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsArray({ message: 'customTags must be a list of tags' })
  @IsString({ each: true, message: 'Each tag must be text' })
  customTags?: string[] | null;
}
